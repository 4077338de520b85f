import type {
  CatalogueProductType,
  CategoryRecord,
  ProductCatalogue,
  ProductImageRecord,
  ProductOnlineStock,
  ProductRecord,
  ProductSummaryRecord,
  ProductVariantRecord,
} from '@stride/domain/catalogue';
import { productImageViews } from '@stride/domain/catalogue';
import type { CurrencyCode } from '@stride/domain/money';
import type { SqlClient, SqlRow } from '../../sql/sql-client.port.js';
import { productViewImageUrl } from '../../demo/product-image-url.js';
import { categoryOf, priceChangesOf, ratingOf, summaryOf } from './catalogue-rows.js';
import {
  categoriesSql,
  COLOUR_IMAGE,
  PRODUCT_BY_ID_OR_MASTER,
  PRODUCT_ONLINE_STOCK,
  PRODUCT_SUMMARIES,
  PRICE_HISTORIES,
  PRODUCT_VARIANTS,
  VARIANT_IDS_OF,
} from './catalogue-sql.js';

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The product catalogue read from the commerce schema (PGlite or PostgreSQL). */
export class PgProductCatalogue implements ProductCatalogue {
  constructor(private readonly sql: SqlClient) {}

  async findProduct(productOrMasterId: string, currency: CurrencyCode): Promise<ProductRecord | null> {
    const [p] = await this.sql.query(PRODUCT_BY_ID_OR_MASTER, [productOrMasterId]);
    if (p === undefined) return null;
    const rows = await this.sql.query(PRODUCT_VARIANTS, [p.id, currency]);
    const colours = new Map<string, ProductRecord['colours'][number]>();
    const views = productImageViews(String(p.product_type) as CatalogueProductType);
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
          views: views.map((view) => ({ view, url: productViewImageUrl(String(p.id), colourId, view) })),
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
        priceHistory: priceChangesOf(r.price_history),
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
    // The price histories of the variants the tiles are priced at (each product's and each colour's cheapest), in one read.
    const cheapest = new Set<string>();
    for (const r of rows) {
      if (typeof r.cheapest_variant === 'string') cheapest.add(r.cheapest_variant);
      for (const c of Array.isArray(r.colours) ? (r.colours as { cheapest_variant?: unknown }[]) : []) {
        if (typeof c.cheapest_variant === 'string') cheapest.add(c.cheapest_variant);
      }
    }
    const histories = new Map(
      (cheapest.size === 0 ? [] : await this.sql.query(PRICE_HISTORIES, [[...cheapest], currency])).map((h) => [
        String(h.variant_id),
        priceChangesOf(h.changes),
      ]),
    );
    const byId = new Map(rows.map((r) => [String(r.id), summaryOf(r, histories)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
