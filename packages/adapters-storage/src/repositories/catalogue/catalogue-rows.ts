import type {
  CatalogueProductType,
  CategoryRecord,
  PriceChange,
  ProductPrice,
  ProductSummaryColourRecord,
  ProductSummaryRecord,
  StoreRecord,
} from '@stride/domain/catalogue';
import { priceDiscountPercentage } from '@stride/domain/catalogue';
import type { SqlRow } from '../../sql/sql-client.port.js';

// Row readers: the only place that knows the column names of the catalogue tables.

const text = (row: SqlRow, key: string): string => String(row[key]);
const nullableText = (row: SqlRow, key: string): string | null => (row[key] === null || row[key] === undefined ? null : String(row[key]));
const int = (row: SqlRow, key: string): number => Number(row[key] ?? 0);

/** Rating columns: numeric(2,1) comes back as text. */
export function ratingOf(row: SqlRow): { score: number; reviewsCount: number } {
  return { score: row.rating_score === null ? 0 : Number(row.rating_score), reviewsCount: int(row, 'reviews_count') };
}

/** The recorded price changes of the variants asked, by variant id (a row of PRICE_HISTORIES each). */
export type PriceHistories = ReadonlyMap<string, readonly PriceChange[]>;

/** A variant's changes as PRICE_HISTORIES (and PRODUCT_VARIANTS) spell them: [ISO instant, current, on sale]. */
export function priceChangesOf(value: unknown): PriceChange[] {
  return (Array.isArray(value) ? (value as (readonly [string, number, boolean])[]) : []).map(([at, currentMinor, onSale]) => ({
    at,
    currentMinor: Number(currentMinor),
    onSale,
  }));
}

const historyOf = (histories: PriceHistories, variantId: unknown) =>
  typeof variantId === 'string' && histories.has(variantId) ? { priceHistory: histories.get(variantId) ?? [] } : {};

/** A colour as the json_build_object of the summary query spells it, with its price (null when none is priced). */
export function colourOf(value: unknown, histories: PriceHistories = new Map()): ProductSummaryColourRecord {
  const c = value as Record<string, unknown>;
  return {
    ...historyOf(histories, c.cheapest_variant),
    masterId: String(c.masterId),
    colourId: String(c.colourId),
    name: String(c.name),
    swatchHex: String(c.swatchHex),
    imageUrl: String(c.imageUrl),
    price: c.low_current === null || c.low_current === undefined ? null : priceOf(c),
    inStock: c.in_stock === true,
  };
}

/** The price of a row (or a colour's json) with the aggregate columns: the range, and the cheapest variant's pair. */
function priceOf(row: SqlRow): ProductPrice {
  const current = int(row, 'low_current');
  const original = int(row, 'cheapest_original');
  return {
    lowOriginal: int(row, 'low_original'),
    highOriginal: int(row, 'high_original'),
    lowCurrent: current,
    highCurrent: int(row, 'high_current'),
    current,
    original,
    percentagePriceDiscount: priceDiscountPercentage(original, current),
  };
}

/** A product tile row (products joined with its price aggregate and colours), with its cheapest variants' price histories. */
export function summaryOf(row: SqlRow, histories: PriceHistories = new Map()): ProductSummaryRecord {
  return {
    ...historyOf(histories, row.cheapest_variant),
    id: text(row, 'id'),
    name: text(row, 'name'),
    slug: text(row, 'slug'),
    productType: text(row, 'product_type') as CatalogueProductType,
    badge: nullableText(row, 'badge'),
    eyebrow: nullableText(row, 'eyebrow'),
    presale: row.presale === true,
    comingSoon: row.coming_soon === true,
    rating: ratingOf(row),
    colours: (Array.isArray(row.colours) ? row.colours : []).map((c: unknown) => colourOf(c, histories)),
    price: priceOf(row),
    inStock: row.in_stock === true,
  };
}

/** A category row with its product count. */
export function categoryOf(row: SqlRow): CategoryRecord {
  return {
    id: text(row, 'id'),
    parentId: nullableText(row, 'parent_id'),
    name: text(row, 'name'),
    slug: text(row, 'slug'),
    position: int(row, 'position'),
    productCount: int(row, 'product_count'),
  };
}

/** A store row. */
export function storeOf(row: SqlRow): StoreRecord {
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    addressLine1: text(row, 'address_line1'),
    city: text(row, 'city'),
    province: text(row, 'province'),
    postalCode: text(row, 'postal_code'),
    countryCode: text(row, 'country_code'),
    phone: text(row, 'phone'),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: text(row, 'time_zone'),
    openingHours: text(row, 'opening_hours'),
    offersPickup: row.offers_pickup === true,
    offersSameDay: row.offers_same_day === true,
    offersShipToStore: row.offers_ship_to_store === true,
  };
}
