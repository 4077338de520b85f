import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestStores } from './nearest-stores.js';

const stores = [
  { id: 'US102', latitude: 42.3496, longitude: -71.0815 },
  { id: 'US101', latitude: 40.7233, longitude: -73.9985 },
  { id: 'US106', latitude: 37.7863, longitude: -122.4075 },
];

const storeArb = fc.record({
  id: fc.stringMatching(/^[A-Z]{2}\d{3}$/),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('nearestStores', () => {
  it('lists stores nearest first from Manhattan', () => {
    const found = nearestStores(stores, { latitude: 40.7831, longitude: -73.9712 }, { limit: 10 });
    expect(found.map((s) => s.store.id)).toEqual(['US101', 'US102', 'US106']);
  });

  it('keeps only stores within the radius and at most the limit', () => {
    const origin = { latitude: 40.7831, longitude: -73.9712 };
    expect(nearestStores(stores, origin, { radiusKm: 500, limit: 10 }).map((s) => s.store.id)).toEqual(['US101', 'US102']);
    expect(nearestStores(stores, origin, { limit: 1 })).toHaveLength(1);
  });

  it('distances never decrease along the answer, and none is beyond the radius', () => {
    fc.assert(
      fc.property(
        fc.array(storeArb, { maxLength: 20 }),
        storeArb,
        fc.option(fc.double({ min: 0, max: 20000, noNaN: true }), { nil: undefined }),
        (all, origin, radiusKm) => {
          const found = nearestStores(all, origin, { limit: 50, ...(radiusKm === undefined ? {} : { radiusKm }) });
          found.forEach((s, i) => {
            if (i > 0) expect(s.distanceKm).toBeGreaterThanOrEqual(found[i - 1]?.distanceKm ?? 0);
            if (radiusKm !== undefined) expect(s.distanceKm).toBeLessThanOrEqual(radiusKm);
          });
        },
      ),
    );
  });
});
