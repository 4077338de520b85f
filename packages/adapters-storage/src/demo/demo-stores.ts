import type { StoreRow } from './demo-data.types.js';

type StoreSeed = [
  id: string, name: string, line1: string, city: string, province: string, postalCode: string,
  country: string, phone: string, latitude: number, longitude: number, timeZone: string, sameDay: boolean,
];

// Real streets and coordinates, invented shops; phone numbers use the 555-01xx fiction range.
const STORES: readonly StoreSeed[] = [
  ['US101', 'Stride New York SoHo', '512 Broadway', 'New York', 'NY', '10012', 'US', '+1 212-555-0101', 40.7233, -73.9985, 'America/New_York', true],
  ['US102', 'Stride Boston Newbury', '215 Newbury Street', 'Boston', 'MA', '02116', 'US', '+1 617-555-0102', 42.3496, -71.0815, 'America/New_York', false],
  ['US103', 'Stride Chicago Michigan Avenue', '600 N Michigan Avenue', 'Chicago', 'IL', '60611', 'US', '+1 312-555-0103', 41.8932, -87.6244, 'America/Chicago', true],
  ['US104', 'Stride Denver Larimer', '1440 Larimer Street', 'Denver', 'CO', '80202', 'US', '+1 303-555-0104', 39.7481, -104.9995, 'America/Denver', false],
  ['US105', 'Stride Portland Pearl', '1120 NW Couch Street', 'Portland', 'OR', '97209', 'US', '+1 503-555-0105', 45.5237, -122.6829, 'America/Los_Angeles', false],
  ['US106', 'Stride San Francisco Union Square', '170 O’Farrell Street', 'San Francisco', 'CA', '94102', 'US', '+1 415-555-0106', 37.7863, -122.4075, 'America/Los_Angeles', true],
  ['US107', 'Stride Venice Abbot Kinney', '1320 Abbot Kinney Boulevard', 'Los Angeles', 'CA', '90291', 'US', '+1 310-555-0107', 33.9912, -118.47, 'America/Los_Angeles', false],
  ['US108', 'Stride Austin South Congress', '1400 S Congress Avenue', 'Austin', 'TX', '78704', 'US', '+1 512-555-0108', 30.2498, -97.7495, 'America/Chicago', false],
  ['CA201', 'Stride Toronto Queen West', '350 Queen Street West', 'Toronto', 'ON', 'M5V 2A2', 'CA', '+1 416-555-0111', 43.6496, -79.3937, 'America/Toronto', true],
  ['CA202', 'Stride Vancouver Robson', '1025 Robson Street', 'Vancouver', 'BC', 'V6E 1A9', 'CA', '+1 604-555-0112', 49.2845, -123.1239, 'America/Vancouver', false],
  ['CA203', 'Stride Montréal Sainte-Catherine', '1250 Rue Sainte-Catherine Ouest', 'Montréal', 'QC', 'H3G 1P1', 'CA', '+1 514-555-0113', 45.4987, -73.5726, 'America/Toronto', false],
];

/** The demo stores: 8 in the US, 3 in Canada, with coordinates for nearest-first search. */
export function demoStores(): StoreRow[] {
  return STORES.map(([id, name, addressLine1, city, province, postalCode, countryCode, phone, latitude, longitude, timeZone, sameDay]) => ({
    id, name, addressLine1, city, province, postalCode, countryCode, phone, latitude, longitude, timeZone,
    openingHours: 'Mon-Sat 10:00-20:00, Sun 11:00-18:00',
    offersPickup: true,
    offersSameDay: sameDay,
    offersShipToStore: true,
  }));
}
