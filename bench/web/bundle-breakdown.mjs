#!/usr/bin/env node
// What the first-load JavaScript is made of: a separate Vite build of packages/web into a temp
// dir (packages/web/dist is not touched) whose chunking puts each part in its own chunk (react-dom,
// react, zod, neverthrow, the domain, application and adapters-http packages, other packages);
// the web app's own code stays in the entry, shared and page chunks. For each page, the parts its
// first load pulls in (the entry's static imports plus the page chunk's), gzip level 9.
// A part's chunk holds everything of it the whole app uses, lazily loaded pages included, and
// parts gzip a little worse apart than together: figures are an upper bound per part.
//   node bench/web/bundle-breakdown.mjs [--json]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const webDir = fileURLToPath(new URL('../../packages/web/', import.meta.url));

/** The page chunks (Vite manifest keys, as in packages/web/src/app/routes.ts) of the pages measured. */
export const PAGE_CHUNKS = {
  home: 'src/pages/home/home-page.tsx',
  list: 'src/pages/catalogue/product-list-page.tsx',
  search: 'src/pages/catalogue/search-page.tsx',
  product: 'src/pages/catalogue/product-page.tsx',
  cart: 'src/pages/cart/cart-page.tsx',
  checkout: 'src/pages/checkout/checkout-page.tsx',
  'order-confirmation': 'src/pages/checkout/order-confirmation-page.tsx',
  'sign-in': 'src/pages/account/account-page.tsx',
  account: 'src/pages/account/account-page.tsx',
  'forgot-password': 'src/pages/account/forgot-password-page.tsx',
  'reset-password': 'src/pages/account/reset-password-page.tsx',
  'loyalty-confirm': 'src/pages/account/confirm-page.tsx',
};

const ENTRY = 'src/client/entry.tsx';
const sep = String.raw`[\\/]`;
const inPackage = (name) => new RegExp(`${sep}node_modules${sep}${name.replace('/', sep)}${sep}`);
const inWorkspace = (name) => new RegExp(`(${sep}packages${sep}${name}${sep})|(${sep}node_modules${sep}@stride${sep}${name}${sep})`);

/** Most specific first: a module goes to the first group whose test matches its id. */
const GROUPS = [
  { name: 'react-dom', test: new RegExp(`${sep}node_modules${sep}(react-dom|scheduler)${sep}`) },
  { name: 'react', test: inPackage('react') },
  { name: 'zod', test: inPackage('zod') },
  { name: 'neverthrow', test: inPackage('neverthrow') },
  { name: 'domain', test: inWorkspace('domain') },
  { name: 'application', test: inWorkspace('application') },
  { name: 'adapters-http', test: inWorkspace('adapters-http') },
  { name: 'other-packages', test: new RegExp(`${sep}node_modules${sep}`) },
];

function partOf(key, chunk) {
  if (GROUPS.some((g) => g.name === chunk.name)) return chunk.name;
  if (key === ENTRY) return 'web entry';
  if (chunk.isDynamicEntry) return 'page chunk';
  return 'web shared';
}

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/** Builds the grouped bundle and returns gzip bytes per part for each page in `pages`. */
export async function bundleBreakdown(pages = Object.keys(PAGE_CHUNKS)) {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'stride-bundle-breakdown-'));
  try {
    await build({
      configFile: join(webDir, 'vite.config.ts'),
      root: webDir,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: GROUPS.map((g, i) => ({ ...g, priority: GROUPS.length - i })) } } },
      },
    });
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const sizes = {};
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      const body = await readFile(join(outDir, chunk.file));
      sizes[key] = { part: partOf(key, chunk), file: chunk.file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }
    const perPage = {};
    for (const page of pages) {
      const chunkKey = PAGE_CHUNKS[page];
      if (chunkKey === undefined) continue;
      const byPart = {};
      for (const key of closure(manifest, [ENTRY, chunkKey])) {
        const size = sizes[key];
        if (size !== undefined) byPart[size.part] = (byPart[size.part] ?? 0) + size.gzip;
      }
      perPage[page] = byPart;
    }
    const order = [
      'react-dom',
      'react',
      'zod',
      'neverthrow',
      'domain',
      'application',
      'adapters-http',
      'other-packages',
      'web entry',
      'web shared',
      'page chunk',
    ];
    const present = new Set(Object.values(perPage).flatMap((p) => Object.keys(p)));
    const parts = order.filter((name) => present.has(name)).map((name) => ({ name }));
    return { parts, perPage, chunks: Object.values(sizes).sort((a, b) => b.gzip - a.gzip) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const result = await bundleBreakdown();
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else {
    const kb = (b) => (b / 1024).toFixed(1);
    const names = result.parts.map((p) => p.name);
    console.log(`| page | ${names.join(' | ')} | total |\n|---|${names.map(() => '---|').join('')}---|`);
    for (const [page, byPart] of Object.entries(result.perPage)) {
      console.log(`| ${page} | ${names.map((n) => kb(byPart[n] ?? 0)).join(' | ')} | ${kb(Object.values(byPart).reduce((s, v) => s + v, 0))} |`);
    }
    console.log('\nChunks (gzip KB): ' + result.chunks.map((c) => `${c.file.replace('assets/', '')} ${kb(c.gzip)}`).join(', '));
  }
}
