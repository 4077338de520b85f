import type { VariantForSale, VariantReference } from '@stride/domain/cart';
import type { SqlRow } from '../../sql/sql-client.port.js';
import { CATALOGUE_FACTS_JOINS, catalogueFactsColumns, liveFactsColumns, liveFactsFromRow, variantForSale } from './line-facts.js';
import type { CatalogueLineFacts } from './line-facts.js';

/**
 * The variants an add-to-cart key names, with their live stock and, when `storeId` is given,
 * that store's (SQL expressions); with the catalogue's facts in `factsCurrency` when it names
 * one (else they come from `LineFactsReader`'s cache). The key is looked up as an id and as a upc separately: with
 * `v.id = key OR v.upc = key` the cached generic plan estimated two rows and hash-joined whole
 * tables on every execution (docs/performance.md).
 */
export const variantsByKeySelect = (key: string, storeId: string | null, factsCurrency: string | null): string => `
SELECT v.id AS variant_id, v.product_id, ${liveFactsColumns(storeId)}${factsCurrency === null ? '' : `,\n       ${catalogueFactsColumns(factsCurrency)}`}
  FROM (SELECT id FROM variants WHERE id = ${key} UNION ALL SELECT id FROM variants WHERE upc = ${key}) k
  JOIN variants v ON v.id = k.id${factsCurrency === null ? '' : CATALOGUE_FACTS_JOINS}`;

/** The key a line's reference is looked up by. */
export const variantKeyOf = (ref: VariantReference): string => ref.variantId ?? ref.upc ?? ref.productId;

/**
 * The variant a line names among the rows of `variantsByKeySelect` (as columns, or as JSON
 * objects), with its catalogue facts: the line's productId must name the variant's product, its
 * colour master or the variant itself.
 */
export function variantForLine(rows: readonly SqlRow[], ref: VariantReference, facts: ReadonlyMap<string, CatalogueLineFacts>): VariantForSale | null {
  for (const row of rows) {
    const catalogue = facts.get(String(row.variant_id));
    if (catalogue === undefined) continue;
    if ([catalogue.productId, catalogue.colourMasterId, catalogue.variantId].includes(ref.productId)) return variantForSale(catalogue, liveFactsFromRow(row));
  }
  return null;
}
