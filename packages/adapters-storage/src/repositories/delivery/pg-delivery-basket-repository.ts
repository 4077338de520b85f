import type {
  DeliveryBasket,
  DeliveryBasketLine,
  DeliveryBasketRepository,
  LineDeliveryMove,
  ShippingMethodSelection,
  StoredAddress,
} from '@stride/domain/shipping';
import type { SqlClient } from '../../sql/sql-client.port.js';

type BasketRow = {
  id: string;
  consumer_no: string;
  created_by: string | null;
  currency: string;
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
  shipping_method_code: string | null;
};

type LineRow = {
  id: string;
  product_id: string;
  variant_id: string;
  qty: number;
  shipping_method_code: string;
  store_id: string | null;
  is_digital: boolean;
  is_customs: boolean;
};

// A line is custom-made when its product is, or when it carries a customs recipe.
const LINES_SQL = `
  SELECT i.id, i.product_id, i.variant_id, i.qty, i.shipping_method_code, i.store_id,
         p.product_type = 'DIGITAL' AS is_digital, (p.is_customs OR i.recipe_id IS NOT NULL) AS is_customs
  FROM basket_items i JOIN products p ON p.id = i.product_id
  WHERE i.basket_id = $1 ORDER BY i.position, i.created_at, i.id`;

function toLine(row: LineRow): DeliveryBasketLine {
  return {
    itemId: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    qty: row.qty,
    isDigital: row.is_digital,
    isCustoms: row.is_customs,
    shippingMethodCode: row.shipping_method_code,
    storeId: row.store_id ?? undefined,
  };
}

/** The delivery side of open baskets in PostgreSQL: the address columns and each line's method. */
export class PgDeliveryBasketRepository implements DeliveryBasketRepository {
  constructor(private readonly sql: SqlClient) {}

  async load(basketId: string): Promise<DeliveryBasket | undefined> {
    const [basket] = await this.sql.query<BasketRow>(
      `SELECT id, consumer_no, created_by, currency, shipping_address, billing_address, shipping_method_code
       FROM baskets WHERE id = $1 AND status = 'OPEN'`,
      [basketId],
    );
    if (basket === undefined) return undefined;
    const lines = await this.sql.query<LineRow>(LINES_SQL, [basketId]);
    return {
      basketId: basket.id,
      consumerNo: basket.consumer_no,
      createdBy: basket.created_by,
      currency: basket.currency,
      shippingAddress: basket.shipping_address ?? undefined,
      billingAddress: basket.billing_address ?? undefined,
      shippingMethodCode: basket.shipping_method_code ?? undefined,
      lines: lines.map(toLine),
    };
  }

  // The shipping address's e-mail becomes the basket's contact e-mail when it has none yet: a
  // guest gives it there, and order tracking matches it.
  async saveShippingAddress(basketId: string, address: StoredAddress | null): Promise<void> {
    const email = typeof address?.['email'] === 'string' ? address['email'] : null;
    await this.sql.query(
      `UPDATE baskets SET shipping_address = $2::jsonb, customer_email = COALESCE(customer_email, $3),
              version = version + 1, updated_at = now()
       WHERE id = $1 AND status = 'OPEN'`,
      [basketId, address === null ? null : JSON.stringify(address), email],
    );
  }

  async saveBillingAddress(basketId: string, address: StoredAddress | null): Promise<void> {
    await this.sql.query(
      `UPDATE baskets SET billing_address = $2::jsonb, version = version + 1, updated_at = now()
       WHERE id = $1 AND status = 'OPEN'`,
      [basketId, address === null ? null : JSON.stringify(address)],
    );
  }

  async saveShippingMethod(basketId: string, selection: ShippingMethodSelection): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `UPDATE baskets SET shipping_method_code = CASE WHEN $3 THEN $2 ELSE shipping_method_code END,
                version = version + 1, updated_at = now()
         WHERE id = $1 AND status = 'OPEN'`,
        [basketId, selection.code, selection.isHomeShipment],
      );
      await tx.query(
        `UPDATE basket_items SET shipping_method_code = $2, store_id = COALESCE($4, store_id)
         WHERE basket_id = $1 AND id = ANY($3::text[])`,
        [basketId, selection.code, [...selection.itemIds], selection.storeId ?? null],
      );
    });
  }

  async moveLines(basketId: string, move: LineDeliveryMove): Promise<readonly string[]> {
    return this.sql.transaction(async (tx) => {
      const moved = await tx.query<{ id: string }>(
        `UPDATE basket_items SET shipping_method_code = $5, store_id = $6
         WHERE basket_id = $1 AND id = ANY($2::text[]) AND shipping_method_code = $3 AND store_id IS NOT DISTINCT FROM $4
         RETURNING id`,
        [basketId, [...move.itemIds], move.from.code, move.from.storeId, move.to.code, move.to.storeId],
      );
      if (moved.length > 0) await tx.query(`UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1`, [basketId]);
      return moved.map((row) => row.id);
    });
  }

  async downgradeHomeMethod(basketId: string, from: string, to: string): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const changed = await tx.query<{ id: string }>(
        `UPDATE baskets SET shipping_method_code = $3, version = version + 1, updated_at = now()
         WHERE id = $1 AND status = 'OPEN' AND shipping_method_code = $2 RETURNING id`,
        [basketId, from, to],
      );
      if (changed.length === 0) return false;
      await tx.query(`UPDATE basket_items SET shipping_method_code = $3 WHERE basket_id = $1 AND store_id IS NULL AND shipping_method_code = $2`, [
        basketId,
        from,
        to,
      ]);
      return true;
    });
  }
}
