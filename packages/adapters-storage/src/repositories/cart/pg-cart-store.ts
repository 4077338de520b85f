import type { CartPorts, CartStore, PromotionRepository } from '@stride/domain';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgCartCatalogue } from './pg-cart-catalogue.js';
import { PgCartRepository } from './pg-cart-repository.js';
import { PgPromotionRepository } from './pg-promotion-repository.js';

/** The cart ports over one SQL client (a pool or a transaction). */
export function pgCartPorts(sql: SqlClient): CartPorts {
  return { baskets: new PgCartRepository(sql), catalogue: new PgCartCatalogue(sql), promotions: new PgPromotionRepository(sql) };
}

/** How the store's promotion reads may be wrapped (a cache), inside transactions too. */
export interface PgCartStoreOptions {
  readonly promotions?: (repository: PromotionRepository) => PromotionRepository;
}

/** The cart store in PostgreSQL: its ports, and transactions that hand the work ports over `tx`. */
export function pgCartStore(sql: SqlClient, options: PgCartStoreOptions = {}): CartStore {
  const wrap = options.promotions;
  const ports = (client: SqlClient): CartPorts => {
    const plain = pgCartPorts(client);
    return wrap === undefined ? plain : { ...plain, promotions: wrap(plain.promotions) };
  };
  return { ...ports(sql), transaction: (work) => sql.transaction((tx) => work(ports(tx))) };
}
