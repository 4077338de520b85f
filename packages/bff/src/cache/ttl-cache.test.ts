import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('answers a stored value until its time to live has passed', () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('a', 1);
    now += 99;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('stores nothing when the time to live is 0 (cache disabled)', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 0, maxEntries: 10, now: () => 0 });
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('never holds more than maxEntries, and keeps the newest', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (keys, max) => {
        const cache = new TtlCache<string, number>({ ttlMs: 1_000, maxEntries: max, now: () => 0 });
        keys.forEach((key, i) => cache.set(key, i));
        expect(cache.size).toBeLessThanOrEqual(max);
        const last = keys.at(-1);
        if (last !== undefined) expect(cache.get(last)).toBe(keys.length - 1);
      }),
    );
  });
});
