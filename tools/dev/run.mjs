#!/usr/bin/env node
// `npm run dev`: the storefront as `npm start` serves it (the bff with the embedded PGlite database
// and its demo data), with the web rebuilt on every save. `vite build --watch` rewrites the web's
// client and server builds; the bff runs with STRIDE_WEB_RELOAD=true, so each page request renders
// with the newest build (packages/bff/src/web/reloading-page-renderer.ts). Reload the browser to
// see a change. Ctrl-C stops both. Why a watch build rather than Vite's dev server: docs/decisions.md.
//   npm run dev [-- --port 3000]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' } } });
const root = fileURLToPath(new URL('../../', import.meta.url));
const webDir = fileURLToPath(new URL('../../packages/web/', import.meta.url));
const cliBin = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));

// Vite sets NODE_ENV=production in this process while it builds; the bff gets the shell's environment.
const shellEnv = { ...process.env };
const children = [];
let stopping = false;
let stopWatching = async () => {};

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exitCode = code;
  void stopWatching();
}

function start(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`dev: ${name} stopped (${signal ?? `exit ${code}`}), stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

// The web's own watcher (vite is the web's devDependency, hoisted to the root node_modules): the
// client and ssr environments of packages/web/vite.config.ts, each rebuilt when a file it uses changes.
const { createBuilder } = await import('vite');
const builder = await createBuilder({ root: webDir, logLevel: 'warn', clearScreen: false, build: { watch: {} } });
const watchers = await Promise.all(Object.values(builder.environments).map((environment) => builder.build(environment)));
// The bff reads the build at start: wait for the first build of both environments to be written.
await Promise.all(
  watchers.map(
    (watcher) =>
      new Promise((resolve) => {
        watcher.on('event', (event) => {
          if (event.code === 'END' || event.code === 'ERROR') resolve();
          if (event.code === 'BUNDLE_END' || event.code === 'ERROR') event.result?.close();
        });
      }),
  ),
);
stopWatching = () => Promise.all(watchers.map((watcher) => watcher.close()));
start('stride serve', [cliBin, 'serve', '--port', values.port], { cwd: root, env: { ...shellEnv, STRIDE_WEB_RELOAD: 'true' } });
