#!/usr/bin/env node
// bench/web: per storefront page (every route of packages/web/src/app/routes.ts: home, list,
// search, product, cart, checkout, order confirmation, sign-in, account, forgot and reset password,
// loyalty confirmation) the first-load JavaScript (gzip),
// the HTML size, Lighthouse 12 mobile performance (median of 3 runs) with LCP, CLS and TBT, and
// the server-rendering throughput of the product page beside a bare Hono hello-world measured in
// the same run, with each server's CPU time per request. Prints figures and the targets; never
// fails on a figure.
//   node bench/web/run.mjs [--json] [--runs 3] [--duration 10] [--warmup 2] [--connections 10]
//                          [--port 0] [--skip lighthouse,throughput,breakdown]
// Method and the latest figures: docs/performance.md ("Web storefront").
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startChild } from '../api/children.mjs';
import { measure, percentile } from '../api/load.mjs';
import { bundleBreakdown } from './bundle-breakdown.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { lighthousePage } from './lighthouse.mjs';
import { findPages, startStorefront } from './storefront.mjs';

const { values: options } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '0' },
    skip: { type: 'string', default: '' },
    pages: { type: 'string', default: '' },
  },
});
const skip = new Set(
  options.skip
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const helloMain = fileURLToPath(new URL('../api/hello-server.mjs', import.meta.url));
const log = (line) => console.error(line);

const TARGETS = { firstLoadJsGzipKb: 100, lighthouseScore: 95, productPageVsHelloWorldPercent: 2 };
/** The pages the Lighthouse target names (docs/ARCHITECTURE: home, list, product and cart); three runs each take a while. */
const LIGHTHOUSE_PAGES = new Set(['home', 'list', 'product', 'cart']);

async function throughput(storefront, productPath) {
  const { origin } = storefront;
  const connections = Number(options.connections);
  const durationMs = Number(options.duration) * 1000;
  const warmupMs = Number(options.warmup) * 1000;
  const probe = await fetch(`${origin}${productPath}`);
  await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`GET ${productPath} answered ${probe.status}`);
  const hello = await startChild('hello-world', helloMain, {});
  const row = (name, r) => ({
    name,
    connections,
    requests: r.requests,
    rps: r.requests / r.seconds,
    p50: percentile(r.latenciesMs, 50),
    p99: percentile(r.latenciesMs, 99),
    cpuUs: (1000 * r.serverCpuMs) / r.requests,
    errors: r.errors,
    statuses: r.statuses,
  });
  try {
    // Back to back, same connections and duration, so both see the same machine load.
    const baseline = row(
      'GET / hello-world',
      await measure({ origin: hello.origin, connections, durationMs, warmupMs, serverCpuMs: hello.cpuMs, nextRequest: () => ({ method: 'GET', path: '/' }) }),
    );
    log(`  hello-world: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99.toFixed(1)} ms, ${baseline.cpuUs.toFixed(0)} µs CPU/request`);
    const page = row(
      `GET ${productPath}`,
      await measure({
        origin,
        connections,
        durationMs,
        warmupMs,
        serverCpuMs: storefront.cpuMs,
        nextRequest: () => ({ method: 'GET', path: productPath, headers: { accept: 'text/html' } }),
      }),
    );
    log(`  product page: ${page.rps.toFixed(0)} req/s, p99 ${page.p99.toFixed(1)} ms, ${page.cpuUs.toFixed(0)} µs CPU/request, ${page.errors} errors`);
    return { hello: baseline, productPage: page, ratio: page.rps / baseline.rps, cpuRatio: baseline.cpuUs / page.cpuUs };
  } finally {
    await hello.stop();
  }
}

async function section(name, work) {
  if (skip.has(name)) return { skipped: true };
  const started = performance.now();
  log(`bench/web: ${name}...`);
  try {
    return await work();
  } catch (error) {
    log(`  ${name} failed: ${error.stack ?? error}`);
    return { error: String(error.message ?? error).slice(0, 300) };
  } finally {
    log(`  (${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
}

async function main() {
  const started = new Date();
  const load = { start: loadavg()[0] };
  const storefront = await startStorefront({ port: Number(options.port) });
  let report;
  try {
    const only = new Set(
      options.pages
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    const allPages = await findPages(storefront.origin);
    const pages = allPages.filter((p) => only.size === 0 || only.has(p.name));
    log(`bench/web: storefront at ${storefront.origin}; ${pages.map((p) => `${p.name} ${p.path}`).join(', ')}`);
    const firstLoad = await section('first-load', () => measureFirstLoad(storefront.origin, pages));
    const lighthouse = await section('lighthouse', async () => {
      const out = {};
      for (const page of pages.filter((p) => LIGHTHOUSE_PAGES.has(p.name)))
        out[page.name] = await lighthousePage(storefront.origin, page, Number(options.runs), log);
      return out;
    });
    const product = allPages.find((p) => p.name === 'product');
    const rendering = await section('throughput', () => throughput(storefront, product.path));
    const breakdown = await section('breakdown', () => bundleBreakdown(pages.map((p) => p.name)));
    load.end = loadavg()[0];
    report = {
      date: started.toISOString(),
      seconds: Math.round((Date.now() - started.getTime()) / 1000),
      machine: {
        platform: `${process.platform} ${process.arch}`,
        cores: availableParallelism(),
        cpu: cpus()[0]?.model,
        node: process.version,
        loadAverage: load,
      },
      targets: TARGETS,
      pages: pages.map((p) => ({
        name: p.name,
        path: p.path,
        note: p.note,
        firstLoad: firstLoad[p.name] ?? firstLoad,
        lighthouse: lighthouse[p.name] ?? (lighthouse.skipped || lighthouse.error ? lighthouse : { skipped: true }),
      })),
      rendering,
      breakdown,
    };
  } finally {
    await storefront.stop();
  }
  if (options.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
}

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '');
const num = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '');

function printReport(r) {
  const { machine } = r;
  console.log(
    `\nbench/web ${r.date} (${r.seconds} s) on ${machine.platform}, ${machine.cores} cores, Node ${machine.node}, 1-minute load average ${num(machine.loadAverage.start, 1)} at the start, ${num(machine.loadAverage.end, 1)} at the end\n`,
  );
  const lines = [
    '| page | path | first-load JS gzip KB (raw KB, files) | HTML bytes (gzip) | Lighthouse mobile | LCP ms | CLS | TBT ms | FCP ms | CPU index | notes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of r.pages) {
    const f = page.firstLoad ?? {};
    const l = page.lighthouse ?? {};
    const notes = [];
    if (f.error) notes.push(`first load: ${f.error}`);
    if (f.hydrated === false) notes.push('not hydrated');
    if (f.showsExpectedText === false) notes.push('expected text missing');
    if (f.problems?.length) notes.push(`${f.problems.length} console/page errors or failed requests`);
    if (l.error) notes.push(`lighthouse: ${l.error}`);
    if (l.errors?.length) notes.push(`${l.errors.length} lighthouse runs failed`);
    const js = f.jsGzip === undefined ? '' : `${kb(f.jsGzip)} (${kb(f.jsBytes)}, ${f.scripts.length})`;
    const html = f.htmlBytes === undefined ? '' : `${f.htmlBytes} (${f.htmlGzip})`;
    const score = l.runs === undefined ? '' : `${num(l.score)} (${l.runs} runs)`;
    lines.push(
      `| ${page.name} | ${page.path} | ${js} | ${html} | ${score} | ${num(l.lcpMs)} | ${num(l.cls, 3)} | ${num(l.tbtMs)} | ${num(l.fcpMs)} | ${num(l.benchmarkIndex)} | ${notes.join('; ')} |`,
    );
  }
  console.log(lines.join('\n'));

  console.log('\nFirst-load scripts (gzip KB):');
  for (const page of r.pages) {
    const scripts = page.firstLoad?.scripts ?? [];
    console.log(`  ${page.name}: ${scripts.map((s) => `${s.url.replace(/^\/assets\//, '')} ${kb(s.gzip)}`).join(', ')}`);
  }
  const scripts = r.pages.flatMap((p) => p.firstLoad?.scripts ?? []);
  if (scripts.length > 0 && scripts.every((s) => s.compressedBy === undefined)) {
    console.log("  (the server sent every script uncompressed: the gzip figures are computed here; Lighthouse's simulated mobile network pays the raw bytes)");
  }
  const problems = r.pages.flatMap((p) => (p.firstLoad?.problems ?? []).map((x) => `  ${p.name}: ${x}`));
  if (problems.length > 0) console.log(`\nConsole errors, page errors and failed requests during the first load:\n${problems.join('\n')}`);

  const t = r.rendering;
  console.log('\nServer rendering of the product page beside a bare Hono hello-world (same run, back to back):');
  if (t.skipped) console.log('  skipped');
  else if (t.error) console.log(`  not run: ${t.error}`);
  else {
    console.log(
      '| route | connections | requests/s | p50 ms | p99 ms | server CPU µs/request | errors | vs hello-world (rate) | vs hello-world (CPU per request) |\n|---|---|---|---|---|---|---|---|---|',
    );
    console.log(
      `| ${t.hello.name} | ${t.hello.connections} | ${num(t.hello.rps)} | ${num(t.hello.p50, 1)} | ${num(t.hello.p99, 1)} | ${num(t.hello.cpuUs)} | ${t.hello.errors} | | |`,
    );
    console.log(
      `| ${t.productPage.name} | ${t.productPage.connections} | ${num(t.productPage.rps)} | ${num(t.productPage.p50, 1)} | ${num(t.productPage.p99, 1)} | ${num(t.productPage.cpuUs)} | ${t.productPage.errors} | ${(100 * t.ratio).toFixed(1)} % | ${(100 * t.cpuRatio).toFixed(1)} % |`,
    );
    console.log(
      "  (rate: requests/s of the page over the hello-world's; CPU: the hello-world's CPU per request over the page's, what the rate ratio would be were both CPU-bound on the same core: steadier on a shared machine)",
    );
  }

  const b = r.breakdown;
  console.log('\nWhat the first-load JavaScript is made of (a separate build with one chunk per part; gzip KB):');
  if (b.skipped) console.log('  skipped');
  else if (b.error) console.log(`  not run: ${b.error}`);
  else {
    const parts = b.parts.map((p) => p.name);
    console.log(`| page | ${parts.join(' | ')} | total |\n|---|${parts.map(() => '---|').join('')}---|`);
    for (const [page, byPart] of Object.entries(b.perPage)) {
      console.log(`| ${page} | ${parts.map((p) => kb(byPart[p] ?? 0)).join(' | ')} | ${kb(Object.values(byPart).reduce((s, v) => s + v, 0))} |`);
    }
  }
  console.log(
    '\nLighthouse: mobile emulation and simulated throttling (its defaults), median of each figure over the runs; CPU index is its benchmarkIndex (lower = slower or busier machine).',
  );
  console.log(
    `\nTargets (reported, not enforced): first-load JS <= ${TARGETS.firstLoadJsGzipKb} KB gzip; Lighthouse mobile performance >= ${TARGETS.lighthouseScore} (home, list, product, cart); product page server rendering >= ${TARGETS.productPageVsHelloWorldPercent} % of the hello-world's rate.`,
  );
}

await main();
