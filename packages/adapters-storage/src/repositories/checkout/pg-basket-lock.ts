import type { BasketLock, CheckoutLine, LockedBasket } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { giftOptionOf } from './gift-option-columns.js';

type BasketRow = {
  id: string;
  consumer_no: string;
  created_by: string | null;
  prepared_tax_minor: number | null;
  status: LockedBasket['status'];
  currency: string;
  customer_email: string | null;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  shipping_method_code: string | null;
};
type LineRow = {
  id: string;
  variant_id: string;
  product_id: string;
  name: string;
  colour_name: string;
  size_label: string;
  upc: string;
  qty: number;
  list_minor: number | null;
  current_minor: number | null;
  shipping_method_code: string;
  store_id: string | null;
  bonus: boolean;
  product_type: string;
  custom_made: boolean;
  gift_email: string | null;
  gift_to: string | null;
  gift_message: string | null;
};

/** Locks a basket for checkout (SELECT ... FOR UPDATE serialises two checkouts of one basket) and reads its lines at current prices. */
export class PgBasketLock implements BasketLock {
  constructor(private readonly sql: SqlClient) {}

  async lock(basketId: string): Promise<LockedBasket | null> {
    const [basket] = await this.sql.query<BasketRow>(
      `SELECT id, consumer_no, created_by, prepared_tax_minor, status, currency, customer_email, shipping_address, billing_address, shipping_method_code
       FROM baskets WHERE id = $1 FOR UPDATE`,
      [basketId],
    );
    if (basket === undefined) return null;
    return {
      basketId,
      consumerNo: basket.consumer_no,
      createdBy: basket.created_by,
      preparedTaxMinor: basket.prepared_tax_minor,
      status: basket.status,
      currency: basket.currency,
      customerEmail: basket.customer_email,
      shippingAddress: basket.shipping_address,
      billingAddress: basket.billing_address,
      shippingMethodCode: basket.shipping_method_code,
      lines: await this.lines(basket.id, basket.currency),
    };
  }

  private async lines(basketId: string, currency: string): Promise<CheckoutLine[]> {
    const rows = await this.sql.query<LineRow>(
      `SELECT i.id, i.variant_id, i.product_id, p.name, cv.colour_name, v.size_label, v.upc, i.qty, pr.list_minor, pr.current_minor,
              i.shipping_method_code, i.store_id, i.bonus_promotion_id IS NOT NULL AS bonus, p.product_type,
              (p.is_customs OR i.recipe_id IS NOT NULL) AS custom_made, i.gift_email, i.gift_to, i.gift_message
       FROM basket_items i JOIN variants v ON v.id = i.variant_id JOIN products p ON p.id = i.product_id
       JOIN colour_variants cv ON cv.id = v.colour_variant_id LEFT JOIN prices pr ON pr.variant_id = v.id AND pr.currency = $2
       WHERE i.basket_id = $1 ORDER BY i.position, i.created_at, i.id`,
      [basketId, currency],
    );
    return rows.map((r) => ({
      itemId: r.id,
      variantId: r.variant_id,
      productId: r.product_id,
      productName: r.name,
      colourName: r.colour_name,
      sizeLabel: r.size_label,
      upc: r.upc,
      qty: r.qty,
      unitListMinor: r.list_minor ?? 0,
      unitPriceMinor: r.current_minor ?? 0,
      shippingMethodCode: r.shipping_method_code,
      storeId: r.store_id,
      isBonus: r.bonus,
      isDigital: r.product_type === 'DIGITAL',
      isCustomMade: r.custom_made === true,
      giftOption: giftOptionOf(r),
    }));
  }

  async setPreparedTax(basketId: string, taxMinor: number): Promise<void> {
    await this.sql.query('UPDATE baskets SET prepared_tax_minor = $2 WHERE id = $1', [basketId, taxMinor]);
  }

  async setStatus(basketId: string, status: 'OPEN' | 'ORDERED'): Promise<void> {
    await this.sql.query('UPDATE baskets SET status = $2, updated_at = now(), version = version + 1 WHERE id = $1', [basketId, status]);
  }
}
