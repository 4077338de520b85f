/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from './app/routes.js';

// The first-load JavaScript of every page (at most 100 KB gzip each), read from the Vite build
// `npm test` makes before the tests: the entry, what it imports, and the page's chunk.
// bench/web measures the same in Chromium; this keeps a change that drags zod or the API schemas
// back into every page from landing unnoticed.
const clientDir = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
const ENTRY = 'src/client/entry.tsx';
const BUDGET_BYTES = 100 * 1024;

function withImports(key: string, seen = new Set<string>()): Set<string> {
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) if (!seen.has(imported)) withImports(imported, seen);
  return seen;
}

function firstLoad(page: string): { bytes: number; code: string } {
  const files = [...new Set([...withImports(ENTRY), ...withImports(page)])].map((key) => readFileSync(new URL(manifest[key]?.file ?? '', clientDir)));
  return { bytes: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0), code: files.map(String).join('\n') };
}

describe('first-load JavaScript budget', () => {
  for (const page of new Set(storefrontRoutes.map((route) => route.chunk))) {
    it(`${page}: at most 100 KB gzip, and no zod`, () => {
      const { bytes, code } = firstLoad(page);
      expect(code.includes('_zod'), 'zod is in the first load').toBe(false);
      expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});

/** The gzip bytes and text of a lazily loaded module's chunks that the first load does not already hold. */
function lazyChunks(key: string): { bytes: number; code: string } {
  const files = [...withImports(key)].filter((k) => !withImports(ENTRY).has(k)).map((k) => readFileSync(new URL(manifest[k]?.file ?? '', clientDir)));
  return { bytes: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0), code: files.map(String).join('\n') };
}

// What the entry starts on demand (client/start-on-demand.ts: the header's enhancer and personalisation at the first
// interaction or a promotion on screen, the experiment client on a decision or a conversion) is in no page's first
// load: bench/web counts every script until network idle, and a static import of one of these would bring it back.
describe('the code started on demand', () => {
  const onDemand = [
    'src/client/after-hydration.ts',
    'src/personalisation/start-personalisation.ts',
    'src/personalisation/start-experiments.ts',
    'src/personalisation/experiment-runtime.ts',
    'src/personalisation/analytics-sender.ts',
    'src/state/cart-actions.ts',
    'src/auth/auth-flows.ts',
  ];
  it('is in no first load: each is a chunk of its own, outside the entry and every page chunk', () => {
    const firstLoads = new Set([ENTRY, ...storefrontRoutes.map((route) => route.chunk)].flatMap((key) => [...withImports(key)]));
    for (const key of onDemand) {
      expect(manifest[key], `${key} is not a chunk`).toBeDefined();
      expect(firstLoads.has(key), `${key} is in a first load`).toBe(false);
    }
  });
});

// What personalisation loads when it starts (consent, promotion tracking) stays small: the experiment client is its
// own chunk, loaded only when a block asks for a decision or a conversion is reported (start-experiments.ts).
describe('the personalisation chunk loaded on demand', () => {
  it('holds no experiment client and no zod, within 8 KB gzip with the shared chunks it pulls in', () => {
    const { bytes, code } = lazyChunks('src/personalisation/start-personalisation.ts');
    expect(code.includes('_zod'), 'zod is in the chunk').toBe(false);
    expect(withImports('src/personalisation/start-personalisation.ts').has('src/personalisation/experiment-runtime.ts'), 'imports the client').toBe(false);
    expect(code.includes('datafile not loaded'), 'the experiment client is in the chunk').toBe(false);
    expect(bytes).toBeLessThanOrEqual(8 * 1024);
  });
});

// The experiment datafile and the test context are parsed with zod/mini, whose functions tree-shake; classic zod
// (its \`ZodObject\` and friends) would add about 18 KB gzip to the chunk.
describe('the experiment client chunk', () => {
  it('holds zod/mini only, not the whole of zod, within 20 KB gzip', () => {
    const { bytes, code } = lazyChunks('src/personalisation/experiment-runtime.ts');
    expect(code.includes('ZodMiniObject'), 'the datafile schema is in the chunk, with zod/mini').toBe(true);
    expect(/[`"']ZodObject[`"']/.test(code), 'classic zod is in the chunk').toBe(false);
    expect(bytes).toBeLessThanOrEqual(20 * 1024);
  });
});
