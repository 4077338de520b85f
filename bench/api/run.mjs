#!/usr/bin/env node
// bench/api: requests per second and latency of the bff's hot routes on PGlite and on PostgreSQL,
// beside a bare Hono hello-world measured in the same run. Prints figures; never fails on them.
//   node bench/api/run.mjs [--duration 10] [--warmup 2] [--engines pglite,postgres] [--baskets 3000]
//                          [--routes details,add,order,floor] [--cpu-prof <dir>]
// `floor` (on PostgreSQL) drives bench/api/floor-server.mjs over the add bench's carts: the database
// work of an add with no bff logic, the most any add could reach on this machine.
// Method and the latest figures: docs/performance.md.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startChild } from './children.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';
import { measure, percentile } from './load.mjs';
import { addItemRequest, createCart, guestToken, placeOrderRequest, readyBasket } from './shopper.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    engines: { type: 'string', default: 'pglite,postgres' },
    baskets: { type: 'string', default: '3000' },
    routes: { type: 'string', default: 'details,add,floor,order' },
    'cpu-prof': { type: 'string' },
    'database-url': { type: 'string', default: process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const durationMs = Number(options.duration) * 1000;
const warmupMs = Number(options.warmup) * 1000;
const bffMain = fileURLToPath(new URL('../../packages/bff/dist/main.js', import.meta.url));
const helloMain = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
const floorMain = fileURLToPath(new URL('./floor-server.mjs', import.meta.url));
const rows = [];
const routes = new Set(options.routes.split(',').map((r) => r.trim()));
// Every server runs with the Node flags the bff's start script gives it (packages/bff/package.json),
// as it runs in production; --cpu-prof <dir> adds a V8 CPU profile of the bff, written when it stops.
const bffPackage = JSON.parse(readFileSync(new URL('../../packages/bff/package.json', import.meta.url), 'utf8'));
const serverFlags = bffPackage.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
const nodeArgs = options['cpu-prof'] === undefined ? serverFlags : [...serverFlags, '--cpu-prof', `--cpu-prof-dir=${options['cpu-prof']}`];
const loadAtStart = loadavg()[0];

function cycle(list, make) {
  let i = 0;
  return () => make(list[i++ % list.length]);
}

function once(list, make) {
  let i = 0;
  return () => (i < list.length ? make(list[i++]) : undefined);
}

/** One request through fetch first: a route that is missing or failing is reported "not run", not measured. */
async function probe(origin, request) {
  if (request === undefined) throw new Error('nothing to send');
  const res = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

async function run(route, engine, origin, connections, nextRequest, note = '', server = undefined) {
  await probe(origin, nextRequest());
  const r = await measure({ origin, connections, durationMs, warmupMs, nextRequest, serverCpuMs: server?.cpuMs });
  // A bounded supply (ready baskets) that the warm-up used up measures nothing: say so, never print 0 req/s.
  if (r.requests === 0) throw new Error('nothing was left to send after the warm-up (raise --baskets)');
  const row = {
    route,
    engine,
    connections,
    requests: r.requests,
    rps: r.requests / r.seconds,
    p50: percentile(r.latenciesMs, 50),
    p99: percentile(r.latenciesMs, 99),
    cpuUs: r.serverCpuMs === undefined ? undefined : (1000 * r.serverCpuMs) / r.requests,
    errors: r.errors,
    statuses: r.statuses,
    note,
  };
  rows.push(row);
  console.error(`  ${route} on ${engine}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms, ${row.errors} errors ${JSON.stringify(r.statuses)}`);
  return row;
}

async function inBatches(count, concurrency, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) results.push(await work(next++));
    }),
  );
  return results;
}

async function benchEngine(prepared, hello) {
  const { engine, variants } = prepared;
  // The baseline is measured right before each engine, so both see the same machine load.
  const baseline = await run('GET hello-world', `(before ${engine})`, hello.origin, 10, () => ({ method: 'GET', path: '/' }));
  const bff = await startChild(
    `bff on ${engine}`,
    bffMain,
    {
      ...prepared.env,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: 'production',
      STRIDE_TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret',
      // The bench is one client minting thousands of guest tokens: the per-client abuse limits would stop it.
      STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
    { nodeArgs },
  );
  try {
    const products = [...new Set(variants.map((v) => v.productId))];
    if (routes.has('details'))
      await attempt('GET product details', engine, () =>
        run(
          'GET product details',
          engine,
          bff.origin,
          10,
          cycle(products, (id) => ({ method: 'GET', path: `/products/v2/products/${id}/details?locale=en-US` })),
          '',
          bff,
        ).then((row) => {
          row.ratio = row.rps / baseline.rps;
        }),
      );
    if (routes.has('add') || routes.has('floor'))
      await attempt('POST /cart/v1/item', engine, async () => {
        const carts = await inBatches(50, 8, async () => {
          const token = await guestToken(bff.origin);
          return { token, basketId: await createCart(bff.origin, token) };
        });
        // Each cart cycles over 3 sizes, so a cart stays the size a shopper's is (a few lines) however long the run.
        let n = 0;
        const nextAdd = () => {
          const cart = carts[n % carts.length];
          const variant = variants[Math.floor(n++ / carts.length) % 3];
          return addItemRequest(cart.token, cart.basketId, variant);
        };
        if (routes.has('add')) await run('POST /cart/v1/item', engine, bff.origin, 50, nextAdd, '', bff);
        // The floor: only the database work of an add, over the same carts, 50 connections (PostgreSQL only:
        // PGlite is one process's memory and cannot be shared with a second server).
        if (routes.has('floor') && engine === 'postgres') await benchFloor(prepared, carts);
      });
    if (routes.has('order'))
      await attempt('PUT /cart/v2/checkout/order', engine, async () => {
        const count = Number(options.baskets);
        const baskets = await inBatches(count, 8, (i) => readyBasket(bff.origin, variants[i % variants.length]));
        await run('PUT /cart/v2/checkout/order', engine, bff.origin, 10, once(baskets, placeOrderRequest), `${count} ready baskets, one order each`, bff);
      });
  } finally {
    await bff.stop();
  }
}

/** The same carts driven through bench/api/floor-server.mjs: what PostgreSQL and the pg pool allow here, with no bff logic. */
async function benchFloor(prepared, carts) {
  const floor = await startChild('floor', floorMain, { DATABASE_URL: prepared.env.DATABASE_URL }, { nodeArgs: serverFlags });
  try {
    const kinds = { write: 'one UPDATE', rounds: 'six round trips, locked', optimistic: 'two round trips, optimistic' };
    for (const [kind, label] of Object.entries(kinds)) {
      await run(
        `floor: ${label}`,
        prepared.engine,
        floor.origin,
        50,
        cycle(carts, (cart) => ({ method: 'POST', path: `/${kind}/${cart.basketId}` })),
      );
    }
  } finally {
    await floor.stop();
  }
}

async function attempt(route, engine, work) {
  try {
    await work();
  } catch (error) {
    rows.push({ route, engine, note: `not run: ${String(error.message ?? error).slice(0, 160)}` });
    console.error(`  ${route} on ${engine}: not run: ${error.message ?? error}`);
  }
}

async function main() {
  const started = new Date();
  console.error(`bench/api: ${options.duration} s per route after ${options.warmup} s warm-up`);
  const hello = await startChild('hello-world', helloMain, {}, { nodeArgs: serverFlags });
  try {
    for (const engine of options.engines.split(',')) {
      const prepared = engine === 'pglite' ? await preparePglite() : await preparePostgres(options['database-url']);
      try {
        await benchEngine(prepared, hello);
      } finally {
        await prepared.drop();
      }
    }
  } finally {
    await hello.stop();
  }
  printTable(started);
}

function printTable(started) {
  const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(digits));
  const lines = [
    '| route | engine | connections | requests/s | p50 ms | p99 ms | bff CPU µs/req | errors | vs hello-world | note |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const ratio = r.ratio === undefined ? '' : `${(100 * r.ratio).toFixed(0)} %`;
    lines.push(
      `| ${r.route} | ${r.engine} | ${r.connections ?? ''} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.cpuUs, 0)} | ${r.errors ?? ''} | ${ratio} | ${r.note ?? ''} |`,
    );
  }
  console.log(
    `\nbench/api ${started.toISOString()} on ${process.platform} ${process.arch}, ${availableParallelism()} cores, Node ${process.version} ${serverFlags.join(' ')}, 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end\n`,
  );
  console.log(lines.join('\n'));
  console.log(
    '\nTargets (reported, not enforced): product details >= 25 % of hello-world; add to cart p99 < 50 ms at 50 connections on PostgreSQL; place order p99 < 150 ms.',
  );
}

await main();
