import { quickShopInventory } from '@stride/domain/catalogue';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import type { ProductInventoryAnswer } from './product-selection.js';

/** The brand every Stride product carries in structured data. */
export const PRODUCT_BRAND = 'Stride';

const SCHEMA = 'https://schema.org/';

function availability(product: ProductDetailsAnswer, inventory: ProductInventoryAnswer | null, variantId: string | null): string {
  if (product.comingSoon) return `${SCHEMA}PreOrder`;
  const stock = quickShopInventory(product, inventory);
  const inStock = variantId !== null ? stock[variantId]?.stockStatus === 'InStock' : Object.values(stock).some((s) => s.stockStatus === 'InStock');
  if (!inStock) return `${SCHEMA}OutOfStock`;
  return product.presale ? `${SCHEMA}PreSale` : `${SCHEMA}InStock`;
}

export interface ProductJsonLdInput {
  readonly product: ProductDetailsAnswer;
  readonly inventory: ProductInventoryAnswer | null;
  /** The public origin, for absolute URLs. */
  readonly origin: string;
  /** The variant on screen (its SKU, GTIN, price and stock), or null for the product as a whole. */
  readonly variantId?: string | null;
  /** Image paths of the colour on screen (the first product image when empty). */
  readonly images?: readonly string[];
}

/**
 * schema.org Product for a product page: name, SKU, GTIN, brand Stride, images, rating, and an
 * offer (one price, or an AggregateOffer over a price range) with currency and availability.
 * @example productJsonLd({ product, inventory, origin: 'https://stride.example' }).offers.priceCurrency // 'USD'
 */
export function productJsonLd({
  product,
  inventory,
  origin,
  variantId = null,
  images = [],
}: ProductJsonLdInput): Record<string, unknown> & { offers: Record<string, unknown> } {
  const variant = variantId === null ? undefined : product.variants.find((v) => v.id === variantId);
  const price = variant?.price ?? product.price;
  const low = price.lowCurrent ?? price.current;
  const high = price.highCurrent ?? price.current;
  const url = new URL(product.url, origin).toString();
  const shown = images.length > 0 ? images : product.images.slice(0, 1).map((image) => image.url);
  const description = typeof product.details.description === 'string' ? product.details.description : undefined;
  const base = { priceCurrency: product.currency, availability: availability(product, inventory, variant?.id ?? null), url };
  const offers =
    low === high
      ? { '@type': 'Offer', price: low.toFixed(2), ...base }
      : { '@type': 'AggregateOffer', lowPrice: low.toFixed(2), highPrice: high.toFixed(2), offerCount: product.variants.length, ...base };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: variant?.id ?? product.id,
    productID: product.id,
    ...((variant?.upc ?? product.upc) !== undefined ? { gtin12: variant?.upc ?? product.upc } : {}),
    ...(description !== undefined ? { description } : {}),
    image: shown.map((path) => new URL(path, origin).toString()),
    brand: { '@type': 'Brand', name: PRODUCT_BRAND },
    url,
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.score, reviewCount: product.rating.reviewsCount } }
      : {}),
    offers,
  };
}
