// PostgreSQL adapter of the stock-notifications context: notify me's waits, the online stock a restock sets, the outbox.
export { PgOnlineStockRepository } from './pg-online-stock-repository.js';
export { PgStockNotificationRepository } from './pg-stock-notification-repository.js';
export { PgStockNotificationUnitOfWork } from './pg-stock-notification-unit-of-work.js';
