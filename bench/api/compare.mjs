#!/usr/bin/env node
// bench/api/compare: two or more builds of the bff side by side, their measurements interleaved, so a
// busy machine weighs on each build alike. Prints the bff's CPU time per request of every window (user
// and system, from /proc), then mean, min and max per build, and the median of each round's ratio to the first build. Never fails on a figure.
//   node bench/api/compare.mjs [--engine postgres|pglite] [--route details|add|order] [--rounds 6] [--window 3]
//                              [--orders 300] [--profile <dir>] <name>=<path to packages/bff/dist/main.js> ...
// Each build gets its own bff process and, on PGlite, its own database; on PostgreSQL they share one
// fresh schema. Method and figures: docs/performance.md ("Eleventh session").
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startChild } from './children.mjs';
import { preparePglite, preparePostgres } from './databases.mjs';
import { measure } from './load.mjs';
import { addItemRequest, createCart, guestToken, placeOrderRequest, readyBasket } from './shopper.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: 'postgres' },
    route: { type: 'string', default: 'details' },
    rounds: { type: 'string', default: '6' },
    window: { type: 'string', default: '3' },
    orders: { type: 'string', default: '300' },
    profile: { type: 'string' },
    'database-url': { type: 'string', default: process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const rounds = Number(options.rounds);
const builds = positionals.map((arg) => ({ name: arg.slice(0, arg.indexOf('=')), main: arg.slice(arg.indexOf('=') + 1) }));
if (builds.length < 2 || builds.some((b) => b.name === '' || b.main === '')) throw new Error('name two builds or more: before=<main.js> after=<main.js>');
// The bff's own start flags (packages/bff/package.json), as bench/api/run.mjs gives them.
const bffPackage = JSON.parse(readFileSync(new URL('../../packages/bff/package.json', import.meta.url), 'utf8'));
const nodeArgs = bffPackage.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
// --profile <dir>: each bff writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
if (options.profile !== undefined) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.profile}`);

/** User and system CPU milliseconds of a process, from /proc (10 ms ticks). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

function requests(server, products) {
  if (options.route === 'details') {
    let i = 0;
    return () => ({ method: 'GET', path: `/products/v2/products/${products[i++ % products.length]}/details?locale=en-US` });
  }
  if (options.route === 'add') {
    // As bench/api/run.mjs: each cart cycles over 3 variants, so it stays the size a shopper's is.
    let n = 0;
    return () => {
      const cart = server.carts[n % server.carts.length];
      const variant = server.database.variants[Math.floor(n++ / server.carts.length) % 3];
      return addItemRequest(cart.token, cart.basketId, variant);
    };
  }
  let left = Number(options.orders);
  return () => (left-- > 0 && server.baskets.length > 0 ? placeOrderRequest(server.baskets.pop()) : undefined);
}

const databases = [];
const servers = [];
try {
  let shared;
  for (const build of builds) {
    const database = options.engine === 'postgres' ? (shared ??= await preparePostgres(options['database-url'])) : await preparePglite();
    if (options.engine !== 'postgres') databases.push(database);
    const env = {
      ...database.env,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      STRIDE_TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret',
      STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
    };
    servers.push({ ...build, database, process: await startChild(build.name, build.main, env, { nodeArgs }), windows: [] });
  }
  if (shared !== undefined) databases.push(shared);
  const variants = servers[0].database.variants;
  const products = [...new Set(variants.map((v) => v.productId))];
  if (options.route === 'add') {
    for (const server of servers) {
      server.carts = [];
      for (let i = 0; i < 50; i++) {
        const token = await guestToken(server.process.origin);
        server.carts.push({ token, basketId: await createCart(server.process.origin, token) });
      }
    }
  }
  if (options.route === 'order') {
    for (const server of servers) {
      server.baskets = [];
      const needed = Number(options.orders) * (rounds + 1);
      for (let i = 0; i < needed; i += 8) {
        const batch = Array.from({ length: Math.min(8, needed - i) }, (_, k) => readyBasket(server.process.origin, variants[(i + k) % variants.length]));
        server.baskets.push(...(await Promise.all(batch)));
      }
    }
  }
  const durationMs = options.route === 'order' ? 600_000 : Number(options.window) * 1000;
  // A warm-up per build (thrown away), then the rounds, the builds' order reversed every other round.
  for (const server of servers)
    await measure({
      origin: server.process.origin,
      connections: 10,
      durationMs: Math.min(durationMs, 3000),
      warmupMs: 0,
      nextRequest: requests(server, products),
    });
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const before = cpuMs(server.process.pid);
      const m = await measure({ origin: server.process.origin, connections: 10, durationMs, warmupMs: 0, nextRequest: requests(server, products) });
      const after = cpuMs(server.process.pid);
      const per = (ms) => (1000 * ms) / m.requests;
      server.windows.push({
        cpu: per(after.user + after.system - before.user - before.system),
        user: per(after.user - before.user),
        rps: m.requests / m.seconds,
        errors: m.errors,
      });
    }
  }
  const stats = (list) => {
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    return `mean ${mean.toFixed(1)}, min ${Math.min(...list).toFixed(1)}, max ${Math.max(...list).toFixed(1)}`;
  };
  console.log(
    `bench/api/compare: ${options.route} on ${options.engine}, ${rounds} rounds${options.route === 'order' ? ` of ${options.orders} orders` : ` of ${options.window} s`}, 10 connections`,
  );
  for (const s of servers) {
    const cpu = s.windows.map((w) => w.cpu);
    const user = s.windows.map((w) => w.user);
    console.log(`${s.name}: bff CPU µs/req ${cpu.map((x) => x.toFixed(0)).join(', ')} (${stats(cpu)}); user only ${stats(user)}`);
    console.log(
      `${' '.repeat(s.name.length)}  req/s ${s.windows.map((w) => w.rps.toFixed(0)).join(', ')}; errors ${s.windows.reduce((a, w) => a + w.errors, 0)}`,
    );
  }
  // Each round's windows ran back to back, so a round's ratio to the first build cancels most of the
  // drift a busy machine adds between rounds; their median is the steadiest figure this prints.
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  for (const s of servers.slice(1)) {
    const ratios = s.windows.map((w, round) => w.cpu / servers[0].windows[round].cpu);
    const below = ratios.filter((r) => r < 1).length;
    console.log(`${s.name} / ${servers[0].name}: median of the rounds' CPU ratios ${median(ratios).toFixed(3)} (${below} of ${ratios.length} rounds below 1)`);
  }
} finally {
  for (const server of servers) await server.process.stop();
  for (const database of databases) await database.drop();
}
