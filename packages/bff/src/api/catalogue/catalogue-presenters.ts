import type { CollectionPoint, FoundStore, StoreAvailability } from '@stride/application/commerce';
import type { ProductDetailsAnswer, ProductTile } from '@stride/application/storefront';
import type { CatalogueMarket, ProductDetails, ProductPrice, ProductSummaryRecord, StoreRecord } from '@stride/domain/catalogue';
import { moneyOf, toMajorUnits } from '@stride/domain/money';
import { priceHistoryFacts, productColourPageUrl, productPageUrl, wireProductType } from '@stride/domain/catalogue';

// Presenters: minor units become decimal major units here, at the edge, and nowhere else.

type WirePrice = ProductDetailsAnswer['price'];

/** A price in minor units as the wire's major units of `currency`. */
export function wirePrice(price: ProductPrice, currency: string): WirePrice {
  const major = (minor: number | undefined) => (minor === undefined ? undefined : toMajorUnits(moneyOf(minor, currency)));
  const out: Record<string, number | string | undefined> = {
    current: major(price.current),
    original: major(price.original),
    lowOriginal: major(price.lowOriginal),
    highOriginal: major(price.highOriginal),
    lowCurrent: major(price.lowCurrent),
    highCurrent: major(price.highCurrent),
    percentagePriceDiscount: price.percentagePriceDiscount,
    historicBestPrice: major(price.historicBestPrice),
    previousBestSalesPrice: major(price.previousBestSalesPrice),
    salesPriceActiveDate: price.salesPriceActiveDate,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as WirePrice;
}

/** The details answer: the assembled product with every price in major units. */
export function presentProductDetails(p: ProductDetails): ProductDetailsAnswer {
  return {
    ...p,
    productType: p.productType ?? '',
    price: wirePrice(p.price, p.currency),
    attributes: p.attributes.map((a) => ({
      ...a,
      options: a.options.map((o) => (o.price === undefined ? o : { ...o, price: wirePrice(o.price, p.currency) })),
    })),
    variants: p.variants.map((v) => ({ ...v, price: wirePrice(v.price, p.currency), stockStatusLabel: v.stockStatusLabel ?? '' })),
    details: p.details ?? {},
    rating: p.rating ?? { score: 0, reviewsCount: 0 },
    images: [...p.images],
  };
}

/**
 * A search or suggestion tile; in `colourId`'s colour when a colour refinement matched it (that colour's image,
 * price, stock and product page), else in the product's first colour with the whole product's price range and stock.
 * With `now`, the price also has its sale's date and reference prices, from the cheapest variant's history.
 */
export function presentTile(t: ProductSummaryRecord, market: CatalogueMarket, colourId?: string, now?: Date): ProductTile {
  const matched = colourId === undefined ? undefined : t.colours.find((c) => c.colourId === colourId);
  const shown = matched ?? t.colours[0];
  const priced = matched !== undefined && matched.price !== null ? { price: matched.price, priceHistory: matched.priceHistory } : t;
  const facts = now === undefined || priced.priceHistory === undefined ? {} : priceHistoryFacts(priced.priceHistory, now);
  return {
    id: t.id,
    name: t.name,
    url: matched === undefined ? productPageUrl(market, t.slug, t.id) : productColourPageUrl(market, t.slug, t.id, matched.colourId),
    price: wirePrice({ ...priced.price, ...facts }, market.currency),
    currency: market.currency,
    productType: wireProductType(t.productType),
    presale: t.presale,
    comingSoon: t.comingSoon,
    inStock: matched?.inStock ?? t.inStock,
    rating: t.rating,
    ...(t.badge === null ? {} : { badge: t.badge }),
    ...(t.eyebrow === null ? {} : { eyebrow: t.eyebrow }),
    ...(shown === undefined ? {} : { image: shown.imageUrl }),
    swatches: t.colours.map((c) => ({ id: c.colourId, label: c.name, value: c.masterId, swatch: { colour: c.swatchHex, image: c.imageUrl } })),
    ...(matched === undefined ? {} : { matchedColor: { id: matched.colourId, label: matched.name } }),
  };
}

/** A store as the store calls answer it. */
export function presentStore(s: StoreRecord) {
  return {
    storeId: s.id,
    name: s.name,
    address: { addressLine1: s.addressLine1, city: s.city, province: s.province, postalCode: s.postalCode, countryCode: s.countryCode },
    phone: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
    timeZone: s.timeZone,
    openingHours: s.openingHours,
    offersPickup: s.offersPickup,
    offersSameDay: s.offersSameDay,
    offersShipToStore: s.offersShipToStore,
  };
}

/** A store found by a search, distance rounded to 0.1 km. */
export function presentFoundStore(f: FoundStore) {
  return {
    ...presentStore(f.store),
    distanceKm: Math.round(f.distanceKm * 10) / 10,
    ...(f.inventory === undefined ? {} : { inventory: { ...f.inventory, variants: { ...f.inventory.variants } } }),
  };
}

/** A collection point as `POST /stores/v1/collectionPoints` answers it, distance rounded to 0.1 km. */
export function presentCollectionPoint(c: CollectionPoint) {
  const distanceKm = Math.round(c.distanceKm * 10) / 10;
  if (c.type === 'store') {
    const { storeId, name, address, latitude, longitude, openingHours } = presentStore(c.store);
    return { id: storeId, type: c.type, shippingMethodCode: 'pickup' as const, name, address, latitude, longitude, openingHours, distanceKm };
  }
  const p = c.point;
  return {
    id: p.id,
    type: c.type,
    shippingMethodCode: 'pudo' as const,
    name: p.name,
    carrier: p.carrier,
    address: { addressLine1: p.addressLine1, city: p.city, province: p.province, postalCode: p.postalCode, countryCode: p.countryCode },
    latitude: p.latitude,
    longitude: p.longitude,
    openingHours: p.openingHours,
    distanceKm,
  };
}

/** One store's entry of the availability answer. */
export function presentAvailability(a: StoreAvailability) {
  return { storeId: a.storeId, quantity: a.quantity, stockStatus: a.stockStatus, variants: { ...a.variants } };
}
