import type { MoveToSavedRefusal, SavedForLaterRepository, ShopperListItem } from '@stride/domain/lists';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { SAVED_FOR_LATER_TABLES } from './list-tables.js';
import { addListItem, PgShopperListRepository } from './pg-shopper-list-repository.js';

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
}
