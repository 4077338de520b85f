#!/usr/bin/env node
// A V8 CPU profile of the storefront serving one page under load: `node bench/web/profile-page.mjs
// [--path /en-us/p/stride-canvas-low-SL0689300] [--seconds 15] [--out /tmp/stride-profiles]`. Starts `stride serve`
// (built cli, demo data in a temp dir, production mode) with --cpu-prof, drives 10 connections at the page, stops the
// server so it writes the profile, and prints the rate and where the profile is (open it in Chrome's DevTools).
// Never fails on a figure.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../api/children.mjs';
import { measure } from '../api/load.mjs';

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', default: '/en-us/p/stride-canvas-low-SL0689300' },
    seconds: { type: 'string', default: '15' },
    out: { type: 'string', default: join(tmpdir(), 'stride-profiles') },
  },
});
const cli = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'stride-profile-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${options.out}`, cli, 'serve', '--port', String(port)], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    STRIDE_DATA_DIR: dataDir,
    STRIDE_DB_IN_MEMORY: 'false',
    STRIDE_DEMO_DATA: 'true',
    STRIDE_PUBLIC_URL: origin,
    STRIDE_TOKEN_SECRET: 'bench-web-secret-bench-web-secret-0123',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', resolve));
try {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('stride serve did not answer /healthz');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const m = await measure({
    origin,
    connections: 10,
    durationMs: Number(options.seconds) * 1000,
    warmupMs: 2000,
    nextRequest: () => ({ method: 'GET', path: options.path, headers: { accept: 'text/html' } }),
  });
  console.log(`bench/web/profile-page: GET ${options.path} ${(m.requests / m.seconds).toFixed(0)} req/s, ${m.errors} errors; profile in ${options.out}`);
} finally {
  child.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
