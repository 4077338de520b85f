import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../index.js';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../commerce-schema/commerce-test-database.fixture.js';
import { DEMO_PASSWORD, DemoEmail } from './demo-accounts.js';
import { DEMO_GIFT_CARD } from './demo-gift-cards.js';
import { DEMO_WELCOME_PROMO_CODE } from './demo-welcome-promo.js';
import { generateDemoData } from './generate-demo-data.js';
import { scryptHashers, verifySecret } from './scrypt-hasher.js';
import { seedDemoData } from './seed-demo-data.js';
import type { DemoSeedSummary } from './seed-demo-data.js';

const expected = generateDemoData();

async function count(db: SqlClient, table: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

describe.each(COMMERCE_TEST_ENGINES)('seedDemoData on %s', (engine) => {
  let db: SqlClient;
  let runs: DemoSeedSummary[];
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    // Two processes starting at once: the advisory lock and the re-check let exactly one seed.
    runs = await Promise.all([seedDemoData(db, scryptHashers), seedDemoData(db, scryptHashers)]);
  }, 300_000);
  afterAll(async () => {
    await db?.close();
  });

  it('seeds once when two runs race, and reports what it inserted', () => {
    const seeded = runs.filter((run) => run.seeded);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({
      products: expected.products.length,
      variants: expected.variants.length,
      prices: expected.prices.length,
      storeInventory: expected.storeInventory.length,
      consumers: 8,
    });
    expect(runs.find((run) => !run.seeded)).toMatchObject({ products: 0, variants: 0 });
  });

  it('stores every generated row', async () => {
    expect(await count(db, 'categories')).toBe(expected.categories.length);
    expect(await count(db, 'products')).toBe(expected.products.length);
    expect(await count(db, 'product_categories')).toBe(expected.productCategories.length);
    expect(await count(db, 'colour_variants')).toBe(expected.colourVariants.length);
    expect(await count(db, 'variants')).toBe(expected.variants.length);
    expect(await count(db, 'prices')).toBe(3 * expected.variants.length);
    expect(await count(db, 'stores')).toBe(expected.stores.length);
    expect(await count(db, 'store_inventory')).toBe(expected.storeInventory.length);
    // The generated codes, and the loyalty member's welcome promo issued beside them.
    expect(await count(db, 'promo_codes')).toBe(expected.promoCodes.length + 1);
    expect(await count(db, 'gift_cards')).toBe(expected.giftCards.length);
    expect(await count(db, 'consumers')).toBe(8);
  });

  it('gives every sale price a history: the list price held for weeks, the sale from 8 days before; Court Classic in Graphite was marked down before', async () => {
    const onSale = expected.prices.filter((p) => p.saleMinor !== null).length;
    // One row per price when it was recorded, three more per sale price, two more for the earlier markdown's three currencies.
    expect(await count(db, 'price_history')).toBe(
      expected.prices.length + 2 * onSale + 2 * 3 * expected.variants.filter((v) => v.colourVariantId === 'V0663002').length,
    );
    const graphite = await db.query<{ days: number; list_minor: number; sale_minor: number | null }>(
      `SELECT round(extract(epoch FROM (max(changed_at) OVER () - changed_at)) / 86400)::int AS days, list_minor, sale_minor
       FROM price_history WHERE variant_id = 'SL0663002Y10' AND currency = 'USD' ORDER BY changed_at`,
    );
    expect(graphite).toEqual([
      { days: 45, list_minor: 5000, sale_minor: null },
      { days: 20, list_minor: 5000, sale_minor: 3997 },
      { days: 15, list_minor: 5000, sale_minor: null },
      { days: 8, list_minor: 5000, sale_minor: 2997 },
      { days: 0, list_minor: 5000, sale_minor: 2997 },
    ]);
  });

  it('gives the loyalty member an order in each state, the delivered one still returnable, the returned one with its return', async () => {
    const orders = await db.query<{
      order_number: string;
      status: string;
      total_minor: number;
      events: string | null;
      return_number: string | null;
      returnable: boolean;
    }>(
      `SELECT o.order_number, o.status, o.total_minor,
              (SELECT string_agg(e.event_type, ',' ORDER BY e.id) FROM order_events e WHERE e.order_number = o.order_number) AS events,
              r.return_number,
              EXISTS (SELECT 1 FROM order_events e WHERE e.order_number = o.order_number AND e.event_type = 'DELIVERED' AND e.at > now() - interval '30 days') AS returnable
         FROM orders o LEFT JOIN order_returns r ON r.order_number = o.order_number
        WHERE o.consumer_no = '1000000002' ORDER BY o.placed_at DESC`,
    );
    expect(orders.map((o) => [o.order_number, o.status, o.events, o.return_number])).toEqual([
      ['ST9000000005', 'PLACED', null, null],
      ['ST9000000004', 'SHIPPED', 'SHIPPED', null],
      ['ST9000000003', 'DELIVERED', 'SHIPPED,DELIVERED', null],
      ['ST9000000002', 'CANCELLED', 'CANCELLED', null],
      ['ST9000000001', 'RETURNED', 'SHIPPED,DELIVERED,RETURN_OPENED,RETURNED', 'RST9000000001'],
    ]);
    expect(orders.find((o) => o.order_number === 'ST9000000003')?.returnable).toBe(true);
    expect(orders.every((o) => o.total_minor > 0)).toBe(true);
  });

  it('gives the loyalty member an unredeemed welcome promo: 15% off one order for 30 days from the seeding, theirs alone', async () => {
    const [promo] = await db.query<{ consumer_no: string; code: string; percent_off: number; customer_group: string; days: number; owner: string }>(
      `SELECT w.consumer_no, w.code, p.percent_off, p.customer_group, p.consumer_no AS owner,
              round(extract(epoch FROM p.ends_at - w.issued_at) / 86400)::int AS days
         FROM loyalty_welcome_promos w JOIN promo_codes c ON c.code = w.code JOIN promotions p ON p.id = c.promotion_id`,
    );
    expect(promo).toEqual({
      consumer_no: '1000000002',
      code: DEMO_WELCOME_PROMO_CODE,
      percent_off: 15,
      customer_group: 'LOYALTY',
      owner: '1000000002',
      days: 30,
    });
    expect(await count(db, 'promo_code_redemptions')).toBe(0);
  });

  it('seeds the demo reviews in English and French with their translations and votes, each product rated as its reviews', async () => {
    expect(await count(db, 'reviews')).toBe(expected.reviews.length);
    expect(await count(db, 'review_translations')).toBe(expected.reviews.length);
    expect(await count(db, 'review_votes')).toBe(expected.reviewVotes.length);
    const drift = await db.query(
      `SELECT p.id FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND r.status = 'published' GROUP BY p.id, p.rating_score, p.reviews_count
       HAVING p.reviews_count <> count(r.id) OR p.rating_score <> COALESCE(round(avg(r.rating)::numeric, 1), 0)`,
    );
    expect(drift).toEqual([]);
    const helpful = await db.query('SELECT r.id FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id)');
    expect(helpful).toEqual([]);
  });

  it('seeds the demo questions in English and French, published, each answer’s helpful count its votes', async () => {
    expect(await count(db, 'review_questions')).toBe(expected.reviewQuestions.length);
    expect(await count(db, 'review_answers')).toBe(expected.reviewAnswers.length);
    expect(await count(db, 'review_answer_votes')).toBe(expected.reviewAnswerVotes.length);
    const locales = await db.query<{ locale: string }>("SELECT DISTINCT locale FROM review_questions WHERE status = 'published' ORDER BY locale");
    expect(locales.map((row) => row.locale)).toEqual(['en-US', 'fr-CA']);
    const helpful = await db.query(
      'SELECT a.id FROM review_answers a WHERE a.helpful_count <> (SELECT count(*) FROM review_answer_votes v WHERE v.answer_id = a.id)',
    );
    expect(helpful).toEqual([]);
  });

  it("a store seeded before the reviews gets them, and its products' made-up ratings become its reviews", async () => {
    await db.query('DELETE FROM reviews');
    await db.query("UPDATE products SET rating_score = 4.9, reviews_count = 850 WHERE id = 'SR0045600'");
    const topUp = await seedDemoData(db, scryptHashers);
    expect(topUp.toppedUp).toMatchObject({ reviews: expected.reviews.length, review_translations: expected.reviews.length });
    const [marker] = await db.query<{ rating_score: string; reviews_count: number }>("SELECT rating_score, reviews_count FROM products WHERE id = 'SR0045600'");
    const planned = expected.products.find((p) => p.id === 'SR0045600');
    expect([Number(marker?.rating_score), marker?.reviews_count]).toEqual([planned?.ratingScore, planned?.reviewsCount]);
  });

  it('does nothing on a second run', async () => {
    const again = await seedDemoData(db, scryptHashers);
    expect(again.seeded).toBe(false);
    expect(Object.values(again.toppedUp ?? {}).every((added) => added === 0)).toBe(true);
    expect(await count(db, 'products')).toBe(expected.products.length);
    expect(await count(db, 'consumers')).toBe(8);
  });

  it('stores demo passwords hashed with scrypt, verifying with Stride-demo-1', async () => {
    const rows = await db.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM consumers ORDER BY consumer_no');
    expect(rows.map((row) => row.email)).toEqual(Object.values(DemoEmail));
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifySecret(DEMO_PASSWORD, row.password_hash)).toBe(true);
    }
  });

  it('stores the demo gift card with its balance and a hashed PIN', async () => {
    const [card] = await db.query<{ balance_minor: number; currency: string; pin_hash: string }>(
      'SELECT balance_minor, currency, pin_hash FROM gift_cards WHERE number = $1',
      [DEMO_GIFT_CARD.number],
    );
    expect(card).toMatchObject({ balance_minor: 5000, currency: 'USD' });
    expect(await verifySecret(DEMO_GIFT_CARD.pin, card?.pin_hash ?? '')).toBe(true);
    expect(await verifySecret('0000', card?.pin_hash ?? '')).toBe(false);
  });

  it('answers the catalogue reads the services will make', async () => {
    const welcome = await db.query("SELECT p.level, p.percent_off FROM promo_codes c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = 'WELCOME10'");
    expect(welcome).toEqual([{ level: 'ORDER', percent_off: 10 }]);
    const running = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM product_categories WHERE category_id = '4100'");
    expect(running[0]?.n).toBe(expected.productCategories.filter((link) => link.categoryId === '4100').length);
    const found = await db.query("SELECT name FROM products WHERE search_vector @@ plainto_tsquery('simple', 'pace runner 3')");
    expect(found).toEqual([{ name: 'Stride Pace Runner 3' }]);
    const canadian = await db.query<{ id: string }>("SELECT id FROM stores WHERE country_code = 'CA' ORDER BY id");
    expect(canadian.map((store) => store.id)).toEqual(['CA201', 'CA202', 'CA203']);
  });

  it('tops up a store seeded before the UK site, the translations and welcome promos: GBP prices, UK stores and stock, fr-CA names, the welcome promo, once', async () => {
    const full = {
      prices: await count(db, 'prices'),
      stores: await count(db, 'stores'),
      inventory: await count(db, 'store_inventory'),
      amounts: await count(db, 'promotion_amounts'),
      translations: await count(db, 'catalogue_translations'),
    };
    expect(full.translations).toBeGreaterThan(0);
    // What a store seeded before the UK site and the translations lacks.
    await db.query("DELETE FROM prices WHERE currency = 'GBP'");
    await db.query("DELETE FROM store_inventory WHERE store_id LIKE 'GB%'");
    await db.query("DELETE FROM stores WHERE country_code = 'GB'");
    await db.query("DELETE FROM promotion_amounts WHERE currency = 'GBP'");
    await db.query('DELETE FROM catalogue_translations');
    // ... and the welcome promo (migration 0020).
    await db.query('DELETE FROM loyalty_welcome_promos');
    await db.query('DELETE FROM promotions WHERE consumer_no IS NOT NULL');
    const topUp = await seedDemoData(db, scryptHashers);
    expect(topUp.seeded).toBe(false);
    expect(topUp.toppedUp).toMatchObject({ prices: expected.variants.length, catalogue_translations: full.translations, loyalty_welcome_promos: 1 });
    expect(await db.query('SELECT code FROM loyalty_welcome_promos')).toEqual([{ code: DEMO_WELCOME_PROMO_CODE }]);
    expect({
      prices: await count(db, 'prices'),
      stores: await count(db, 'stores'),
      inventory: await count(db, 'store_inventory'),
      amounts: await count(db, 'promotion_amounts'),
      translations: await count(db, 'catalogue_translations'),
    }).toEqual(full);
    const again = await seedDemoData(db, scryptHashers);
    expect(Object.values(again.toppedUp ?? {}).every((added) => added === 0)).toBe(true);
    expect(await count(db, 'consumers')).toBe(8);
  });

  it('leaves a database without the demo catalogue alone', async () => {
    const other = await openCommerceTestDatabase(engine);
    try {
      await other.query("INSERT INTO categories (id, name, slug) VALUES ('9000', 'Real', 'real')");
      await other.query(
        "INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id) VALUES ('XX0000001', 'XX0000001', 'A real product', 'a-real-product', 'GEAR', 'UNISEX', '9000')",
      );
      expect((await seedDemoData(other, scryptHashers)).toppedUp).toEqual({});
      expect(await count(other, 'prices')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
