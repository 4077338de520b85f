import type {
  CatalogueProductType,
  CategoryRecord,
  ProductCatalogue,
  ProductImageRecord,
  ProductOnlineStock,
  ProductRecord,
  ProductSearchCriteria,
  ProductSearchPage,
  ProductSummaryRecord,
  ProductVariantRecord,
  SearchFacetCount,
  SearchFacetId,
} from '@stride/domain/catalogue';
import type { CurrencyCode } from '@stride/domain/money';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { categoryOf, ratingOf, summaryOf } from './catalogue-rows.js';
import {
  categoriesSql,
  COLOUR_IMAGE,
  prefixTsQuery,
  PRODUCT_BY_ID_OR_MASTER,
  PRODUCT_ONLINE_STOCK,
  PRODUCT_SUMMARIES,
  PRODUCT_VARIANTS,
  SUGGEST_PRODUCTS,
  VARIANT_IDS_OF,
} from './catalogue-sql.js';
import { facetsSql, pageSql, searchSqlParts } from './product-search-sql.js';

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The product catalogue read from the commerce schema (PGlite or PostgreSQL). */
export class PgProductCatalogue implements ProductCatalogue {
  constructor(private readonly sql: SqlClient) {}

  async findProduct(productOrMasterId: string, currency: CurrencyCode): Promise<ProductRecord | null> {
    const [p] = await this.sql.query(PRODUCT_BY_ID_OR_MASTER, [productOrMasterId]);
    if (p === undefined) return null;
    const rows = await this.sql.query(PRODUCT_VARIANTS, [p.id, currency]);
    const colours = new Map<string, ProductRecord['colours'][number]>();
    const variants: ProductVariantRecord[] = [];
    for (const r of rows) {
      const colourId = String(r.colour_id);
      if (!colours.has(colourId)) {
        colours.set(colourId, {
          masterId: String(r.master_id),
          colourId,
          name: String(r.colour_name),
          swatchHex: String(r.swatch_hex),
          imageUrl: String(r.image_url),
        });
      }
      variants.push({
        id: String(r.id),
        upc: String(r.upc),
        colourId,
        sizeId: String(r.size_id),
        sizeLabel: String(r.size_label),
        onlineStock: Number(r.online_stock),
        listMinor: Number(r.list_minor),
        saleMinor: r.sale_minor === null ? null : Number(r.sale_minor),
      });
    }
    return productRecordOf(p, currency, [...colours.values()], variants);
  }

  async onlineStock(productOrMasterId: string): Promise<ProductOnlineStock | null> {
    const [row] = await this.sql.query(PRODUCT_ONLINE_STOCK, [productOrMasterId]);
    if (row === undefined) return null;
    const variants = (row.variants as readonly (readonly [string, number])[]).map(([id, stock]) => ({ id, onlineStock: Number(stock) }));
    return { productId: String(row.product_id), variants };
  }

  async variantIdsOf(productOrMasterId: string): Promise<readonly string[]> {
    const rows = await this.sql.query(VARIANT_IDS_OF, [productOrMasterId]);
    return rows.map((r) => String(r.id));
  }

  async productSummaries(ids: readonly string[], currency: CurrencyCode): Promise<readonly ProductSummaryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.query(PRODUCT_SUMMARIES, [[...ids], currency]);
    const byId = new Map(rows.map((r) => [String(r.id), summaryOf(r)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async searchProducts(criteria: ProductSearchCriteria): Promise<ProductSearchPage> {
    const facetParts = searchSqlParts(criteria);
    const facetRows = await this.sql.query(facetsSql(facetParts, criteria), facetParts.params);
    const pageParts = searchSqlParts(criteria);
    const pageRows = await this.sql.query(pageSql(pageParts, criteria), pageParts.params);
    return { total: totalOf(facetRows), productIds: pageRows.map((r) => String(r.id)), facets: facetsOf(facetRows) };
  }

  async suggestProductIds(terms: readonly string[], limit: number): Promise<readonly string[]> {
    if (terms.length === 0) return [];
    const rows = await this.sql.query(SUGGEST_PRODUCTS, [prefixTsQuery(terms), limit]);
    return rows.map((r) => String(r.id));
  }

  async suggestCategories(terms: readonly string[], limit: number): Promise<readonly CategoryRecord[]> {
    if (terms.length === 0) return [];
    const filter = `to_tsvector('simple', c.name) @@ to_tsquery('simple', $1)`;
    const rows = await this.sql.query(categoriesSql(filter, 'LIMIT $2'), [prefixTsQuery(terms), limit]);
    return rows.map(categoryOf);
  }

  async categories(): Promise<readonly CategoryRecord[]> {
    return (await this.sql.query(categoriesSql())).map(categoryOf);
  }

  async colourImage(productId: string, colourId: string): Promise<ProductImageRecord | null> {
    const [r] = await this.sql.query(COLOUR_IMAGE, [productId, colourId]);
    if (r === undefined) return null;
    return {
      productId: String(r.id),
      name: String(r.name),
      productType: String(r.product_type) as CatalogueProductType,
      primaryCategoryId: String(r.primary_category_id),
      colourName: String(r.colour_name),
      swatchHex: String(r.swatch_hex),
    };
  }
}

function productRecordOf(p: SqlRow, currency: CurrencyCode, colours: ProductRecord['colours'], variants: ProductVariantRecord[]): ProductRecord {
  const publish = p.target_publish_date;
  return {
    id: String(p.id),
    name: String(p.name),
    slug: String(p.slug),
    description: String(p.description),
    productType: String(p.product_type) as CatalogueProductType,
    badge: orNull(p.badge),
    eyebrow: orNull(p.eyebrow),
    customsExternalUrl: orNull(p.customs_external_url),
    presale: p.presale === true,
    comingSoon: p.coming_soon === true,
    targetPublishDate: publish instanceof Date ? publish.toISOString() : orNull(publish),
    notifyMe: p.notify_me === true,
    rating: ratingOf(p),
    currency,
    colours,
    variants,
  };
}

function totalOf(rows: readonly SqlRow[]): number {
  return Number(rows.find((r) => r.facet === 'total')?.n ?? 0);
}

function facetsOf(rows: readonly SqlRow[]): Record<SearchFacetId, SearchFacetCount[]> {
  const facet = (id: SearchFacetId, byLabel = false): SearchFacetCount[] =>
    rows
      .filter((r) => r.facet === id && Number(r.n) > 0)
      .sort((a, b) =>
        byLabel ? String(a.label).localeCompare(String(b.label)) : Number(a.ord) - Number(b.ord) || String(a.value).localeCompare(String(b.value)),
      )
      .map((r) => ({ value: String(r.value), label: String(r.label), count: Number(r.n) }));
  return { category: facet('category'), size: facet('size'), color: facet('color', true), price: facet('price') };
}
