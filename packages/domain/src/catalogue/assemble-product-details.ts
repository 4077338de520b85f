import type { CatalogueMarket } from './catalogue-market.js';
import type { CatalogueProductType, ProductColourRecord, ProductRecord, ProductVariantRecord } from './catalogue-records.js';
import { priceHistoryFacts } from './price-history.js';
import { priceDiscountPercentage, productPriceRange } from './price-range.js';
import type { ProductImageView } from './product-image-views.js';
import { productPageUrl } from './product-url.js';
import { PRODUCT_TYPE_DIGITAL, type CatalogueProduct, type ProductAttribute, type ProductPrice } from './product.schema.js';
import { isComingSoonProduct } from './quick-shop-footer.js';
import { COLOUR_ATTRIBUTE_TYPE } from './quick-shop-selection.js';
import { stockStatusForQuantity } from './quick-shop-stock.js';

/** Attribute type of sizes (colour is COLOUR_ATTRIBUTE_TYPE). */
export const SIZE_ATTRIBUTE_TYPE = 'size';

/** Labels a variant's stock status shows. */
export const STOCK_STATUS_LABELS = { InStock: 'In stock', OutOfStock: 'Out of stock' } as const;

/** One image of a product colour, in one of the views its type shows. */
export interface ProductImage {
  readonly colourId: string;
  readonly view: ProductImageView;
  readonly url: string;
  /** English; the pages write their own alt text per view in the shopper's language. */
  readonly alt: string;
}

/** A product as the details call answers it (minor units), with images and the purchase flags. */
export type ProductDetails = CatalogueProduct & {
  readonly images: readonly ProductImage[];
  /** Coming-soon products are shown, with purchase hidden. */
  readonly comingSoon: boolean;
  /** False when coming soon or when no variant is in stock. */
  readonly purchasable: boolean;
};

/** The wire productType: `digital` for the gift card (the spec's special value), else the line lower-case. */
export function wireProductType(type: CatalogueProductType): string {
  return type === 'DIGITAL' ? PRODUCT_TYPE_DIGITAL : type.toLowerCase();
}

type PricedVariant = Pick<ProductVariantRecord, 'listMinor' | 'saleMinor' | 'priceHistory'>;

/** A variant's price; with `now` and its recorded history, also when its sale began and its reference prices. */
function variantPrice(v: PricedVariant, now?: Date): ProductPrice {
  const current = v.saleMinor ?? v.listMinor;
  const price = { current, original: v.listMinor, percentagePriceDiscount: priceDiscountPercentage(v.listMinor, current) };
  return now === undefined || v.priceHistory === undefined ? price : { ...price, ...priceHistoryFacts(v.priceHistory, now) };
}

/** A price over several variants: the range, and current/original of the cheapest one. */
export function rangePrice(variants: readonly PricedVariant[], now?: Date): ProductPrice {
  const priced = variants.map((v) => ({ price: variantPrice(v, now) }));
  const range = productPriceRange(priced);
  if (range === null) return { current: 0, original: 0, percentagePriceDiscount: 0 };
  const cheapest = priced.reduce((a, b) => (b.price.current < a.price.current ? b : a)).price;
  return { ...range, ...cheapest };
}

function colourAttribute(colours: readonly ProductColourRecord[], variants: readonly ProductVariantRecord[], now?: Date): ProductAttribute {
  return {
    type: COLOUR_ATTRIBUTE_TYPE,
    label: 'Colour',
    options: colours.map((c) => {
      const own = variants.filter((v) => v.colourId === c.colourId);
      return {
        id: c.colourId,
        label: c.name,
        value: c.masterId,
        available: own.some((v) => v.onlineStock > 0),
        price: rangePrice(own, now),
        swatch: { colour: c.swatchHex, image: c.imageUrl },
      };
    }),
  };
}

function sizeAttribute(variants: readonly ProductVariantRecord[]): ProductAttribute {
  const seen = new Map<string, { label: string; available: boolean }>();
  for (const v of variants) {
    const entry = seen.get(v.sizeId) ?? { label: v.sizeLabel, available: false };
    seen.set(v.sizeId, { ...entry, available: entry.available || v.onlineStock > 0 });
  }
  const options = [...seen].map(([id, s]) => ({ id, label: s.label, value: s.label, available: s.available }));
  return { type: SIZE_ATTRIBUTE_TYPE, label: 'Size', options };
}

/**
 * The spec's Product (account section 3) from a stored product: price range, colour and size
 * attributes, variants with stock labels, images, and the purchase flags. With `now`, every price whose
 * history the record carries also has its sale's date and reference prices (`priceHistoryFacts`); a range's are
 * those of its cheapest variant, like its current and original.
 */
export function assembleProductDetails(record: ProductRecord, market: CatalogueMarket, now?: Date): ProductDetails {
  const { variants } = record;
  const allVariantsOutOfStock = variants.every((v) => v.onlineStock <= 0);
  const comingSoon = record.comingSoon || isComingSoonProduct({ badge: record.badge ?? undefined, eyebrow: record.eyebrow ?? undefined });
  return {
    id: record.id,
    name: record.name,
    url: productPageUrl(market, record.slug, record.id),
    ...(variants[0] === undefined ? {} : { upc: variants[0].upc }),
    price: rangePrice(variants, now),
    currency: record.currency,
    ...(record.badge === null ? {} : { badge: record.badge }),
    ...(record.eyebrow === null ? {} : { eyebrow: record.eyebrow }),
    ...(record.targetPublishDate === null ? {} : { targetPublishDate: record.targetPublishDate }),
    productType: wireProductType(record.productType),
    presale: record.presale,
    isRobisOnly: false,
    notifyMe: record.notifyMe,
    attributes: [colourAttribute(record.colours, variants, now), sizeAttribute(variants)],
    variants: variants.map((v) => ({
      id: v.id,
      upc: v.upc,
      attributes: { [COLOUR_ATTRIBUTE_TYPE]: v.colourId, [SIZE_ATTRIBUTE_TYPE]: v.sizeId },
      price: variantPrice(v, now),
      stockStatusLabel: STOCK_STATUS_LABELS[stockStatusForQuantity(v.onlineStock)],
    })),
    details: { description: record.description },
    ...(record.customsExternalUrl === null ? {} : { customsExternalUrl: record.customsExternalUrl }),
    allVariantsOutOfStock,
    rating: record.rating,
    images: record.colours.flatMap((c) =>
      c.views.map(({ view, url }) => ({ colourId: c.colourId, view, url, alt: `${record.name}, ${c.name}, ${view} view` })),
    ),
    comingSoon,
    purchasable: !comingSoon && !allVariantsOutOfStock,
  };
}
