#!/usr/bin/env node
// A V8 CPU profile of the storefront serving one page under load: `node bench/web/profile-page.mjs
// [--path /en-us/p/stride-canvas-low-SL0689300] [--seconds 15] [--out /tmp/stride-profiles]`. Starts the storefront
// as bench/web does (storefront.mjs) with --cpu-prof, drives 10 connections at the page, stops the server so it
// writes the profile, and prints the rate and where the profile is (open it in Chrome's DevTools). Never fails on a
// figure.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measure } from '../api/load.mjs';
import { startStorefront } from './storefront.mjs';

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/en-us/p/stride-canvas-low-SL0689300' },
    seconds: { type: 'string', default: '15' },
    out: { type: 'string', default: join(tmpdir(), 'stride-profiles') },
  },
});
const storefront = await startStorefront({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${options.out}`] });
try {
  const m = await measure({
    origin: storefront.origin,
    connections: 10,
    durationMs: Number(options.seconds) * 1000,
    warmupMs: 2000,
    nextRequest: () => ({ method: 'GET', path: options.path, headers: { accept: 'text/html' } }),
  });
  console.log(`bench/web/profile-page: GET ${options.path} ${(m.requests / m.seconds).toFixed(0)} req/s, ${m.errors} errors; profile in ${options.out}`);
} finally {
  await storefront.stop();
}
