#!/usr/bin/env node
// bench/api/instructions: the bff's instructions per request, counted by valgrind's callgrind, for two
// or more builds. A shared, noisy machine moves CPU time by more than the 5 % a change is judged on;
// callgrind counts the instructions the bff's process executes (every thread, user space only), a
// figure that does not depend on what else the machine is doing. Each run starts a build under
// callgrind on a fresh PostgreSQL schema, sends `--warmup` requests (JIT tiers, caches fill), zeroes
// the counters, sends `--requests` more and reads the count. Never fails on a figure.
//   node bench/api/instructions.mjs [--route add|details|order] [--warmup 1500] [--requests 1500]
//                                   [--connections 1] [--repeat 2] [--parallel 2] [--keep <dir>] <name>=<path to packages/bff/dist/main.js> ...
// --keep <dir>: each run's counted dumps are kept there as <name>.<run>.<thread>.callgrind (callgrind_annotate reads it;
// node's own C++ and V8's builtins are named, JIT-compiled JavaScript is not). Needs valgrind (Debian package valgrind). Under callgrind the bff runs about 50 times slower: an add
// takes about 35 ms, a run of 1,500 + 1,500 adds about 2 minutes. Method: docs/performance.md.
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Pool } from 'undici';
import { freePort } from './children.mjs';
import { preparePostgres } from './databases.mjs';
import { addItemRequest, createCart, guestToken, placeOrderRequest, readyBasket } from './shopper.mjs';

const execute = promisify(execFile);
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string', default: 'add' },
    warmup: { type: 'string', default: '1500' },
    requests: { type: 'string', default: '1500' },
    connections: { type: 'string', default: '1' },
    repeat: { type: 'string', default: '2' },
    parallel: { type: 'string', default: '2' },
    keep: { type: 'string' },
    'database-url': { type: 'string', default: process.env.PG_BENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const builds = positionals.map((arg) => ({ name: arg.slice(0, arg.indexOf('=')), main: arg.slice(arg.indexOf('=') + 1) }));
if (builds.length < 2 || builds.some((b) => b.name === '' || b.main === '')) throw new Error('name two builds or more: before=<main.js> after=<main.js>');
if (!['add', 'details', 'order'].includes(options.route)) throw new Error(`unknown route ${options.route}`);
const warmup = Number(options.warmup);
const measured = Number(options.requests);
const connections = Number(options.connections);

/** One build under callgrind: boot, warm up, zero, measure; returns instructions per request. */
async function countOnce(build, run) {
  const database = await preparePostgres(options['database-url']);
  const dir = await mkdtemp(join(tmpdir(), 'stride-callgrind-'));
  // vgdb finds the process by files named after the user and host; name them for both sides.
  const identity = { USER: 'bench', LOGNAME: 'bench', HOST: 'bench' };
  const vgdb = `--vgdb-prefix=${join(dir, 'vgdb')}`;
  const port = await freePort();
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--separate-threads=yes',
      vgdb,
      `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
      process.execPath,
      '--max-semi-space-size=32',
      build.main,
    ],
    {
      env: {
        ...process.env,
        ...database.env,
        ...identity,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        STRIDE_TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret',
        STRIDE_LIMITS_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
        PORT: String(port),
        // The bff reads HOST for its listening address; vgdb's files then carry it as the host name.
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const control = (command) => execute('callgrind_control', [vgdb, command, String(child.pid)], { env: { ...process.env, ...identity, HOST: '127.0.0.1' } });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 300_000;
    while (
      !(await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${build.name} did not start:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const next = await requestSupply(origin, database.variants, warmup + measured);
    const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 600_000 });
    try {
      await send(pool, next, warmup);
      await control('-z');
      await send(pool, next, measured);
      await control('-d');
    } finally {
      await pool.close();
    }
    // One dump per thread (--separate-threads): thread 1 runs the JavaScript of the requests, the others
    // are V8's compiler and garbage collector helpers and libuv's pool.
    const dumps = (await readdir(dir)).filter((name) => /^callgrind\.out\.\d+-\d+$/.test(name));
    if (dumps.length === 0) throw new Error(`no dump in ${dir}`);
    let all = 0;
    let main = 0;
    for (const name of dumps) {
      const text = await readFile(join(dir, name), 'utf8');
      const total = /^(?:summary|totals): (\d+)/m.exec(text);
      if (total === null) throw new Error(`${name} holds no total`);
      all += Number(total[1]);
      if (name.endsWith('-01')) main += Number(total[1]);
      if (options.keep !== undefined) {
        await mkdir(options.keep, { recursive: true });
        await copyFile(join(dir, name), join(options.keep, `${build.name}.${run}.${name.slice(name.lastIndexOf('-') + 1)}.callgrind`));
      }
    }
    return { all: all / measured, main: main / measured };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The route's requests, as bench/api/compare.mjs sends them. */
async function requestSupply(origin, variants, total) {
  if (options.route === 'details') {
    const products = [...new Set(variants.map((v) => v.productId))];
    let i = 0;
    return () => ({ method: 'GET', path: `/products/v2/products/${products[i++ % products.length]}/details?locale=en-US` });
  }
  if (options.route === 'add') {
    const carts = [];
    for (let i = 0; i < 50; i++) {
      const token = await guestToken(origin);
      carts.push({ token, basketId: await createCart(origin, token) });
    }
    let n = 0;
    return () => {
      const cart = carts[n % carts.length];
      const variant = variants[Math.floor(n++ / carts.length) % 3];
      return addItemRequest(cart.token, cart.basketId, variant);
    };
  }
  const baskets = [];
  for (let i = 0; i < total; i += 4) baskets.push(...(await Promise.all([0, 1, 2, 3].map((k) => readyBasket(origin, variants[(i + k) % variants.length])))));
  return () => placeOrderRequest(baskets.pop());
}

async function send(pool, next, count) {
  let left = count;
  const loop = async () => {
    while (left-- > 0) {
      const request = next();
      const answer = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
      await answer.body.arrayBuffer();
      if (answer.statusCode >= 400) throw new Error(`${request.method} ${request.path} answered ${answer.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

// Every build's runs, `--parallel` at a time (callgrind counts do not depend on sharing the cores).
const jobs = [];
for (let r = 0; r < Number(options.repeat); r++) for (const build of builds) jobs.push({ build, run: r + 1 });
const counts = new Map(builds.map((b) => [b.name, []]));
const started = Date.now();
await Promise.all(
  Array.from({ length: Number(options.parallel) }, async () => {
    for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) counts.get(job.build.name).push(await countOnce(job.build, job.run));
  }),
);
console.log(
  `bench/api/instructions: ${options.route} on postgres, ${warmup} requests of warm-up then ${measured} counted, ${connections} connection(s), ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const format = (x) => Math.round(x).toLocaleString('en-US');
for (const part of ['main', 'all']) {
  console.log(
    part === 'main' ? "the main thread (the requests' JavaScript, node and V8 on it):" : 'every thread (with the JIT compiler, GC helpers and libuv pool):',
  );
  const first = mean(counts.get(builds[0].name).map((c) => c[part]));
  for (const build of builds) {
    const list = counts.get(build.name).map((c) => c[part]);
    const m = mean(list);
    const versus = build === builds[0] ? '' : `; ${(((m - first) / first) * 100).toFixed(1)} % against ${builds[0].name}`;
    console.log(`  ${build.name}: instructions per request ${list.map(format).join(', ')} (mean ${format(m)}${versus})`);
  }
}
