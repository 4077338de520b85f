import type { Subscription, SubscriptionChannel, SubscriptionType } from '../subscription.js';

/**
 * A consumer's subscriptions. The e-mail newsletter is the profile's own newsletter choice (one fact,
 * one place: the profile's PUT and the subscription calls change the same value).
 */
export interface SubscriptionRepository {
  list(consumerNo: string): Promise<Subscription[]>;
  find(consumerNo: string, channel: SubscriptionChannel, type: SubscriptionType): Promise<Subscription | null>;
  save(consumerNo: string, subscription: Subscription): Promise<void>;
}
