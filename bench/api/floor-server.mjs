// The floor under add to cart: a bare Hono app on @hono/node-server connected as the bff's PostgreSQL
// client is (statements outside a transaction on one shared pipelined connection, transactions on a
// pg pool of 10), doing only the database work of an add and nothing else (no auth, no validation,
// no pricing, no JSON of a cart). What it reaches on this machine is the most any add to cart could
// reach here.
//   POST /write/:basketId   one autocommitted UPDATE of the basket row (the least a write can be)
//   POST /rounds/:basketId  the six round trips of a merging add as it was until 2026-11-24, in one
//                           transaction: BEGIN, lock the basket, read its lines, read a variant,
//                           update a line, COMMIT
//   POST /optimistic/:basketId  the two round trips of a merging add now, no transaction: read the
//                           basket's version, its lines and a variant in one statement, then update
//                           the line in one statement guarded by that version
// Run by bench/api/run.mjs (--routes floor) against the schema the bff bench used.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const shared = new pg.Client({ connectionString: process.env.DATABASE_URL, pipeline: true });
await shared.connect();
const app = new Hono();

// Named statements, as the bff's PostgreSQL client prepares them: parsed and planned once per connection.
const statement = (name, text) => (values) => ({ name, text, values });
const bump = statement('floor_bump', 'UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING id, version');
const lines = statement('floor_lines', 'SELECT id, variant_id, qty FROM basket_items WHERE basket_id = $1 ORDER BY position, created_at, id');
const variant = statement('floor_variant', 'SELECT id, online_stock FROM variants WHERE id = $1');
const setQty = statement('floor_qty', 'UPDATE basket_items SET qty = $3 WHERE basket_id = $1 AND id = $2 RETURNING id');

// The read and the guarded write of the optimistic add, reduced to the rows they touch.
const readAll = statement(
  'floor_read',
  `SELECT b.version,
    (SELECT json_agg(x ORDER BY x.position) FROM (SELECT id, variant_id, qty, position FROM basket_items WHERE basket_id = b.id) x) AS items,
    (SELECT online_stock FROM variants WHERE id = (SELECT variant_id FROM basket_items WHERE basket_id = b.id ORDER BY position LIMIT 1)) AS stock
  FROM baskets b WHERE b.id = $1`,
);
const guarded = statement(
  'floor_guarded',
  `WITH b AS (UPDATE baskets SET version = version + 1, updated_at = now()
    WHERE id = $1 AND version = $2 AND status = 'OPEN' RETURNING id)
  UPDATE basket_items SET qty = $4 WHERE id = $3 AND basket_id = (SELECT id FROM b) RETURNING id`,
);

app.get('/healthz', (c) => c.json({ status: 'ok' }));

app.post('/write/:basketId', async (c) => {
  const { rows } = await shared.query(bump([c.req.param('basketId')]));
  return c.json(rows[0] ?? null);
});

app.post('/rounds/:basketId', async (c) => {
  const basketId = c.req.param('basketId');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(bump([basketId]));
    const { rows: items } = await client.query(lines([basketId]));
    const first = items[0];
    if (first !== undefined) {
      await client.query(variant([first.variant_id]));
      await client.query(setQty([basketId, first.id, first.qty]));
    }
    await client.query('COMMIT');
    return c.json({ lines: items.length });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

app.post('/optimistic/:basketId', async (c) => {
  const basketId = c.req.param('basketId');
  const {
    rows: [basket],
  } = await shared.query(readAll([basketId]));
  const first = basket?.items?.[0];
  if (first !== undefined) await shared.query(guarded([basketId, basket.version, first.id, first.qty]));
  return c.json({ lines: basket?.items?.length ?? 0 });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
