/** A point on Earth in decimal degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean Earth radius in kilometres (IUGG), the usual figure for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance between two points in kilometres (haversine formula).
 * @example Math.round(haversineDistanceKm({ latitude: 40.7233, longitude: -73.9985 }, { latitude: 42.3496, longitude: -71.0815 })) // 303
 */
export function haversineDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // atan2 stays accurate near antipodal points, where asin(sqrt(h)) loses precision; clamping
  // keeps rounding from pushing h outside [0, 1].
  const clamped = Math.min(1, Math.max(0, h));
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}
