import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../../storage/demo-content.js';
import { useTestServer } from '../../testing/started-server.js';

/** Every local picture or icon address the demo content names (`"url": "/images/..."`), across all sites. */
function demoContentImageUrls(): string[] {
  const files = readdirSync(DEMO_CONTENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  const urls = files.flatMap((file) => [...readFileSync(join(DEMO_CONTENT_DIR, file), 'utf8').matchAll(/"url": "(\/images\/[^"]+)"/g)].map((m) => m[1] ?? ''));
  return [...new Set(urls)];
}

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

describe('content pictures and icons', () => {
  it('serves a generated editorial picture and a line icon as cacheable SVG, and 404 for an icon the set does not hold', async () => {
    for (const path of ['/images/content/winter-trail.svg', '/images/icons/truck.svg']) {
      const res = await fetch(new URL(path, store.url));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await fetch(new URL('/images/icons/no-such-icon.svg', store.url))).status).toBe(404);
  });

  it('answers 200 for every picture and icon the demo content names', async () => {
    const urls = demoContentImageUrls();
    expect(urls.some((path) => path.startsWith('/images/icons/'))).toBe(true);
    expect(urls.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const path of urls) if ((await fetch(new URL(path, store.url))).status !== 200) missing.push(path);
    expect(missing).toEqual([]);
  });
});
