// The floor under add to cart: a bare Hono app on @hono/node-server with a pg pool of the bff's size
// (10), doing only the database work of an add and nothing else (no auth, no validation, no pricing,
// no JSON of a cart). What it reaches on this machine is the most any add to cart could reach here.
//   POST /write/:basketId   one autocommitted UPDATE of the basket row (the least a write can be)
//   POST /rounds/:basketId  the six round trips of a merging add, in one transaction: BEGIN, lock
//                           the basket, read its lines, read a variant, update a line, COMMIT
// Run by bench/api/run.mjs (--routes floor) against the schema the bff bench used.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const app = new Hono();

// Named statements, as the bff's PostgreSQL client prepares them: parsed and planned once per connection.
const statement = (name, text) => (values) => ({ name, text, values });
const bump = statement('floor_bump', 'UPDATE baskets SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING id, version');
const lines = statement('floor_lines', 'SELECT id, variant_id, qty FROM basket_items WHERE basket_id = $1 ORDER BY position, created_at, id');
const variant = statement('floor_variant', 'SELECT id, online_stock FROM variants WHERE id = $1');
const setQty = statement('floor_qty', 'UPDATE basket_items SET qty = $3 WHERE basket_id = $1 AND id = $2 RETURNING id');

app.get('/healthz', (c) => c.json({ status: 'ok' }));

app.post('/write/:basketId', async (c) => {
  const { rows } = await pool.query(bump([c.req.param('basketId')]));
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

serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
