import type { EmailOutbox } from '../../identity/ports/emailed-link-repositories.port.js';
import type { RestockedNotification, StockNotification, WatchedVariant } from '../stock-notification.js';

/** A new subscription, before it has an id. */
export type NewStockNotification = Omit<StockNotification, 'id' | 'notifiedAt'>;

/** Shoppers waiting for variants to be back in stock. Infrastructure failures throw. */
export interface StockNotificationRepository {
  /** The variant's product, notify-me flag and online stock; null when there is no such variant. */
  watchedVariant(variantId: string): Promise<WatchedVariant | null>;
  /** The e-mail address of a shopper's account; null when it has none (a guest). */
  accountEmail(consumerNo: string): Promise<string | null>;
  /**
   * Keeps the subscription unless the same shopper (or, for a guest, the same address) already waits for the
   * variant: then the waiting one is answered and `created` is false. Safe under concurrent calls.
   */
  subscribe(notification: NewStockNotification, newId: string): Promise<{ readonly notification: StockNotification; readonly created: boolean }>;
  /** Marks every subscription waiting for the variant as notified at `now` and answers them: each once, ever. */
  claimWaiting(variantId: string, now: Date): Promise<readonly RestockedNotification[]>;
}

/** The web warehouse's stock of a variant, set by support staff (a delivery, a count). */
export interface OnlineStockRepository {
  /** Sets the variant's online stock; answers it before and after, or null when there is no such variant. */
  setOnlineStock(variantId: string, quantity: number): Promise<{ readonly before: number; readonly after: number } | null>;
}

/** What a restock changes in one transaction: the stock, the subscriptions it ends and the e-mails it queues. */
export interface StockNotificationRepositories {
  readonly notifications: StockNotificationRepository;
  readonly stock: OnlineStockRepository;
  readonly outbox: EmailOutbox;
}

/** Runs work in one transaction over the repositories; committed when it resolves, rolled back when it throws. */
export interface StockNotificationUnitOfWork {
  readonly notifications: StockNotificationRepository;
  transaction<T>(work: (repositories: StockNotificationRepositories) => Promise<T>): Promise<T>;
}
