import type { NewReview } from '@stride/domain/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgReviewRepository } from './pg-review-repository.js';

// Two shoes, three shoppers; the first shopper bought the first shoe (a placed order), the second only in a cancelled one.
const FIXTURE = `
  INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running-shoes');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id, rating_score, reviews_count) VALUES
    ('SR0034100', 'SR0034', 'Stride Pace Runner 3', 'stride-pace-runner-3', 'FOOTWEAR', 'MEN', '4100', 4.9, 850),
    ('SR0035100', 'SR0035', 'Stride Tempo', 'stride-tempo', 'FOOTWEAR', 'MEN', '4100', NULL, 0);
  INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url) VALUES
    ('V0034100', 'SR0034100', 'SR0034100', '100', 'White', '#F4F4F1', '/x.svg'),
    ('V0034001', 'SR0034100', 'SR0034001', '001', 'Black', '#16181D', '/y.svg');
  INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
    VALUES ('SR0034100095', 'V0034100', 'SR0034100', '084931000001', '9.5', 7, 2);
  INSERT INTO consumers (consumer_no, consumer_type, email, password_hash) VALUES
    ('1000000001', 'REGISTERED', 'one@stride.example', 'h'),
    ('1000000002', 'REGISTERED', 'two@stride.example', 'h'),
    ('1000000003', 'REGISTERED', 'three@stride.example', 'h');
  INSERT INTO baskets (id, consumer_no) VALUES ('basket-1', '1000000001'), ('basket-2', '1000000002');
  INSERT INTO orders (order_number, basket_id, consumer_no, customer_email, status, currency, item_total_minor, total_minor, billing_address) VALUES
    ('ST00000001', 'basket-1', '1000000001', 'one@stride.example', 'DELIVERED', 'USD', 13000, 13000, '{}'),
    ('ST00000002', 'basket-2', '1000000002', 'two@stride.example', 'CANCELLED', 'USD', 13000, 13000, '{}');
  INSERT INTO order_items (order_number, variant_id, product_id, product_name, colour_name, size_label, upc, qty,
                           unit_list_minor, unit_price_minor, row_total_minor, shipping_method_code) VALUES
    ('ST00000001', 'SR0034100095', 'SR0034100', 'Stride Pace Runner 3', 'White', '9.5', '084931000001', 1, 13000, 13000, 13000, 'standard'),
    ('ST00000002', 'SR0034100095', 'SR0034100', 'Stride Pace Runner 3', 'White', '9.5', '084931000001', 1, 13000, 13000, 13000, 'standard');
`;

const review = (id: string, rating: number, day: number, over: Partial<NewReview> = {}): NewReview => ({
  id,
  productId: 'SR0034100',
  consumerNo: null,
  rating,
  title: `Title ${id}`,
  text: `The text of ${id}, long enough.`,
  nickname: 'Ana',
  locale: 'en-US',
  verifiedBuyer: false,
  status: 'published',
  createdAt: new Date(Date.UTC(2026, 0, day)),
  photoIds: [],
  ...over,
});

async function ratingOf(db: SqlClient, productId: string): Promise<[number | null, number]> {
  const [row] = await db.query<{ rating_score: string | null; reviews_count: number }>('SELECT rating_score, reviews_count FROM products WHERE id = $1', [
    productId,
  ]);
  return [row?.rating_score === null || row === undefined ? null : Number(row.rating_score), row?.reviews_count ?? -1];
}

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('review storage on %s', (engine) => {
  let db: SqlClient;
  let reviews: PgReviewRepository;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(FIXTURE);
    reviews = new PgReviewRepository(db);
    for (const [id, rating, day] of [
      ['rv-a001', 5, 1],
      ['rv-a002', 3, 2],
      ['rv-a003', 4, 3],
      ['rv-a004', 5, 4],
    ] as const)
      expect(await reviews.insert(review(id, rating, day))).toBe('inserted');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('names the product of an id or of a colour master id, and nothing for an unknown one', async () => {
    expect(await reviews.productIdOf('SR0034100')).toBe('SR0034100');
    expect(await reviews.productIdOf('SR0034001')).toBe('SR0034100');
    expect(await reviews.productIdOf('ZZ0000000')).toBeNull();
  });

  it('keeps the product rating equal to its published reviews after each insert', async () => {
    expect(await ratingOf(db, 'SR0034100')).toEqual([4.3, 4]);
    expect(await ratingOf(db, 'SR0035100')).toEqual([null, 0]);
  });

  it('lists published reviews a page at a time in each sort, filtered by stars, with the count per star of all', async () => {
    const page = await reviews.list({ productId: 'SR0034100', sort: 'newest', offset: 0, limit: 2 });
    expect(page.reviews.map((r) => r.id)).toEqual(['rv-a004', 'rv-a003']);
    expect(page.total).toBe(4);
    expect(page.distribution).toEqual({ '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 });
    expect((await reviews.list({ productId: 'SR0034100', sort: 'newest', offset: 2, limit: 2 })).reviews.map((r) => r.id)).toEqual(['rv-a002', 'rv-a001']);
    expect((await reviews.list({ productId: 'SR0034100', sort: 'lowest', offset: 0, limit: 4 })).reviews.map((r) => r.rating)).toEqual([3, 4, 5, 5]);
    expect((await reviews.list({ productId: 'SR0034100', sort: 'highest', offset: 0, limit: 4 })).reviews.map((r) => r.id)).toEqual([
      'rv-a004',
      'rv-a001',
      'rv-a003',
      'rv-a002',
    ]);
    const fives = await reviews.list({ productId: 'SR0034100', sort: 'newest', rating: 5, offset: 0, limit: 10 });
    expect([fives.reviews.map((r) => r.id), fives.total]).toEqual([['rv-a004', 'rv-a001'], 2]);
    expect(await reviews.list({ productId: 'SR0035100', sort: 'newest', offset: 0, limit: 10 })).toEqual({
      reviews: [],
      total: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('stores one review per shopper and product, and knows who bought the product in an order that counts', async () => {
    expect(await reviews.insert(review('rv-b001', 2, 5, { consumerNo: '1000000001', verifiedBuyer: true }))).toBe('inserted');
    expect(await reviews.insert(review('rv-b002', 1, 6, { consumerNo: '1000000001' }))).toBe('duplicate');
    expect(await reviews.find('rv-b002')).toBeNull();
    expect(await reviews.insert(review('rv-b003', 4, 6, { consumerNo: '1000000001', productId: 'SR0035100' }))).toBe('inserted');
    expect(await reviews.hasBought('1000000001', 'SR0034100')).toBe(true);
    expect(await reviews.hasBought('1000000002', 'SR0034100')).toBe(false);
    expect(await reviews.hasBought('1000000001', 'SR0035100')).toBe(false);
    expect(await reviews.find('rv-b001')).toMatchObject({ consumerNo: '1000000001', verifiedBuyer: true, rating: 2, helpfulCount: 0, flagCount: 0 });
    expect(await ratingOf(db, 'SR0034100')).toEqual([3.8, 5]);
    expect(await ratingOf(db, 'SR0035100')).toEqual([4, 1]);
  });

  it('counts one helpful vote per voter, and sorts the most helpful first', async () => {
    const at = new Date(Date.UTC(2026, 1, 1));
    expect(await reviews.addHelpfulVote('rv-a002', '1000000001', at)).toEqual({ counted: true, helpfulCount: 1 });
    expect(await reviews.addHelpfulVote('rv-a002', '1000000001', at)).toEqual({ counted: false, helpfulCount: 1 });
    expect(await reviews.addHelpfulVote('rv-a002', 'G-guest-0001', at)).toEqual({ counted: true, helpfulCount: 2 });
    await Promise.all(['1000000002', '1000000003'].map((voter) => reviews.addHelpfulVote('rv-a001', voter, at)));
    expect((await reviews.find('rv-a001'))?.helpfulCount).toBe(2);
    const helpful = await reviews.list({ productId: 'SR0034100', sort: 'mostHelpful', offset: 0, limit: 3 });
    expect(helpful.reviews.map((r) => r.id)).toEqual(['rv-a002', 'rv-a001', 'rv-b001']);
  });

  it('hides a review at the configured number of flags, one per flagger, and takes it out of the rating', async () => {
    const at = new Date(Date.UTC(2026, 1, 2));
    expect(await reviews.addFlag('rv-a003', '1000000001', at, 2)).toEqual({ counted: true, status: 'published' });
    expect(await reviews.addFlag('rv-a003', '1000000001', at, 2)).toEqual({ counted: false, status: 'published' });
    expect(await reviews.addFlag('rv-a003', '1000000002', at, 2)).toEqual({ counted: true, status: 'hidden' });
    expect((await reviews.list({ productId: 'SR0034100', sort: 'newest', offset: 0, limit: 10 })).reviews.map((r) => r.id)).not.toContain('rv-a003');
    expect(await ratingOf(db, 'SR0034100')).toEqual([3.8, 4]);
    expect((await reviews.listForModeration({ filter: 'hidden', limit: 10 })).map((r) => [r.id, r.flagCount])).toEqual([['rv-a003', 2]]);
  });

  it('support staff publish a hidden review again: earlier flags stop counting, the rating takes it back', async () => {
    const at = new Date(Date.UTC(2026, 1, 3));
    expect(await reviews.addFlag('rv-a004', '1000000001', at, 5)).toEqual({ counted: true, status: 'published' });
    expect((await reviews.listForModeration({ filter: 'attention', limit: 10 })).map((r) => r.id)).toEqual(['rv-a003', 'rv-a004']);
    expect(await reviews.moderate('rv-a003', { status: 'published', by: 'employee 1000000003', at })).toMatchObject({ status: 'published', flagCount: 0 });
    expect(await ratingOf(db, 'SR0034100')).toEqual([3.8, 5]);
    expect(await reviews.addFlag('rv-a003', '1000000003', at, 2)).toEqual({ counted: true, status: 'published' });
    expect((await reviews.listForModeration({ filter: 'flagged', limit: 1 })).map((r) => r.id)).toEqual(['rv-a004']);
    expect(await reviews.moderate('rv-a004', { status: 'hidden', by: 'employee 1000000003', at })).toMatchObject({ status: 'hidden' });
    expect(await ratingOf(db, 'SR0034100')).toEqual([3.5, 4]);
    expect(await reviews.moderate('rv-zzzz', { status: 'hidden', by: 'x', at })).toBeNull();
  });

  it('keeps one translation per review and language, and lists the languages with the review', async () => {
    expect(await reviews.findTranslation('rv-a001', 'fr')).toBeNull();
    await reviews.saveTranslation({ reviewId: 'rv-a001', language: 'fr', title: 'Titre', text: 'Le texte.', source: 'stored' });
    await reviews.saveTranslation({ reviewId: 'rv-a001', language: 'fr', title: 'Autre', text: 'Autre.', source: 'deepl' });
    await reviews.saveTranslation({ reviewId: 'rv-a001', language: 'de', title: 'Titel', text: 'Der Text.', source: 'deepl' });
    expect(await reviews.findTranslation('rv-a001', 'fr')).toEqual({
      reviewId: 'rv-a001',
      language: 'fr',
      title: 'Titre',
      text: 'Le texte.',
      source: 'stored',
    });
    expect((await reviews.find('rv-a001'))?.translatedLanguages).toEqual(['de', 'fr']);
  });
});
