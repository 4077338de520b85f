import type { CartPorts, CartStore, PromotionRepository } from '@stride/domain/cart';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { LineFactsReader } from './line-facts.js';
import type { LineFactsCache } from './line-facts.js';
import { PgCartCatalogue } from './pg-cart-catalogue.js';
import { PgCartRepository } from './pg-cart-repository.js';
import { PgPromotionRepository } from './pg-promotion-repository.js';

/**
 * The cart ports over one SQL client (a pool or a transaction). Lines' catalogue facts come from
 * `lineFacts` when given, else they are read with every basket.
 */
export function pgCartPorts(sql: SqlClient, lineFacts: LineFactsCache | null = null): CartPorts {
  const facts = new LineFactsReader(sql, lineFacts);
  return { baskets: new PgCartRepository(sql, facts), catalogue: new PgCartCatalogue(sql, facts), promotions: new PgPromotionRepository(sql) };
}

/** Caches the store may read through, inside transactions too. */
export interface PgCartStoreOptions {
  /** Wraps the promotion reads (a cache). */
  readonly promotions?: (repository: PromotionRepository) => PromotionRepository;
  /** Keeps the lines' catalogue facts (names, prices, categories) between reads; stock is always read. */
  readonly lineFacts?: LineFactsCache;
}

/** The cart store in PostgreSQL: its ports, and transactions that hand the work ports over `tx`. */
export function pgCartStore(sql: SqlClient, options: PgCartStoreOptions = {}): CartStore {
  const wrap = options.promotions;
  const ports = (client: SqlClient): CartPorts => {
    const plain = pgCartPorts(client, options.lineFacts ?? null);
    return wrap === undefined ? plain : { ...plain, promotions: wrap(plain.promotions) };
  };
  return { ...ports(sql), transaction: (work) => sql.transaction((tx) => work(ports(tx))) };
}
