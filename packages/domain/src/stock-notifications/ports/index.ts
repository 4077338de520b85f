export type {
  NewStockNotification,
  OnlineStockRepository,
  StockNotificationRepositories,
  StockNotificationRepository,
  StockNotificationUnitOfWork,
} from './stock-notification-repository.port.js';
