import { CART_DEFAULT_MAX_QTY } from '@stride/domain/cart';
import {
  LIST_MAX_ITEMS,
  type AddToListRefusal,
  type ListPage,
  type NewShopperListItem,
  type ShopperListItem,
  type ShopperListPage,
  type ShopperListRepository,
} from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { readItem, readItemsPage } from './list-item-rows.js';
import type { ListTables } from './list-tables.js';
import { resolveListProduct } from './resolve-list-product.js';

/** Finds or creates a consumer's list; safe when two requests create it at once. */
export async function ensureListId(db: SqlClient, tables: ListTables, consumerNo: string): Promise<string> {
  await db.query(`INSERT INTO ${tables.lists} (consumer_no) VALUES ($1) ON CONFLICT (consumer_no) DO NOTHING`, [consumerNo]);
  const [row] = await db.query<{ id: string }>(`SELECT id FROM ${tables.lists} WHERE consumer_no = $1`, [consumerNo]);
  if (row === undefined) throw new Error(`list of ${consumerNo} vanished after it was created`);
  return row.id;
}

/** Adds a line inside the caller's transaction, merging with the same product, variant and recipe. */
export async function addListItem(
  db: SqlClient,
  tables: ListTables,
  consumerNo: string,
  item: NewShopperListItem,
): Promise<ShopperListItem | AddToListRefusal> {
  const product = await resolveListProduct(db, item.productId);
  if (product === undefined) return 'PRODUCT_NOT_FOUND';
  const listId = await ensureListId(db, tables, consumerNo);
  // Locking the list row serialises adds to one list, so the merge and the size cap hold under races.
  await db.query(`SELECT id FROM ${tables.lists} WHERE id = $1 FOR UPDATE`, [listId]);
  const recipe = tables.keepsRecipe ? (item.recipeId ?? null) : null;
  const recipeMatch = tables.keepsRecipe ? 'AND recipe_id IS NOT DISTINCT FROM $4' : 'AND $4::text IS NULL';
  const [same] = await db.query<{ id: string }>(
    `SELECT id FROM ${tables.items} WHERE list_id = $1 AND product_id = $2 AND variant_id IS NOT DISTINCT FROM $3 ${recipeMatch}`,
    [listId, product.productId, product.variantId, recipe],
  );
  if (same !== undefined) {
    const qty = tables.mergeQty === 'sum' ? 'LEAST(qty + $2::int, $3::int)' : 'LEAST($2::int, $3::int)';
    await db.query(`UPDATE ${tables.items} SET qty = ${qty}, item_type = $4 WHERE id = $1`, [same.id, item.qty, CART_DEFAULT_MAX_QTY, item.type]);
    return (await readItem(db, tables, same.id)) ?? 'PRODUCT_NOT_FOUND';
  }
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tables.items} WHERE list_id = $1`, [listId]);
  if ((counted?.n ?? 0) >= LIST_MAX_ITEMS) return 'LIST_FULL';
  const extra = tables.keepsRecipe ? { columns: ', recipe_id, pdp_url', values: ', $6, $7' } : { columns: '', values: '' };
  const params = [listId, product.productId, product.variantId, Math.min(item.qty, CART_DEFAULT_MAX_QTY), item.type];
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO ${tables.items} (list_id, product_id, variant_id, qty, item_type${extra.columns})
     VALUES ($1, $2, $3, $4, $5${extra.values}) RETURNING id`,
    tables.keepsRecipe ? [...params, recipe, item.pdpUrl ?? null] : params,
  );
  return (inserted && (await readItem(db, tables, inserted.id))) ?? 'PRODUCT_NOT_FOUND';
}

/** A shopper list (saved for later or favorites) in PostgreSQL: one list per consumer. */
export class PgShopperListRepository implements ShopperListRepository {
  constructor(
    protected readonly sql: SqlClient,
    protected readonly tables: ListTables,
  ) {}

  listIdOf(consumerNo: string): Promise<string> {
    return ensureListId(this.sql, this.tables, consumerNo);
  }

  async existingListIdOf(consumerNo: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ id: string }>(`SELECT id FROM ${this.tables.lists} WHERE consumer_no = $1`, [consumerNo]);
    return row?.id;
  }

  async page(consumerNo: string, page: ListPage): Promise<ShopperListPage> {
    const listId = await this.listIdOf(consumerNo);
    const { items, total } = await readItemsPage(this.sql, this.tables, listId, page.start, page.count);
    return { listId, items, total };
  }

  add(consumerNo: string, item: NewShopperListItem): Promise<ShopperListItem | AddToListRefusal> {
    return this.sql.transaction((tx) => addListItem(tx, this.tables, consumerNo, item));
  }

  async remove(consumerNo: string, listId: string, itemId: string): Promise<boolean> {
    const rows = await this.sql.query(
      `DELETE FROM ${this.tables.items} i USING ${this.tables.lists} l
       WHERE i.id = $3 AND i.list_id = l.id AND l.id = $2 AND l.consumer_no = $1 RETURNING i.id`,
      [consumerNo, listId, itemId],
    );
    return rows.length > 0;
  }

  merge(fromConsumerNo: string, toConsumerNo: string): Promise<number> {
    if (fromConsumerNo === toConsumerNo) return Promise.resolve(0);
    return this.sql.transaction(async (tx) => {
      const [from] = await tx.query<{ id: string }>(`SELECT id FROM ${this.tables.lists} WHERE consumer_no = $1 FOR UPDATE`, [fromConsumerNo]);
      if (from === undefined) return 0;
      const lines = await tx.query<{ id: string }>(`SELECT id FROM ${this.tables.items} WHERE list_id = $1 ORDER BY created_at, id`, [from.id]);
      let moved = 0;
      for (const line of lines) {
        const item = await readItem(tx, this.tables, line.id);
        if (item === undefined) continue;
        const added = await addListItem(tx, this.tables, toConsumerNo, {
          productId: item.productId,
          qty: item.qty,
          recipeId: item.recipeId,
          pdpUrl: item.pdpUrl,
          type: item.type,
        });
        if (typeof added !== 'string') moved += 1;
      }
      await tx.query(`DELETE FROM ${this.tables.items} WHERE list_id = $1`, [from.id]);
      return moved;
    });
  }
}
