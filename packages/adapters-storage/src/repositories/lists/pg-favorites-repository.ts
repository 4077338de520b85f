import type { FavoritesRepository } from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { FAVORITES_TABLES } from './list-tables.js';
import { PgShopperListRepository } from './pg-shopper-list-repository.js';

/** The consumer's favorites in PostgreSQL. */
export class PgFavoritesRepository extends PgShopperListRepository implements FavoritesRepository {
  constructor(sql: SqlClient) {
    super(sql, FAVORITES_TABLES);
  }
}
