#!/usr/bin/env node
// bench/search: latency of product search on PGlite over a generated catalogue of 10,000 products and
// 100,000 variants (2 colours x 5 sizes each) beside the demo catalogue. Each query of the mix runs
// `--iterations` times after a warm-up; a run is the search index's page and facets plus the tiles of
// the page (what the search call asks the database for). Prints p50 and p95; never fails on them.
//   node bench/search/run.mjs [--products 10000] [--iterations 50] [--warmup 5]
// Method and the latest figures: docs/performance.md.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  PgliteSqlClient,
  PgProductCatalogue,
  PgProductSearchIndex,
  refreshSearchIndex,
  runMigrations,
  seedDemoData,
} from '../../packages/adapters-storage/dist/index.js';
import { searchTerms } from '../../packages/domain/dist/catalogue/index.js';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
  },
});
const products = Number(options.products);
const iterations = Number(options.iterations);
const warmup = Number(options.warmup);

// The query mix: words found in names, categories and colours, synonyms, a typo, a colour word, refinements, and
// category listings (no words).
const QUERIES = [
  { q: 'shoes' },
  { q: 'jacket' },
  { q: 'black' },
  { q: 'red jacket' },
  { q: 'runnr' },
  { q: 'trail runner' },
  { q: 't-shirt' },
  { q: 'pace runner 3' },
  { q: 'running shoes', sizes: ['9'] },
  { q: 'backpack', sort: 'price-asc' },
  { q: 'tempo', categoryId: '5000' },
  { q: 'zzzzqqq' },
  // Listings: a category page with no words, alone and refined.
  { q: '', categoryId: '4000' },
  { q: '', categoryId: '4000', sizes: ['9'] },
];

const fastHashers = { hashPassword: async (p) => `bench$${p}`, hashPin: async (p) => `bench$${p}` };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => value.toFixed(1).padStart(7);

// Generated products: made-up names from word lists, the demo's categories, colours and sizes.
const GENERATE = `
WITH words AS (
  SELECT ARRAY['Swift','Nimbus','Ridge','Harbor','Coastal','Urban','Summit','Velocity','Drift','Aero','Granite','Ember','Polar','Sierra','Canyon','Breeze','Zephyr','Orbit','Pulse','Echo'] AS adj,
         ARRAY['Runner','Trainer','Glide','Racer','Trek','Jacket','Tee','Hoodie','Short','Tight','Vest','Pack','Cap','Pant','Sneaker','Boot','Parka','Tank','Jogger','Crew'] AS noun,
         ARRAY['4100','4200','4300','5100','5300','5200','6100','6200'] AS cat,
         ARRAY['FOOTWEAR','FOOTWEAR','FOOTWEAR','APPAREL','APPAREL','APPAREL','GEAR','GEAR'] AS type,
         ARRAY['4000','4000','4000','5000','5000','5000','6000','6000'] AS parent,
         ARRAY['A light shoe with foam cushioning and a mesh upper.','A trail shoe with a lugged outsole.','An everyday sneaker with a rubber cupsole.',
               'A soft quick-drying top for movement.','A layer against wind and rain.','Bottoms with a stretch waistband.',
               'A bag of recycled ripstop with padded straps.','An accessory for training days.'] AS description,
         ARRAY['Black','White','Flame Red','Deep Ocean','Sage','Citron','Stone Grey','Violet'] AS colour
), gen AS (
  SELECT i, 'BX' || lpad(i::text, 6, '0') AS style, (i % 8) + 1 AS line, words.* FROM words, generate_series(1, $1::int) AS i
)
`;

async function generateCatalogue(db) {
  await db.query(
    `${GENERATE}
    INSERT INTO products (id, style_code, name, slug, description, product_type, gender, primary_category_id, created_at)
    SELECT style || '001', style, 'Stride ' || adj[1 + i % 20] || ' ' || noun[1 + (i / 20) % 20] || ' ' || (i % 97),
           'gen-' || i, description[line], type[line], 'UNISEX', cat[line], now() - (i || ' minutes')::interval FROM gen`,
    [products],
  );
  await db.query(
    `${GENERATE}
    INSERT INTO product_categories (product_id, category_id, position)
    SELECT style || '001', cat[line], i FROM gen UNION ALL SELECT style || '001', parent[line], i FROM gen`,
    [products],
  );
  await db.query(
    `${GENERATE}
    INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url, position)
    SELECT 'C' || lpad((i * 2 + k)::text, 7, '0'), style || '001', style || CASE k WHEN 0 THEN '001' ELSE '600' END,
           CASE k WHEN 0 THEN '001' ELSE '600' END, CASE k WHEN 0 THEN colour[1 + i % 8] ELSE colour[1 + (i + 3) % 8] END,
           '#16181D', '/img/gen.svg', k
    FROM gen, generate_series(0, 1) AS k`,
    [products],
  );
  await db.query(`
    INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
    SELECT cv.master_id || lpad(s::text, 3, '0'), cv.id, cv.product_id,
           '9' || lpad((row_number() OVER ())::text, 11, '0'), (6 + s)::text, s, (s * 7) % 13
    FROM colour_variants cv, generate_series(1, 5) AS s WHERE cv.product_id LIKE 'BX%'`);
  await db.query(`
    INSERT INTO prices (variant_id, currency, list_minor, sale_minor)
    SELECT v.id, 'USD', 3000 + (hashtext(v.product_id) & 32767) % 17000, NULL FROM variants v WHERE v.product_id LIKE 'BX%'`);
}

const db = await PgliteSqlClient.open();
const started = performance.now();
await runMigrations(db);
await seedDemoData(db, fastHashers);
await generateCatalogue(db);
const built = performance.now();
console.log(`catalogue generated in ${((built - started) / 1000).toFixed(1)} s; building the search index…`);
await refreshSearchIndex(db);
const indexed = performance.now();
const [{ n: productCount }] = await db.query('SELECT count(*)::int AS n FROM products');
const [{ n: variantCount }] = await db.query('SELECT count(*)::int AS n FROM variants');
console.log(
  `search bench on PGlite: ${productCount} products, ${variantCount} variants (catalogue ${((built - started) / 1000).toFixed(1)} s, index build ${((indexed - built) / 1000).toFixed(1)} s)`,
);
console.log(`${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)} at start; ${iterations} runs per query after ${warmup} warm-up runs\n`);

const index = new PgProductSearchIndex(db);
const catalogue = new PgProductCatalogue(db);
const criteria = (query) => ({
  terms: searchTerms(query.q),
  sizes: query.sizes ?? [],
  colours: [],
  currency: 'USD',
  sort: query.sort ?? 'relevance',
  start: 0,
  count: 24,
  ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
});
async function once(query) {
  const t0 = performance.now();
  const page = await index.search(criteria(query), 'english');
  await catalogue.productSummaries(page.productIds, 'USD');
  return { ms: performance.now() - t0, total: page.total };
}

const all = [];
console.log(`${'query'.padEnd(28)} ${'total'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}`);
for (const query of QUERIES) {
  for (let i = 0; i < warmup; i += 1) await once(query);
  const times = [];
  let total = 0;
  for (let i = 0; i < iterations; i += 1) {
    const run = await once(query);
    times.push(run.ms);
    total = run.total;
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const label = [query.q || 'listing', query.categoryId && `cat ${query.categoryId}`, query.sizes && `size ${query.sizes}`, query.sort]
    .filter(Boolean)
    .join(', ');
  console.log(`${label.padEnd(28)} ${String(total).padStart(6)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))}`);
}
all.sort((a, b) => a - b);
console.log(`${'all queries'.padEnd(28)} ${''.padStart(6)} ${ms(percentile(all, 50))} ${ms(percentile(all, 95))}`);

const suggestTimes = [];
for (const prefix of ['ru', 'jack', 'swift gl', 'tee', 'bla']) {
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await index.suggest(searchTerms(prefix), 'english', { products: 6, categories: 4, queries: 4 });
    suggestTimes.push(performance.now() - t0);
  }
}
suggestTimes.sort((a, b) => a - b);
console.log(`${'auto-suggest (5 prefixes)'.padEnd(28)} ${''.padStart(6)} ${ms(percentile(suggestTimes, 50))} ${ms(percentile(suggestTimes, 95))}`);
await db.close();
