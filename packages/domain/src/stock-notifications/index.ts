// Public API of the stock-notifications context: notify me (a shopper waits for a variant) and the restock that tells them.
export {
  NOTIFY_ME_EMAIL_MAX,
  notificationOwnerKey,
  notifyMeRefusal,
  type RestockedNotification,
  type StockNotification,
  type WatchedVariant,
} from './stock-notification.js';
export { NOTIFY_ME_EMAIL_REQUIRED, NOTIFY_ME_IN_STOCK, NOTIFY_ME_OFF, notifyMeError } from './stock-notification-errors.js';
export type {
  NewStockNotification,
  OnlineStockRepository,
  StockNotificationRepositories,
  StockNotificationRepository,
  StockNotificationUnitOfWork,
} from './ports/index.js';
