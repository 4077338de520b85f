// Server-side use cases of notify me: a shopper waits for a size, and the restock that e-mails them once.
export type { StockNotificationCaller, StockNotificationsDeps } from './stock-notifications-deps.js';
export { requestStockNotification, type StockNotificationAnswer, type StockNotificationRequest } from './request-stock-notification.js';
export { setOnlineStock, type OnlineStockChange } from './set-online-stock.js';
