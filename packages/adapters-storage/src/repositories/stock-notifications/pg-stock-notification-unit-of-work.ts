import type { StockNotificationRepositories, StockNotificationRepository, StockNotificationUnitOfWork } from '@stride/domain/stock-notifications';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgEmailOutbox } from '../identity/pg-emailed-link-repositories.js';
import { PgOnlineStockRepository } from './pg-online-stock-repository.js';
import { PgStockNotificationRepository } from './pg-stock-notification-repository.js';

function repositories(sql: SqlClient): StockNotificationRepositories {
  return { notifications: new PgStockNotificationRepository(sql), stock: new PgOnlineStockRepository(sql), outbox: new PgEmailOutbox(sql) };
}

/** Notify me and restocks on PostgreSQL or PGlite: a restock sets stock, claims the waits and queues e-mails in one transaction. */
export class PgStockNotificationUnitOfWork implements StockNotificationUnitOfWork {
  readonly notifications: StockNotificationRepository;

  constructor(private readonly sql: SqlClient) {
    this.notifications = new PgStockNotificationRepository(sql);
  }

  transaction<T>(work: (repositories: StockNotificationRepositories) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => work(repositories(tx)));
  }
}
