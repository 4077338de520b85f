import type { ConsumerDataExport, ConsumerDataExporter, ExportRecord } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

type Row = Record<string, unknown>;

const camel = (column: string): string => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A row with camelCase names and dates as ISO strings. */
function record(row: Row): ExportRecord {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value instanceof Date ? value.toISOString() : value]));
}

// Every column is named: a column added later is not exported until someone decides it belongs (and is no secret).
const PROFILE = `consumer_no, consumer_type, email, first_name, last_name, phone, phone_code, birth_date::text AS birth_date, gender,
  postal_code, country_code, preferred_shoe_size, interests, newsletter_opt_in, is_loyalty_member, loyalty_member_id,
  loyalty_opt_in_date::text AS loyalty_opt_in_date, is_employee_discount_tc_accepted, employee_annual_cap_minor,
  employee_current_spend_minor, athlete_annual_credit_minor, athlete_current_spend_minor, credit_currency, is_ipa_member, is_wranx_member,
  prosumer_annual_credit_minor, prosumer_current_spend_minor, spend_year, notification_preferences, store_id, created_at, updated_at`;
const ADDRESS = `id, approach_type, is_main, first_name, last_name, address_line1, address_line2, city, province, postal_code,
  country_code, phone, phone_code, email, created_at`;
const ORDER = `order_number, status, currency, customer_email, item_total_minor, discount_minor, shipping_minor, tax_minor, total_minor,
  shipping_address, billing_address, shipping_method_code, in_store_store_id, placed_at`;
const ORDER_ITEM = `order_number, product_id, variant_id, product_name, colour_name, size_label, upc, qty, unit_list_minor,
  unit_price_minor, discount_minor, tax_minor, row_total_minor, shipping_method_code, store_id, is_bonus`;
const PAYMENT = 'order_number, payment_method_id, amount_minor, status, card_brand, card_last4, gift_card_number, loyalty_points, created_at';
const EVENT = 'order_number, event_type, carrier, tracking_number, at';
const LIST_ITEM = 'i.product_id, i.variant_id, i.qty, i.item_type, i.created_at';

/**
 * A consumer's data read from every table that holds it, with named columns only: the password hash,
 * the guest status token's hash, card tokens, provider references and sign-in counters are never read.
 */
export class PgConsumerDataExporter implements ConsumerDataExporter {
  constructor(private readonly sql: SqlClient) {}

  async exportFor(consumerNo: string): Promise<ConsumerDataExport | null> {
    const [profile] = await this.sql.query<Row>(`SELECT ${PROFILE} FROM consumers WHERE consumer_no = $1`, [consumerNo]);
    if (profile === undefined) return null;
    const by = (sql: string) => this.sql.query<Row>(sql, [consumerNo]);
    const inOrders = (columns: string, table: string, order: string) =>
      by(`SELECT ${columns} FROM ${table} WHERE order_number IN (SELECT order_number FROM orders WHERE consumer_no = $1) ORDER BY ${order}`);
    const [addresses, orders, items, payments, events, favorites, saved, ledger, vouchers, welcome, subscriptions] = await Promise.all([
      by(`SELECT ${ADDRESS} FROM consumer_addresses WHERE consumer_no = $1 ORDER BY added_order`),
      by(`SELECT ${ORDER} FROM orders WHERE consumer_no = $1 AND status <> 'PENDING_PAYMENT' ORDER BY placed_at, order_number`),
      inOrders(ORDER_ITEM, 'order_items', 'order_number, position, id'),
      inOrders(PAYMENT, 'order_payments', 'order_number, created_at, id'),
      inOrders(EVENT, 'order_events', 'order_number, id'),
      by(`SELECT ${LIST_ITEM} FROM favorite_items i JOIN favorite_lists l ON l.id = i.list_id WHERE l.consumer_no = $1 ORDER BY i.created_at, i.id`),
      by(
        `SELECT ${LIST_ITEM} FROM saved_for_later_items i JOIN saved_for_later_lists l ON l.id = i.list_id WHERE l.consumer_no = $1 ORDER BY i.created_at, i.id`,
      ),
      by('SELECT entry_type, points, order_number, created_at FROM loyalty_points_ledger WHERE consumer_no = $1 ORDER BY id'),
      by('SELECT id, points, amount_minor, currency, status, expires_at FROM loyalty_vouchers WHERE consumer_no = $1 ORDER BY id'),
      by(`SELECT w.code, p.percent_off, w.issued_at, p.ends_at AS expires_at,
                 (SELECT min(r.redeemed_at) FROM promo_code_redemptions r WHERE r.code = w.code AND r.consumer_no = w.consumer_no) AS redeemed_at
            FROM loyalty_welcome_promos w JOIN promo_codes c ON c.code = w.code JOIN promotions p ON p.id = c.promotion_id
           WHERE w.consumer_no = $1`),
      by(
        'SELECT channel, type, recipient, optin, double_optin, country, optin_at, optout_at, terms_accepted_at FROM consumer_subscriptions WHERE consumer_no = $1 ORDER BY channel, type',
      ),
    ]);
    const ofOrder = (rows: Row[], orderNumber: unknown) =>
      rows.filter((row) => row['order_number'] === orderNumber).map(({ order_number: _order, ...rest }) => record(rest));
    return {
      profile: record(profile),
      addresses: addresses.map(record),
      orders: orders.map((order) => ({
        ...record(order),
        items: ofOrder(items, order['order_number']),
        payments: ofOrder(payments, order['order_number']),
        events: ofOrder(events, order['order_number']),
      })),
      favorites: favorites.map(record),
      savedForLater: saved.map(record),
      loyaltyLedger: ledger.map(record),
      loyaltyVouchers: vouchers.map(record),
      welcomePromos: welcome.map(record),
      subscriptions: subscriptions.map(record),
    };
  }
}
