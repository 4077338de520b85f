import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations, runMigrations, SqlState, sqlStateOf } from '../index.js';
import type { SqlClient } from '../index.js';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from './commerce-test-database.fixture.js';

const CHECK_VIOLATION = '23514';

const FIXTURE = `
  INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running-shoes');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id)
    VALUES ('SR0034100', 'SR0034', 'Stride Pace Runner 3', 'stride-pace-runner-3', 'FOOTWEAR', 'MEN', '4100');
  INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url)
    VALUES ('V0034100', 'SR0034100', 'SR0034100', '100', 'White', '#F4F4F1', '/images/products/SR0034100/100.svg');
  INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
    VALUES ('SR0034100095', 'V0034100', 'SR0034100', '084931000001', '9.5', 7, 2);
  INSERT INTO gift_cards (number, pin_hash, currency, initial_minor, balance_minor)
    VALUES ('7777000000000001', 'scrypt$x', 'USD', 5000, 5000);
  INSERT INTO consumers (consumer_no, consumer_type, email, password_hash)
    VALUES ('1000000001', 'REGISTERED', 'Shopper@Stride.example', 'scrypt$x');
  INSERT INTO baskets (id, consumer_no) VALUES ('basket-1', '1000000001');
  INSERT INTO orders (order_number, basket_id, consumer_no, customer_email, status, currency,
                      item_total_minor, total_minor, billing_address)
    VALUES ('ST00000001', 'basket-1', '1000000001', 'shopper@stride.example', 'PLACED', 'USD', 13000, 13000, '{}');
  INSERT INTO promotions (id, name, level, discount_type, percent_off) VALUES ('PROMO-X', 'x', 'ORDER', 'PERCENT', 10);
  INSERT INTO promo_codes (code, promotion_id, max_uses, use_count) VALUES ('LIMITED', 'PROMO-X', 2, 2);
`;

async function sqlStateOfFailure(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return sqlStateOf(error);
  }
  return 'no error';
}

describe.each(COMMERCE_TEST_ENGINES)('commerce schema on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(FIXTURE);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('is migration 0002_commerce after Stride’s own, then the loyalty enrollment step, each applied once', async () => {
    const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((row) => row.id)).toEqual([
      '0001_init',
      '0002_commerce',
      '0003_loyalty_enrollment',
      '0004_security',
      '0005_price_adjustment_audit',
      '0006_content',
      '0007_experiments_analytics',
      '0008_catalogue_translations',
      '0009_promotion_currencies',
      '0010_user_photos',
      '0011_consumer_profile_types',
      '0012_address_book_contact',
      '0013_order_fulfilment',
      '0014_favorites_share',
      '0015_consumer_subscriptions',
      '0016_support_cases',
      '0017_newsletter_signups',
      '0018_saved_gift_cards',
      '0019_in_store_sessions',
      '0020_welcome_promo',
      '0021_order_gift_cards',
      '0022_prosumer_spend',
      '0023_reviews',
      '0024_search',
      '0025_questions',
      '0026_stock_notifications',
      '0027_order_group_spend',
      '0028_product_sets',
      '0029_express_wallet',
      '0033_search_generation',
      '0034_basket_creator',
      '0035_media_reports',
      '0036_price_history',
    ]);
    expect(await runMigrations(db, migrations)).toEqual({ applied: [] });
  });

  it('creates the tables the commerce services need', async () => {
    const rows = await db.query<{ name: string }>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()');
    const tables = rows.map((row) => row.name);
    for (const table of [
      'categories',
      'products',
      'colour_variants',
      'variants',
      'prices',
      'stores',
      'store_inventory',
      'promotions',
      'promo_codes',
      'gift_cards',
      'consumers',
      'refresh_tokens',
      'authorization_codes',
      'baskets',
      'basket_items',
      'basket_payment_instruments',
      'saved_for_later_items',
      'favorite_items',
      'orders',
      'order_items',
      'order_payments',
      'gift_card_ledger',
      'loyalty_points_ledger',
      'card_tokens',
      'idempotency_keys',
      'rate_limits',
      'loyalty_confirmation_tokens',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('records every price given and every change of it with its time, the writer’s when it sets one', async () => {
    await db.query("INSERT INTO prices (variant_id, currency, list_minor) VALUES ('SR0034100095', 'EUR', 14000)");
    await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('stride.price_changed_at', '2026-11-20T09:00:00Z', true)");
      await tx.query("UPDATE prices SET sale_minor = 9997 WHERE variant_id = 'SR0034100095' AND currency = 'EUR'");
    });
    // Nothing changed: nothing recorded.
    await db.query("UPDATE prices SET list_minor = 14000 WHERE variant_id = 'SR0034100095' AND currency = 'EUR'");
    const rows = await db.query<{ changed_at: Date | string; list_minor: number; sale_minor: number | null; current_minor: number; recent: boolean }>(
      `SELECT changed_at, list_minor, sale_minor, current_minor, changed_at > now() - interval '1 hour' AS recent
       FROM price_history WHERE variant_id = 'SR0034100095' AND currency = 'EUR' ORDER BY id`,
    );
    expect(rows.map(({ list_minor, sale_minor, current_minor, recent }) => ({ list_minor, sale_minor, current_minor, recent }))).toEqual([
      { list_minor: 14000, sale_minor: null, current_minor: 14000, recent: true },
      { list_minor: 14000, sale_minor: 9997, current_minor: 9997, recent: false },
    ]);
    expect(new Date(rows[1]?.changed_at ?? '').toISOString()).toBe('2026-11-20T09:00:00.000Z');
  });

  it('never lets stock go below zero', async () => {
    expect(await sqlStateOfFailure(db.query("UPDATE variants SET online_stock = online_stock - 3 WHERE id = 'SR0034100095'"))).toBe(CHECK_VIOLATION);
    await db.query("UPDATE variants SET online_stock = online_stock - 2 WHERE id = 'SR0034100095'");
    expect(await db.query("SELECT online_stock FROM variants WHERE id = 'SR0034100095'")).toEqual([{ online_stock: 0 }]);
  });

  it('keeps a loyalty confirmation pending only for a member', async () => {
    const pendingNonMember = db.query(
      "INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, loyalty_confirmation_pending) VALUES ('1000000077', 'REGISTERED', 'pending@stride.example', 'h', true)",
    );
    expect(await sqlStateOfFailure(pendingNonMember)).toBe(CHECK_VIOLATION);
  });

  it('never lets a gift card balance go below zero', async () => {
    const overdraw = db.query("UPDATE gift_cards SET balance_minor = balance_minor - 5001 WHERE number = '7777000000000001'");
    expect(await sqlStateOfFailure(overdraw)).toBe(CHECK_VIOLATION);
  });

  it('refuses ids that break the spec’s patterns', async () => {
    expect(await sqlStateOfFailure(db.query("INSERT INTO categories (id, name, slug) VALUES ('123', 'x', 'x')"))).toBe(CHECK_VIOLATION);
    const lowerCaseProduct = db.query(
      "INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id) VALUES ('sr0034101', 'SR1', 'x', 'x', 'GEAR', 'UNISEX', '4100')",
    );
    expect(await sqlStateOfFailure(lowerCaseProduct)).toBe(CHECK_VIOLATION);
    const wrongColourId = db.query(
      "INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url) VALUES ('V0034001', 'SR0034100', 'SR0034001', '100', 'Black', '#16181D', '/x.svg')",
    );
    expect(await sqlStateOfFailure(wrongColourId)).toBe(CHECK_VIOLATION);
  });

  it('keeps one account per e-mail, whatever its case', async () => {
    const twin = db.query(
      "INSERT INTO consumers (consumer_no, consumer_type, email, password_hash) VALUES ('1000000009', 'REGISTERED', 'shopper@STRIDE.example', 'h')",
    );
    expect(await sqlStateOfFailure(twin)).toBe(SqlState.UNIQUE_VIOLATION);
  });

  it('allows one order per basket, so placing an order is idempotent', async () => {
    const second = db.query(
      "INSERT INTO orders (order_number, basket_id, consumer_no, customer_email, status, currency, item_total_minor, total_minor, billing_address) VALUES ('ST00000002', 'basket-1', '1000000001', 'x@y.z', 'PLACED', 'USD', 1, 1, '{}')",
    );
    expect(await sqlStateOfFailure(second)).toBe(SqlState.UNIQUE_VIOLATION);
  });

  it('consumes a gift card at most once per order', async () => {
    const redeem =
      "INSERT INTO gift_card_ledger (gift_card_number, order_number, entry_type, amount_minor) VALUES ('7777000000000001', 'ST00000001', 'REDEEM', -1000)";
    await db.query(redeem);
    expect(await sqlStateOfFailure(db.query(redeem))).toBe(SqlState.UNIQUE_VIOLATION);
  });

  it('never counts a promo code past its limit', async () => {
    expect(await sqlStateOfFailure(db.query("UPDATE promo_codes SET use_count = use_count + 1 WHERE code = 'LIMITED'"))).toBe(CHECK_VIOLATION);
  });

  it('recognises a gift-with-purchase promotion by GWP in its id, as the spec does', async () => {
    const gift = (id: string) =>
      db.query("INSERT INTO promotions (id, name, level, discount_type, gift_variant_id) VALUES ($1, 'Free socks', 'ORDER', 'GIFT', 'SR0034100095')", [id]);
    expect(await sqlStateOfFailure(gift('PROMO-SOCKS'))).toBe(CHECK_VIOLATION);
    await gift('PROMO-GWP-SOCKS');
  });

  it('finds products by words of their name through the search index', async () => {
    const rows = await db.query("SELECT id FROM products WHERE search_vector @@ plainto_tsquery('simple', 'pace runner')");
    expect(rows).toEqual([{ id: 'SR0034100' }]);
  });
});
