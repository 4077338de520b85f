#!/usr/bin/env node
// bench/web/compare: the product page's server render in two or more builds side by side, their
// measurements interleaved, so a busy machine weighs on each build alike. Prints the server's CPU time
// per render of every window, then mean, median, min and max per build, and the median of each round's ratio to the
// first build. Never fails on a figure.
//   node bench/web/compare.mjs [--rounds 8] [--window 3] [--path /en-us/p/...] <name>=<path to packages/cli/dist/bin.js> ...
// Each build runs `stride serve` on its own seeded PGlite database, as bench/web/run.mjs does.
// Method and figures: docs/performance.md ("Eleventh session").
import { parseArgs } from 'node:util';
import { measure } from '../api/load.mjs';
import { findPages, startStorefront } from './storefront.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '8' }, window: { type: 'string', default: '3' }, path: { type: 'string' } },
});
const builds = positionals.map((arg) => ({ name: arg.slice(0, arg.indexOf('=')), cli: arg.slice(arg.indexOf('=') + 1) }));
if (builds.length < 2 || builds.some((b) => b.name === '' || b.cli === '')) throw new Error('name two builds or more: before=<bin.js> after=<bin.js>');

const servers = [];
try {
  for (const build of builds) servers.push({ ...build, storefront: await startStorefront({ cli: build.cli }), windows: [] });
  const path = options.path ?? (await findPages(servers[0].storefront.origin)).find((p) => p.name === 'product').path;
  const nextRequest = () => ({ method: 'GET', path, headers: { accept: 'text/html' } });
  for (const s of servers) await measure({ origin: s.storefront.origin, connections: 10, durationMs: 3000, warmupMs: 0, nextRequest });
  for (let round = 0; round < Number(options.rounds); round++) {
    for (const s of round % 2 === 0 ? servers : [...servers].reverse()) {
      const m = await measure({
        origin: s.storefront.origin,
        connections: 10,
        durationMs: Number(options.window) * 1000,
        warmupMs: 0,
        nextRequest,
        serverCpuMs: s.storefront.cpuMs,
      });
      s.windows.push({ cpu: (1000 * m.serverCpuMs) / m.requests, rps: m.requests / m.seconds, errors: m.errors });
    }
  }
  console.log(`bench/web/compare: GET ${path}, ${options.rounds} rounds of ${options.window} s, 10 connections`);
  for (const s of servers) {
    const cpu = s.windows.map((w) => w.cpu);
    const sorted = [...cpu].sort((a, b) => a - b);
    const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    console.log(
      `${s.name}: server CPU µs/render ${cpu.map((x) => x.toFixed(0)).join(', ')} (mean ${mean.toFixed(0)}, median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)}, min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)})`,
    );
    console.log(
      `${' '.repeat(s.name.length)}  req/s ${s.windows.map((w) => w.rps.toFixed(0)).join(', ')}; errors ${s.windows.reduce((a, w) => a + w.errors, 0)}`,
    );
  }
  // A round's windows ran back to back: its ratio to the first build cancels the drift between rounds (as bench/api/compare.mjs).
  for (const s of servers.slice(1)) {
    const ratios = s.windows.map((w, round) => w.cpu / servers[0].windows[round].cpu).sort((a, b) => a - b);
    const mid = ratios.length >> 1;
    const median = ratios.length % 2 === 1 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2;
    console.log(
      `${s.name} / ${servers[0].name}: median of the rounds' CPU ratios ${median.toFixed(3)} (${ratios.filter((r) => r < 1).length} of ${ratios.length} rounds below 1)`,
    );
  }
} finally {
  for (const s of servers) await s.storefront.stop();
}
