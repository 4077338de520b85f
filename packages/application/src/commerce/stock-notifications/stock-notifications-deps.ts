import type { EmailComposer } from '@stride/domain/identity';
import type { Throttle } from '@stride/domain/security';
import type { StockNotificationUnitOfWork } from '@stride/domain/stock-notifications';

/** What notify me and the restock need: the waits and stock in transactions, e-mails, abuse limits, time and ids. */
export interface StockNotificationsDeps {
  readonly store: StockNotificationUnitOfWork;
  readonly emails: EmailComposer;
  readonly throttle: Throttle;
  readonly now: () => Date;
  /** A new wait's id (`sn-` and random lower-case letters and digits). */
  readonly newNotificationId: () => string;
  /** Notify me is offered (the storefront's switch, STRIDE_NOTIFY_ME). */
  readonly enabled: boolean;
  /** The storefront's public origin, for the product link in the e-mail. */
  readonly publicUrl: string;
}

/** Who asks to be notified: a guest's or a signed-in shopper's token. */
export interface StockNotificationCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
}
