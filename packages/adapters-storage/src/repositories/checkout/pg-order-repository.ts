import type { OrderDraft, OrderPaymentRecord, OrderRecord, OrderRepository, OrderStatus } from '@stride/domain/checkout';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { ORDER_COLUMNS, orderFromRows, type ItemRow, type OrderRow, type PaymentRow } from './order-rows.js';

/** `($1, $2), ($3, $4)` for `rows` rows of `columns` parameters each. */
function placeholderRows(rows: number, columns: number): string {
  return Array.from({ length: rows }, (_, row) => `(${Array.from({ length: columns }, (_, column) => `$${row * columns + column + 1}`).join(', ')})`).join(
    ', ',
  );
}

const byPosition = (a: ItemRow, b: ItemRow) => (a.position ?? 0) - (b.position ?? 0);
// The order `load` reads payments in (created_at, id): one transaction gives them one created_at.
const byCreationThenId = (a: PaymentRow, b: PaymentRow) =>
  (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Orders with their items and payments. */
export class PgOrderRepository implements OrderRepository {
  constructor(private readonly sql: SqlClient) {}

  private async load(rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const numbers = rows.map((r) => r.order_number);
    const items = await this.sql.query<ItemRow>('SELECT * FROM order_items WHERE order_number = ANY($1::text[]) ORDER BY position, id', [numbers]);
    const payments = await this.sql.query<PaymentRow>('SELECT * FROM order_payments WHERE order_number = ANY($1::text[]) ORDER BY created_at, id', [numbers]);
    return rows.map((row) => orderFromRows(row, items, payments));
  }

  private async one(where: string, value: string, lock = false): Promise<OrderRecord | null> {
    const rows = await this.sql.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where} = $1${lock ? ' FOR UPDATE' : ''}`, [value]);
    return (await this.load(rows))[0] ?? null;
  }

  findByBasket(basketId: string): Promise<OrderRecord | null> {
    return this.one('basket_id', basketId);
  }

  find(orderNumber: string): Promise<OrderRecord | null> {
    return this.one('order_number', orderNumber);
  }

  lock(orderNumber: string): Promise<OrderRecord | null> {
    return this.one('order_number', orderNumber, true);
  }

  /**
   * Writes the order, its items and its payments in three statements (one multi-row insert each)
   * and answers the record from what they returned, as `find` would read it back.
   */
  async insert(d: OrderDraft): Promise<OrderRecord> {
    const t = d.totals;
    const [order] = await this.sql.query<OrderRow>(
      `INSERT INTO orders (order_number, basket_id, consumer_no, customer_email, st_hash, status, currency, item_total_minor, discount_minor,
         shipping_minor, tax_minor, total_minor, shipping_address, billing_address, shipping_method_code, in_store_store_id, in_store_employee_id, promo_summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING ${ORDER_COLUMNS}`,
      [
        d.orderNumber,
        d.basketId,
        d.consumerNo,
        d.customerEmail,
        d.stHash,
        d.status,
        d.currency,
        t.itemTotalMinor,
        t.discountMinor,
        t.shippingMinor,
        t.taxMinor,
        t.totalMinor,
        d.shippingAddress === null ? null : JSON.stringify(d.shippingAddress),
        JSON.stringify(d.billingAddress),
        d.shippingMethodCode,
        d.inStore?.storeId ?? null,
        d.inStore?.storeEmployeeId ?? null,
        JSON.stringify(d.promoSummary),
      ],
    );
    if (order === undefined) throw new Error('the order insert returned no row');
    const items =
      d.items.length === 0
        ? []
        : await this.sql.query<ItemRow>(
            `INSERT INTO order_items (order_number, variant_id, product_id, product_name, colour_name, size_label, upc, qty, unit_list_minor,
         unit_price_minor, discount_minor, tax_minor, row_total_minor, shipping_method_code, store_id, is_bonus, position, is_digital, gift_email,
         gift_to, gift_message)
       VALUES ${placeholderRows(d.items.length, 21)} RETURNING *`,
            d.items.flatMap((i, position) => [
              d.orderNumber,
              i.variantId,
              i.productId,
              i.productName,
              i.colourName,
              i.sizeLabel,
              i.upc,
              i.qty,
              i.unitListMinor,
              i.unitPriceMinor,
              i.discountMinor,
              i.taxMinor,
              i.rowTotalMinor,
              i.shippingMethodCode,
              i.storeId,
              i.isBonus,
              position,
              i.isDigital,
              i.giftOption?.email ?? null,
              i.giftOption?.to ?? null,
              i.giftOption?.message ?? null,
            ]),
          );
    const payments =
      d.payments.length === 0
        ? []
        : await this.sql.query<PaymentRow>(
            `INSERT INTO order_payments (order_number, payment_method_id, amount_minor, status, psp_reference, card_token, card_brand, card_last4, gift_card_number, loyalty_points, loyalty_voucher_id)
       VALUES ${placeholderRows(d.payments.length, 11)} RETURNING *`,
            d.payments.flatMap((p) => [
              d.orderNumber,
              p.paymentMethodId,
              p.amountMinor,
              p.status,
              p.pspReference,
              p.cardToken,
              p.cardBrand,
              p.cardLast4,
              p.giftCardNumber,
              p.loyaltyPoints,
              p.loyaltyVoucherId,
            ]),
          );
    return orderFromRows(order, [...items].sort(byPosition), [...payments].sort(byCreationThenId));
  }

  async setStatus(orderNumber: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    const rows = await this.sql.query('UPDATE orders SET status = $3, updated_at = now() WHERE order_number = $1 AND status = $2 RETURNING 1', [
      orderNumber,
      from,
      to,
    ]);
    return rows.length === 1;
  }

  async setPayment(paymentId: string, status: OrderPaymentRecord['status'], pspReference: string | null): Promise<void> {
    await this.sql.query('UPDATE order_payments SET status = $2, psp_reference = coalesce($3, psp_reference) WHERE id = $1', [paymentId, status, pspReference]);
  }

  async markPaid(orderNumber: string, cardPaymentId: string | null, pspReference: string): Promise<boolean> {
    // Data-modifying WITH clauses run whether or not the outer query reads them.
    const rows = await this.sql.query(
      `WITH paid AS (UPDATE order_payments SET status = 'CAPTURED', psp_reference = $3 WHERE id = $2 AND order_number = $1)
       UPDATE orders SET status = 'PLACED', updated_at = now() WHERE order_number = $1 AND status = 'PENDING_PAYMENT' RETURNING 1`,
      [orderNumber, cardPaymentId, pspReference],
    );
    return rows.length === 1;
  }

  async listPendingBefore(cutoff: Date, limit: number): Promise<readonly string[]> {
    const rows = await this.sql.query<{ order_number: string }>(
      "SELECT order_number FROM orders WHERE status = 'PENDING_PAYMENT' AND placed_at < $1 ORDER BY placed_at, order_number LIMIT $2",
      [cutoff.toISOString(), limit],
    );
    return rows.map((row) => row.order_number);
  }

  async delete(orderNumber: string): Promise<boolean> {
    const rows = await this.sql.query('DELETE FROM orders WHERE order_number = $1 RETURNING 1', [orderNumber]);
    return rows.length === 1;
  }

  /** A page of the visible orders matching `where` (with `$1`), newest first, and how many match. */
  private async page(where: string, value: string, start: number, count: number): Promise<{ total: number; orders: OrderRecord[] }> {
    const [counted] = await this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${where} AND status <> 'PENDING_PAYMENT'`, [value]);
    const rows = await this.sql.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where} AND status <> 'PENDING_PAYMENT' ORDER BY placed_at DESC, order_number LIMIT $2 OFFSET $3`,
      [value, count, start],
    );
    return { total: counted?.n ?? 0, orders: await this.load(rows) };
  }

  listByConsumer(consumerNo: string, start: number, count: number): Promise<{ total: number; orders: OrderRecord[] }> {
    return this.page('consumer_no = $1', consumerNo, start, count);
  }

  /** Uses `orders_email_idx` on lower(customer_email). */
  listByEmail(email: string, start: number, count: number): Promise<{ total: number; orders: OrderRecord[] }> {
    return this.page('lower(customer_email) = lower($1)', email.trim(), start, count);
  }

  async stHash(orderNumber: string): Promise<string | null> {
    const [row] = await this.sql.query<{ st_hash: string | null }>('SELECT st_hash FROM orders WHERE order_number = $1', [orderNumber]);
    return row?.st_hash ?? null;
  }
}
