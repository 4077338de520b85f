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
