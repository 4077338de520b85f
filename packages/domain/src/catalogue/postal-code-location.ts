import type { GeoPoint } from './haversine-distance.js';

/** A postal code placed on the map, with the country its format belongs to. */
export interface PostalCodeLocation {
  readonly point: GeoPoint;
  readonly countryCode: PostalCodeCountry;
}

/** The countries whose postal codes Stride can place on the map. */
export type PostalCodeCountry = 'US' | 'CA' | 'GB';

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

// UK outward codes (the part before the space) of the demo regions.
const UK_OUTWARD: Readonly<Record<string, readonly [number, number]>> = {
  SW1A: [51.501, -0.1416],
  SW1: [51.4975, -0.1357],
  WC2E: [51.5117, -0.124],
  WC2N: [51.5088, -0.1259],
  WC1: [51.5226, -0.1243],
  W1D: [51.5136, -0.1319],
  EC1A: [51.5185, -0.0995],
  EC2: [51.5177, -0.0865],
  E1: [51.515, -0.06],
  E1W: [51.5076, -0.0606],
  N1: [51.539, -0.103],
  SE1: [51.5005, -0.0925],
  M1: [53.4794, -2.236],
  M2: [53.4808, -2.2426],
  M4: [53.4853, -2.2265],
  EH1: [55.951, -3.188],
  EH2: [55.9533, -3.1963],
  EH3: [55.9486, -3.2087],
  B1: [52.479, -1.903],
  G1: [55.861, -4.25],
  L1: [53.403, -2.98],
  LS1: [53.797, -1.547],
  BS1: [51.454, -2.593],
  CF10: [51.479, -3.175],
};

const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;
// A full UK postcode without its space (SW1A2AA), or its outward code alone (SW1A).
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})?$/;
const CA_POSTAL = /^([A-Z]\d[A-Z])(?:\d[A-Z]\d)?$/;

/** A postal code without spaces, upper-case, so `m5v 2a2` and `M5V2A2` compare equal. */
export function normalisePostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, '').toUpperCase();
}

/** The country a postal code's format belongs to (US ZIP, Canadian postal code / FSA, UK postcode / outward code), or null. */
export function postalCodeCountry(postalCode: string): PostalCodeCountry | null {
  const code = normalisePostalCode(postalCode);
  if (US_ZIP.test(code)) return 'US';
  // A Canadian FSA (M5V) is also shaped like a UK outward code: Canada is asked first.
  if (CA_POSTAL.test(code)) return 'CA';
  return UK_POSTCODE.test(code) ? 'GB' : null;
}

function centroidOf(country: PostalCodeCountry, code: string): readonly [number, number] | undefined {
  if (country === 'US') return ZIP3[code.slice(0, 3)];
  if (country === 'CA') return FSA[code.slice(0, 3)];
  const outward = UK_POSTCODE.exec(code)?.[1] ?? '';
  // The outward code, else its district without the trailing letter (SW1A → SW1).
  return UK_OUTWARD[outward] ?? UK_OUTWARD[outward.replace(/[A-Z]$/, '')];
}

const located = (countryCode: PostalCodeCountry, [latitude, longitude]: readonly [number, number]): PostalCodeLocation => ({
  point: { latitude, longitude },
  countryCode,
});

/**
 * Places a US ZIP code, Canadian postal code or UK postcode: a known place with exactly that code
 * first (a store's own coordinates), then the built-in ZIP3 / FSA / outward-code centroid table;
 * null when unknown.
 * @example locatePostalCode('10013', [])?.countryCode // 'US'
 */
export function locatePostalCode(postalCode: string, knownPlaces: readonly KnownPostalPlace[]): PostalCodeLocation | null {
  const code = normalisePostalCode(postalCode);
  const country = postalCodeCountry(code);
  if (country === null) return null;
  const place = knownPlaces.find((p) => p.countryCode === country && normalisePostalCode(p.postalCode) === code);
  if (place !== undefined) return located(country, [place.latitude, place.longitude]);
  const centroid = centroidOf(country, code);
  return centroid === undefined ? null : located(country, centroid);
}
