import type { CartPorts, CartStore } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgCartCatalogue } from './pg-cart-catalogue.js';
import { PgCartRepository } from './pg-cart-repository.js';
import { PgPromotionRepository } from './pg-promotion-repository.js';

/** The cart ports over one SQL client (a pool or a transaction). */
export function pgCartPorts(sql: SqlClient): CartPorts {
  return { baskets: new PgCartRepository(sql), catalogue: new PgCartCatalogue(sql), promotions: new PgPromotionRepository(sql) };
}

/** The cart store in PostgreSQL: its ports, and transactions that hand the work ports over `tx`. */
export function pgCartStore(sql: SqlClient): CartStore {
  return { ...pgCartPorts(sql), transaction: (work) => sql.transaction((tx) => work(pgCartPorts(tx))) };
}
