import type { AgentRole } from '../consumer-account.js';

/** A stored refresh token (only its hash is kept). */
export interface RefreshTokenRecord {
  readonly tokenHash: string;
  readonly familyId: string;
  readonly consumerNo: string;
  readonly agentRole: AgentRole | null;
  readonly storeId: string | null;
  readonly expiresAt: Date;
  readonly rotatedAt: Date | null;
  readonly revokedAt: Date | null;
}

export type NewRefreshToken = Omit<RefreshTokenRecord, 'rotatedAt' | 'revokedAt'> & { readonly issuedAt: Date };

/** Refresh token families: rotation on use, revocation of a whole family. */
export interface RefreshTokenRepository {
  insert(token: NewRefreshToken): Promise<void>;
  /** The token, locked for the rest of the transaction so two rotations cannot both win. */
  findForUpdate(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  markRotated(tokenHash: string, replacedBy: string, now: Date): Promise<void>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  revokeAllOfConsumer(consumerNo: string, now: Date): Promise<void>;
}
