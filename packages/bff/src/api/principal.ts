import type { ConsumerType } from '@stride/domain/auth';

/** Agent roles carried by tokens from the agent sign-in (support tooling, store associates). */
export type AgentRole = 'EMPLOYEE' | 'STORE_ASSOCIATE';

/**
 * The caller behind a verified access token. Every basket, order, list and instrument belongs to
 * one consumerNo; an agent acts for support and may read other consumers' orders and baskets.
 */
export interface Principal {
  readonly consumerNo: string;
  readonly consumerType: ConsumerType;
  /** Set only on tokens from `POST /consumers-v3/consumer/agent/login`. */
  readonly agentRole?: AgentRole;
  /** The store an associate works in (in-store sales). */
  readonly storeId?: string;
  /** How the token arrived: a browser cookie needs the cross-site check on unsafe methods. */
  readonly via: 'bearer' | 'cookie';
}

/** Verifies an access token; the identity slice implements it. */
export interface AccessTokenVerifier {
  verify(accessToken: string): Promise<Omit<Principal, 'via'> | null>;
}
