import { seedDemoProductSets } from './demo-product-sets.js';
import type { SqlClient } from '../sql/sql-client.port.js';
import { demoTranslationsFrCa } from './demo-translations-fr-ca.js';
import type { DemoData } from './demo-data.types.js';
import { fromObjects, type TableRows } from './demo-table-rows.js';
import { insertRows } from './insert-rows.js';
import { issueDemoWelcomePromo } from './demo-welcome-promo.js';
import { refreshAllProductRatings } from '../repositories/reviews/refresh-product-rating.js';
import { refreshSearchIndex } from '../repositories/search/refresh-search-index.js';
import { seedDemoSearchQueries } from './demo-search-queries.js';
import { seedDemoPriceHistory } from './demo-price-history.js';

/** A product every demo catalogue has: its presence says the database holds the demo data. */
export const DEMO_MARKER_PRODUCT = 'SR0045600';

/** What a top-up added, per table (rows already there are not counted). */
export type DemoTopUp = Readonly<Record<string, number>>;

async function count(client: SqlClient, table: string): Promise<number> {
  const [row] = await client.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}

/** Whether the search index was built since the migrations made it empty (each build moves the generation on from 1). */
async function searchIndexBuilt(client: SqlClient): Promise<boolean> {
  const [row] = await client.query<{ generation: number | string }>('SELECT generation FROM search_index_state');
  return Number(row?.generation ?? 0) > 1;
}

async function ids(client: SqlClient, table: string): Promise<ReadonlySet<string>> {
  return new Set((await client.query<{ id: string }>(`SELECT id FROM ${table}`)).map((row) => row.id));
}

/**
 * Brings a demo catalogue seeded by an earlier Stride up to today's demo data, inside the caller's
 * transaction: the prices of every site for the variants it has, the stores and their stock, new
 * promotions, the promotions' amounts and currencies, the catalogue translations, the loyalty member's welcome
 * promo (issued once, whatever became of it since), the demo reviews (their translations and helpful votes) and
 * questions and answers, after
 * which every product's rating is its published reviews'. Rows already there stay as they
 * are, and a row for a product or promotion the database does not have is left out, so running it
 * again adds nothing. A database without the demo catalogue (no demo marker product) is not touched.
 */
export async function topUpDemoData(client: SqlClient, data: DemoData): Promise<DemoTopUp> {
  const marker = await client.query('SELECT 1 FROM products WHERE id = $1', [DEMO_MARKER_PRODUCT]);
  if (marker.length === 0) return {};
  const variants = await ids(client, 'variants');
  // Promotions added since: inserted first, so their amounts and currencies below find them.
  const newPromotions = fromObjects(
    'promotions',
    data.promotions.filter((p) => p.giftVariantId === null || variants.has(p.giftVariantId)),
  );
  const promotionsBefore = await count(client, 'promotions');
  await insertRows(client, newPromotions, { skipExisting: true });
  const addedPromotions = (await count(client, 'promotions')) - promotionsBefore;
  const promotions = await ids(client, 'promotions');
  const products = await ids(client, 'products');
  const reviewProduct = new Map(data.reviews.map((r) => [r.id, r.productId]));
  const questionProduct = new Map(data.reviewQuestions.map((q) => [q.id, q.productId]));
  const answerQuestion = new Map(data.reviewAnswers.map((a) => [a.id, a.questionId]));
  const translations: TableRows = {
    table: 'catalogue_translations',
    columns: ['locale', 'source_text', 'text'],
    rows: demoTranslationsFrCa().map((t) => [t.locale, t.sourceText, t.text]),
  };
  const steps = [
    fromObjects(
      'prices',
      data.prices.filter((p) => variants.has(p.variantId)),
    ),
    fromObjects('stores', data.stores),
    fromObjects('collection_points', data.collectionPoints),
    fromObjects(
      'store_inventory',
      data.storeInventory.filter((s) => variants.has(s.variantId)),
    ),
    fromObjects(
      'promotion_amounts',
      data.promotionAmounts.filter((a) => promotions.has(a.promotionId)),
    ),
    fromObjects(
      'promotion_currencies',
      data.promotionCurrencies.filter((c) => promotions.has(c.promotionId)),
    ),
    translations,
    // The demo reviews, their translations and votes, of the products the database has; the products' ratings follow below.
    fromObjects(
      'reviews',
      data.reviews.filter((r) => products.has(r.productId)),
    ),
    fromObjects(
      'review_translations',
      data.reviewTranslations.filter((t) => products.has(reviewProduct.get(t.reviewId) ?? '')),
    ),
    fromObjects(
      'review_votes',
      data.reviewVotes.filter((v) => products.has(reviewProduct.get(v.reviewId) ?? '')),
    ),
    // The demo questions and answers about the products the database has.
    fromObjects(
      'review_questions',
      data.reviewQuestions.filter((q) => products.has(q.productId)),
    ),
    fromObjects(
      'review_answers',
      data.reviewAnswers.filter((a) => products.has(questionProduct.get(a.questionId) ?? '')),
    ),
    fromObjects(
      'review_answer_votes',
      data.reviewAnswerVotes.filter((v) => products.has(questionProduct.get(answerQuestion.get(v.answerId) ?? '') ?? '')),
    ),
  ];
  const added: Record<string, number> = addedPromotions === 0 ? {} : { promotions: addedPromotions };
  for (const step of steps) {
    if (step.rows.length === 0) continue;
    const before = await count(client, step.table);
    await insertRows(client, step, { skipExisting: true });
    added[step.table] = (await count(client, step.table)) - before;
  }
  // Notify me on every product that offers it now (a catalogue seeded before offered it on sold-out products only).
  const notifying = data.products.filter((p) => p.notifyMe).map((p) => p.id);
  await client.query('UPDATE products SET notify_me = true WHERE id = ANY($1::text[]) AND NOT notify_me', [notifying]);
  // The loyalty member's welcome promo, dated from today (adapters may read the clock).
  added.loyalty_welcome_promos = await issueDemoWelcomePromo(client, new Date());
  // The sale prices' history (when each sale began, the list price before it), once.
  added.price_history = await seedDemoPriceHistory(client);
  // The "complete the look" sets, of the products the database has.
  added.product_sets = await seedDemoProductSets(client);
  await seedDemoSearchQueries(client, new Date());
  // A start that added nothing to a catalogue whose index was built since its migrations has nothing to rebuild: every
  // server of the tests and every restart skips about a second of work.
  if (Object.values(added).every((n) => n === 0) && (await searchIndexBuilt(client))) return added;
  // Tiles and product pages show what the published reviews sum up to (a catalogue seeded before the reviews had other figures).
  await refreshAllProductRatings(client);
  // Search reads documents built from the catalogue: built again once the catalogue is in place.
  await refreshSearchIndex(client);
  return added;
}
