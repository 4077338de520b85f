// The bench prepares each database itself before the bff starts on it: migrations, the demo seed,
// and stock deep enough that the order bench never runs out.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient, runMigrations, scryptHashers, seedDemoData } from '@stride/adapters-storage';

/** Variants the cart and order benches buy: plain in-stock footwear, nothing presale or customisable. */
const BENCH_VARIANTS_SQL = `
  SELECT v.id AS "variantId", v.upc, v.product_id AS "productId", cv.master_id AS "masterId"
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN colour_variants cv ON cv.id = v.colour_variant_id
   WHERE p.product_type = 'FOOTWEAR' AND NOT p.presale AND NOT p.coming_soon AND NOT p.is_customs AND v.online_stock > 0
   ORDER BY v.id
   LIMIT 20`;

async function prepare(client) {
  await runMigrations(client);
  await seedDemoData(client, scryptHashers);
  const variants = await client.query(BENCH_VARIANTS_SQL);
  if (variants.length === 0) throw new Error('the demo data has no plain footwear variant in stock');
  await client.query('UPDATE variants SET online_stock = 1000000 WHERE id = ANY($1)', [variants.map((v) => v.variantId)]);
  return variants;
}

/** An on-disk embedded database in a temp dir, seeded; the bff opens it after this client closes. */
export async function preparePglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'stride-bench-'));
  const client = await openSqlClient({ dataDir });
  try {
    const variants = await prepare(client);
    return {
      engine: 'pglite',
      env: { STRIDE_DATA_DIR: dataDir, STRIDE_DB_IN_MEMORY: 'false', STRIDE_DEMO_DATA: 'false' },
      variants,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
}

/** A fresh schema on the PostgreSQL server, seeded as `stride db seed` would; dropped afterwards. */
export async function preparePostgres(databaseUrl) {
  const schema = `stride_bench_${randomUUID().replaceAll('-', '')}`;
  const client = await openSqlClient({ databaseUrl, schema });
  try {
    const variants = await prepare(client);
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const drop = async () => {
      const admin = await openSqlClient({ databaseUrl });
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    };
    return { engine: 'postgres', env: { DATABASE_URL: url.toString(), STRIDE_DEMO_DATA: 'false' }, variants, drop };
  } finally {
    await client.close();
  }
}
