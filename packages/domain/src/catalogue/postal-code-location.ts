import type { GeoPoint } from './haversine-distance.js';

/** A postal code placed on the map, with the country its format belongs to. */
export interface PostalCodeLocation {
  readonly point: GeoPoint;
  readonly countryCode: 'US' | 'CA';
}

/** A place whose exact postal code and coordinates are known (a store). */
export interface KnownPostalPlace extends GeoPoint {
  readonly postalCode: string;
  readonly countryCode: string;
}

// Approximate centroids of the demo regions: US ZIP3 prefixes and Canadian forward sortation
// areas. A small built-in table (Stride's choice): no geocoding service, no network.
const ZIP3: Readonly<Record<string, readonly [number, number]>> = {
  '100': [40.7831, -73.9712],
  '101': [40.7549, -73.984],
  '102': [40.7128, -74.006],
  '112': [40.6501, -73.9496],
  '021': [42.3601, -71.0589],
  '022': [42.3467, -71.0972],
  '606': [41.8781, -87.6298],
  '802': [39.7392, -104.9903],
  '972': [45.5152, -122.6784],
  '941': [37.7749, -122.4194],
  '900': [34.0522, -118.2437],
  '902': [33.9164, -118.3526],
  '787': [30.2672, -97.7431],
  '981': [47.6062, -122.3321],
  '303': [33.749, -84.388],
  '331': [25.7617, -80.1918],
  '200': [38.9072, -77.0369],
  '191': [39.9526, -75.1652],
  '770': [29.7604, -95.3698],
  '752': [32.7767, -96.797],
  '850': [33.4484, -112.074],
  '554': [44.9778, -93.265],
};
const FSA: Readonly<Record<string, readonly [number, number]>> = {
  M5V: [43.6426, -79.3871],
  M5H: [43.6509, -79.3832],
  M4W: [43.6794, -79.3762],
  M6K: [43.6376, -79.4244],
  V6E: [49.2866, -123.1292],
  V6B: [49.2799, -123.1154],
  V5K: [49.2808, -123.0403],
  H3G: [45.4966, -73.5776],
  H2X: [45.5088, -73.5617],
  H3B: [45.5006, -73.5697],
  K1P: [45.4215, -75.6972],
  T2P: [51.0486, -114.0708],
  T5J: [53.5444, -113.4909],
  R3C: [49.8951, -97.1384],
};

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])(?:\d[A-Z]\d)?$/;

/** A postal code without spaces, upper-case, so `m5v 2a2` and `M5V2A2` compare equal. */
export function normalisePostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, '').toUpperCase();
}

/** The country a postal code's format belongs to (US ZIP or Canadian postal code / FSA), or null. */
export function postalCodeCountry(postalCode: string): 'US' | 'CA' | null {
  const code = normalisePostalCode(postalCode);
  if (US_ZIP.test(code)) return 'US';
  return CA_POSTAL.test(code) ? 'CA' : null;
}

const located = (countryCode: 'US' | 'CA', [latitude, longitude]: readonly [number, number]): PostalCodeLocation => ({
  point: { latitude, longitude },
  countryCode,
});

/**
 * Places a US ZIP code or Canadian postal code: a known place with exactly that code first (a
 * store's own coordinates), then the built-in ZIP3 / FSA centroid table; null when unknown.
 * @example locatePostalCode('10013', [])?.countryCode // 'US'
 */
export function locatePostalCode(postalCode: string, knownPlaces: readonly KnownPostalPlace[]): PostalCodeLocation | null {
  const code = normalisePostalCode(postalCode);
  const country = postalCodeCountry(code);
  if (country === null) return null;
  const place = knownPlaces.find((p) => p.countryCode === country && normalisePostalCode(p.postalCode) === code);
  if (place !== undefined) return located(country, [place.latitude, place.longitude]);
  const centroid = country === 'US' ? ZIP3[code.slice(0, 3)] : FSA[code.slice(0, 3)];
  return centroid === undefined ? null : located(country, centroid);
}
