import type { VariantForSale, VariantReference } from '@stride/domain';
import type { SqlRow } from '../../sql/sql-client.port.js';
import { lineFactsColumns, lineFactsFromRow } from './basket-rows.js';

/**
 * The variants an add-to-cart key names, with their line facts in `currency` and, when `storeId`
 * is given, that store's stock (SQL expressions). The key is looked up as an id and as a upc
 * separately: with `v.id = key OR v.upc = key` the cached generic plan estimated two rows and
 * hash-joined whole tables on every execution (165 µs of the server's time a read against 100 µs,
 * measured on the demo catalogue).
 */
export const variantsByKeySelect = (key: string, currency: string, storeId: string | null): string => `
SELECT v.id, v.product_id, p.presale, p.coming_soon, p.target_publish_date,${lineFactsColumns(currency, storeId)}
  FROM (SELECT id FROM variants WHERE id = ${key} UNION ALL SELECT id FROM variants WHERE upc = ${key}) k
  JOIN variants v ON v.id = k.id
  JOIN colour_variants cv ON cv.id = v.colour_variant_id
  JOIN products p ON p.id = v.product_id`;

/** The key a line's reference is looked up by. */
export const variantKeyOf = (ref: VariantReference): string => ref.variantId ?? ref.upc ?? ref.productId;

const dateOrNull = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null; // a timestamp read through JSON
};

/**
 * The variant a line names among the rows of `variantsByKeySelect` (as columns, or as JSON
 * objects): its productId must name the variant's product, its colour master or the variant itself.
 */
export function variantForLine(rows: readonly SqlRow[], ref: VariantReference): VariantForSale | null {
  const row = rows.find((r) => [r.product_id, r.master_id, r.id].includes(ref.productId));
  if (row === undefined) return null;
  return Object.assign(lineFactsFromRow(row), {
    variantId: String(row.id),
    productId: String(row.product_id),
    presale: row.presale === true,
    comingSoonUntil: row.coming_soon === true ? dateOrNull(row.target_publish_date) : null,
  });
}
