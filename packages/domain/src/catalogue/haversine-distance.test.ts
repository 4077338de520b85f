import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineDistanceKm, type GeoPoint } from './haversine-distance.js';

const point: fc.Arbitrary<GeoPoint> = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineDistanceKm', () => {
  it('measures New York SoHo to Boston Newbury at about 300 km', () => {
    const d = haversineDistanceKm({ latitude: 40.7233, longitude: -73.9985 }, { latitude: 42.3496, longitude: -71.0815 });
    expect(d).toBeGreaterThan(295);
    expect(d).toBeLessThan(310);
  });

  it('the distance from a point to itself is zero', () => {
    fc.assert(
      fc.property(point, (p) => {
        expect(haversineDistanceKm(p, p)).toBeCloseTo(0, 6);
      }),
    );
  });

  it('the distance is symmetric and never beyond half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineDistanceKm(a, b);
        expect(d).toBeCloseTo(haversineDistanceKm(b, a), 6);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
      }),
    );
  });

  it('going through a third point is never shorter (triangle inequality)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(haversineDistanceKm(a, c)).toBeLessThanOrEqual(haversineDistanceKm(a, b) + haversineDistanceKm(b, c) + 1e-3);
      }),
    );
  });
});
