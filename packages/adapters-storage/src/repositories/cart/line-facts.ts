import type { LineCatalogueFacts, VariantForSale } from '@stride/domain/cart';
import type { TaxRegion } from '@stride/domain/pricing';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { numOrNull } from './row-values.js';

/**
 * What the catalogue says of a variant in one currency, for a basket line or a variant about to be
 * added: everything but stock and the store, which are read live with the basket.
 */
export type CatalogueLineFacts = Omit<VariantForSale, 'onlineStock' | 'storeStock' | 'storeRegion'>;

/** Stock and store of a line or a variant: read with the basket on every read, never cached. */
export interface LiveLineFacts {
  readonly onlineStock: number;
  readonly storeStock: number | null;
  readonly storeRegion: TaxRegion | null;
}

/**
 * Where catalogue facts may be kept between reads (the bff's TTL cache). Keys are
 * `currency:variantId`; values are shared, never changed.
 */
export interface LineFactsCache {
  get(key: string): CatalogueLineFacts | undefined;
  set(key: string, facts: CatalogueLineFacts): void;
}

/**
 * The columns `catalogueFactsFromRow` reads besides `variant_id` and `product_id`, for a query
 * that joins `variants v`, `colour_variants cv` and `products p`, in the currency the SQL
 * expression names. Prices and categories are scalar subqueries rather than outer joins: the
 * planner then orders fewer joins, which halved a basket read's time when it was planned on
 * every call.
 */
export const catalogueFactsColumns = (currency: string): string => `p.presale, p.coming_soon, p.target_publish_date,
       p.name, p.slug, p.product_type, p.is_customs, cv.master_id, cv.id AS colour_variant_id, cv.colour_name,
       cv.image_url, v.upc, v.size_label,
       (SELECT pr.list_minor FROM prices pr WHERE pr.variant_id = v.id AND pr.currency = ${currency}) AS list_minor,
       (SELECT pr.current_minor FROM prices pr WHERE pr.variant_id = v.id AND pr.currency = ${currency}) AS current_minor,
       (SELECT string_agg(pc.category_id, ',' ORDER BY pc.category_id) FROM product_categories pc
         WHERE pc.product_id = p.id) AS category_ids`;

/** The joins `catalogueFactsColumns` reads, after a `variants v`. */
export const CATALOGUE_FACTS_JOINS = `
  JOIN colour_variants cv ON cv.id = v.colour_variant_id
  JOIN products p ON p.id = v.product_id`;

// $1 the variant ids, $2 the currency.
const LINE_FACTS_SQL = `
SELECT v.id AS variant_id, v.product_id, ${catalogueFactsColumns('$2')}
  FROM variants v${CATALOGUE_FACTS_JOINS}
 WHERE v.id = ANY($1::text[])`;

/**
 * The live columns `liveFactsFromRow` reads, for a query over `variants v` and the store the SQL
 * expression names (a column or a parameter). Without a store the store columns are plain NULLs:
 * a NULL parameter folded away at planning made every custom plan look cheaper than the generic
 * one, so PostgreSQL re-planned the statement on every execution (0.54 ms a variant read instead
 * of 0.29).
 */
export const liveFactsColumns = (storeId: string | null): string =>
  storeId === null
    ? 'v.online_stock, NULL::integer AS store_stock, NULL::text AS store_province, NULL::text AS store_country'
    : `v.online_stock,
       (SELECT si.quantity FROM store_inventory si WHERE si.store_id = ${storeId} AND si.variant_id = v.id) AS store_stock,
       (SELECT s.province FROM stores s WHERE s.id = ${storeId}) AS store_province,
       (SELECT s.country_code FROM stores s WHERE s.id = ${storeId}) AS store_country`;

const dateOrNull = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null; // a timestamp read through JSON
};

/** Stock and store from a row with the `liveFactsColumns` (as columns, or as a JSON object). */
export function liveFactsFromRow(row: SqlRow): LiveLineFacts {
  const country = row.store_country;
  return {
    onlineStock: Number(row.online_stock),
    storeStock: numOrNull(row.store_stock),
    storeRegion: country === null || country === undefined ? null : { countryCode: String(country), province: String(row.store_province) },
  };
}

/** A variant's catalogue facts from a row with `variant_id`, `product_id` and the `catalogueFactsColumns`. */
function catalogueFactsFromRow(row: SqlRow): CatalogueLineFacts {
  const categories = row.category_ids;
  return {
    variantId: String(row.variant_id),
    productId: String(row.product_id),
    presale: row.presale === true,
    comingSoonUntil: row.coming_soon === true ? dateOrNull(row.target_publish_date) : null,
    productName: String(row.name),
    slug: String(row.slug),
    productType: String(row.product_type),
    isCustoms: row.is_customs === true,
    colourMasterId: String(row.master_id),
    colourVariantId: String(row.colour_variant_id),
    colourName: String(row.colour_name),
    imageUrl: String(row.image_url),
    upc: String(row.upc),
    sizeLabel: String(row.size_label),
    categoryIds: typeof categories === 'string' && categories !== '' ? categories.split(',') : [],
    listMinor: numOrNull(row.list_minor),
    currentMinor: numOrNull(row.current_minor),
  };
}

/** A variant for sale: the catalogue's facts and the live ones. */
export function variantForSale(catalogue: CatalogueLineFacts, live: LiveLineFacts): VariantForSale {
  const { variantId, productId, presale, comingSoonUntil } = catalogue;
  return Object.assign(lineFacts(catalogue, live), { variantId, productId, presale, comingSoonUntil });
}

/**
 * A line's facts: the catalogue's and the live ones, field by field. Not a spread: on Node 20 a
 * spread of these fields costs far more, on every cart read (docs/performance.md).
 */
export function lineFacts(catalogue: CatalogueLineFacts, live: LiveLineFacts): LineCatalogueFacts {
  return {
    productName: catalogue.productName,
    slug: catalogue.slug,
    productType: catalogue.productType,
    isCustoms: catalogue.isCustoms,
    colourMasterId: catalogue.colourMasterId,
    colourVariantId: catalogue.colourVariantId,
    colourName: catalogue.colourName,
    imageUrl: catalogue.imageUrl,
    upc: catalogue.upc,
    sizeLabel: catalogue.sizeLabel,
    categoryIds: catalogue.categoryIds,
    listMinor: catalogue.listMinor,
    currentMinor: catalogue.currentMinor,
    onlineStock: live.onlineStock,
    storeStock: live.storeStock,
    storeRegion: live.storeRegion,
  };
}

/**
 * Where a read's catalogue facts come from. Without a cache (checkout, which prices from the
 * database) they are read in the same statement as the basket or the variant: the caller selects
 * the `catalogueFactsColumns` when `inRows`, and `factsFor` takes them from its rows. With a
 * cache, the caller selects only live columns and `factsFor` answers from the cache, reading the
 * facts it does not hold in one statement and keeping them.
 */
export class LineFactsReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly cache: LineFactsCache | null,
  ) {}

  /** Whether reads select the catalogue's columns themselves (there is no cache). */
  get inRows(): boolean {
    return this.cache === null;
  }

  /** The catalogue facts of rows of lines or variants (`variant_id`), in `currency`, by variant id. */
  async factsFor(rows: readonly SqlRow[], currency: string): Promise<ReadonlyMap<string, CatalogueLineFacts>> {
    if (this.inRows) return new Map(rows.map((row) => [String(row.variant_id), catalogueFactsFromRow(row)]));
    return this.factsOf(
      rows.map((row) => String(row.variant_id)),
      currency,
    );
  }

  private async factsOf(variantIds: readonly string[], currency: string): Promise<ReadonlyMap<string, CatalogueLineFacts>> {
    const found = new Map<string, CatalogueLineFacts>();
    const missing: string[] = [];
    for (const id of variantIds) {
      const known = this.cache?.get(`${currency}:${id}`);
      if (known === undefined) {
        if (!missing.includes(id)) missing.push(id);
      } else found.set(id, known);
    }
    if (missing.length === 0) return found;
    for (const row of await this.sql.query(LINE_FACTS_SQL, [missing, currency])) {
      const facts = catalogueFactsFromRow(row);
      found.set(facts.variantId, facts);
      this.cache?.set(`${currency}:${facts.variantId}`, facts);
    }
    return found;
  }
}
