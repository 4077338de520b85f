import { CART_DEFAULT_MAX_QTY } from '@stride/domain/cart';
import type { ChangeSavedRefusal, MoveToSavedRefusal, SavedForLaterRepository, SavedItemChange, ShopperListItem } from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { readItem } from './list-item-rows.js';
import { SAVED_FOR_LATER_TABLES } from './list-tables.js';
import { addListItem, PgShopperListRepository } from './pg-shopper-list-repository.js';
import { resolveListProduct } from './resolve-list-product.js';

type SavedLineRow = { product_id: string; qty: number; recipe_id: string | null };
type BasketLineRow = { variant_id: string; qty: number; recipe_id: string | null; bonus_promotion_id: string | null; slug: string };

/** The consumer's saved-for-later list in PostgreSQL; it also takes lines out of the consumer's basket. */
export class PgSavedForLaterRepository extends PgShopperListRepository implements SavedForLaterRepository {
  constructor(sql: SqlClient) {
    super(sql, SAVED_FOR_LATER_TABLES);
  }

  moveBasketItem(consumerNo: string, basketId: string, itemId: string): Promise<ShopperListItem | MoveToSavedRefusal> {
    return this.sql.transaction(async (tx) => {
      const [line] = await tx.query<BasketLineRow>(
        `SELECT i.variant_id, i.qty, i.recipe_id, i.bonus_promotion_id
         FROM basket_items i JOIN baskets b ON b.id = i.basket_id
         WHERE i.id = $3 AND b.id = $2 AND b.consumer_no = $1 AND b.status = 'OPEN'
         FOR UPDATE OF i, b`,
        [consumerNo, basketId, itemId],
      );
      if (line === undefined) return 'BASKET_ITEM_NOT_FOUND';
      if (line.bonus_promotion_id !== null) return 'BONUS_ITEM';
      const saved = await addListItem(tx, this.tables, consumerNo, {
        productId: line.variant_id,
        qty: line.qty,
        recipeId: line.recipe_id ?? undefined,
        type: 'product',
      });
      if (saved === 'LIST_FULL') return 'LIST_FULL';
      if (saved === 'PRODUCT_NOT_FOUND') throw new Error(`basket line ${itemId} names a variant the catalogue does not have`);
      await tx.query('DELETE FROM basket_items WHERE id = $1', [itemId]);
      await tx.query('UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1', [basketId]);
      return saved;
    });
  }

  changeItem(consumerNo: string, listId: string, itemId: string, change: SavedItemChange): Promise<ShopperListItem | ChangeSavedRefusal> {
    return this.sql.transaction(async (tx) => {
      // The list row first, as every add locks it: the merge below sees every line of the list.
      const [line] = await tx.query<SavedLineRow>(
        `SELECT i.product_id, i.qty, i.recipe_id FROM saved_for_later_items i JOIN saved_for_later_lists l ON l.id = i.list_id
         WHERE i.id = $3 AND l.id = $2 AND l.consumer_no = $1 FOR UPDATE OF l, i`,
        [consumerNo, listId, itemId],
      );
      if (line === undefined) return 'ITEM_NOT_FOUND';
      const product = await resolveListProduct(tx, change.productId);
      if (product === undefined) return 'PRODUCT_NOT_FOUND';
      if (product.productId !== line.product_id) return 'OTHER_PRODUCT';
      const qty = Math.min(change.qty ?? line.qty, CART_DEFAULT_MAX_QTY);
      const [same] = await tx.query<{ id: string }>(
        `SELECT id FROM saved_for_later_items
         WHERE list_id = $1 AND id <> $2 AND product_id = $3 AND variant_id IS NOT DISTINCT FROM $4 AND recipe_id IS NOT DISTINCT FROM $5`,
        [listId, itemId, product.productId, product.variantId, line.recipe_id],
      );
      if (same !== undefined) {
        await tx.query('UPDATE saved_for_later_items SET qty = LEAST(qty + $2::int, $3::int) WHERE id = $1', [same.id, qty, CART_DEFAULT_MAX_QTY]);
        await tx.query('DELETE FROM saved_for_later_items WHERE id = $1', [itemId]);
      } else {
        await tx.query('UPDATE saved_for_later_items SET variant_id = $2, qty = $3, pdp_url = COALESCE($4, pdp_url) WHERE id = $1', [
          itemId,
          product.variantId,
          qty,
          change.pdpUrl ?? null,
        ]);
      }
      const changed = await readItem(tx, this.tables, same?.id ?? itemId);
      if (changed === undefined) throw new Error(`saved line ${same?.id ?? itemId} vanished inside its transaction`);
      return changed;
    });
  }
}
