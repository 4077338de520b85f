import type { SqlClient } from '@stride/adapters-storage';
import type { SellableVariant } from './guest-shopper.fixture.js';

/** For tests: a plain in-stock shoe size (not presale, coming soon or customisable) from the demo data. */
export async function plainShoeVariant(sql: SqlClient): Promise<SellableVariant & { variantId: string }> {
  const [row] = await sql.query<{ variantId: string; productId: string; upc: string }>(
    `SELECT v.id AS "variantId", v.product_id AS "productId", v.upc
       FROM variants v JOIN products p ON p.id = v.product_id
      WHERE p.product_type = 'FOOTWEAR' AND NOT p.presale AND NOT p.coming_soon AND NOT p.is_customs AND v.online_stock > 0
      ORDER BY v.id LIMIT 1`,
  );
  if (row === undefined) throw new Error('the demo data has no plain shoe in stock');
  return row;
}

/** The variant's online stock now. */
export async function onlineStock(sql: SqlClient, variantId: string): Promise<number> {
  const [row] = await sql.query<{ stock: number }>('SELECT online_stock AS stock FROM variants WHERE id = $1', [variantId]);
  return row?.stock ?? Number.NaN;
}
