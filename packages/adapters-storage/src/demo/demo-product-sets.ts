import type { ProductSetRecord } from '@stride/domain/catalogue';
import { PgProductSetDirectory } from '../repositories/catalogue/pg-product-set-directory.js';
import type { SqlClient } from '../sql/sql-client.port.js';

/**
 * The demo product sets ("complete the look"), in the order a product page lists them. The Pace Runner 3 is in two,
 * so its page shows both; their French names are in the catalogue glossary (demo-translations-fr-ca.ts).
 */
export const DEMO_PRODUCT_SETS: readonly (ProductSetRecord & { readonly position: number })[] = [
  {
    id: 'SET10001',
    position: 1,
    name: 'Race day kit',
    description: 'Everything for the start line: a light shoe, a tee that breathes, socks that stay put, a cap and a belt for gels.',
    productIds: ['SR0045600', 'AT0845310', 'GA1602650', 'GA1563800', 'GB1500400'],
  },
  {
    id: 'SET10002',
    position: 2,
    name: 'Trail ready',
    description: 'Grip for wet rock, a layer for the ridge and water for the long way round.',
    productIds: ['ST0348300', 'AT0940200', 'AO1397300', 'GB1456400', 'GA1651410'],
  },
  {
    id: 'SET10003',
    position: 3,
    name: 'Rainy run',
    description: 'Out the door whatever the sky says: a jacket that sheds rain, cushioned socks and a cap to keep it off your face.',
    productIds: ['AO1338210', 'SR0045600', 'GA1654210', 'GA1563800'],
  },
];

/** Adds the demo sets the store does not have yet (a database seeded before sets existed gets them too). */
export async function seedDemoProductSets(client: SqlClient): Promise<number> {
  return new PgProductSetDirectory(client).addMissing(DEMO_PRODUCT_SETS);
}
