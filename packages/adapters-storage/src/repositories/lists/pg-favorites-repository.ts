import type { FavoritesRepository } from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { FAVORITES_TABLES } from './list-tables.js';
import { ensureListId, PgShopperListRepository } from './pg-shopper-list-repository.js';

/** The consumer's favorites in PostgreSQL, shared by the hash of a link's token (migration 0014). */
export class PgFavoritesRepository extends PgShopperListRepository implements FavoritesRepository {
  constructor(sql: SqlClient) {
    super(sql, FAVORITES_TABLES);
  }

  async share(consumerNo: string, tokenHash: string, at: Date): Promise<string> {
    const listId = await ensureListId(this.sql, FAVORITES_TABLES, consumerNo);
    await this.sql.query('UPDATE favorite_lists SET share_token_hash = $2, shared_at = $3 WHERE id = $1', [listId, tokenHash, at]);
    return listId;
  }

  async sharedBy(listId: string, tokenHash: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ consumer_no: string }>('SELECT consumer_no FROM favorite_lists WHERE id = $1 AND share_token_hash = $2', [
      listId,
      tokenHash,
    ]);
    return row?.consumer_no;
  }
}
