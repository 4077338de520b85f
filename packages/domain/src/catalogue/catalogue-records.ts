import type { CurrencyCode } from '../money/index.js';
import type { GeoPoint } from './haversine-distance.js';
import type { PriceChange } from './price-history.js';
import type { ProductImageView } from './product-image-view.js';
import type { ProductPrice, ProductRating } from './product.schema.js';
import type { SearchFacetId } from './product-search.js';

/** How the catalogue stores a product's line. */
export type CatalogueProductType = 'FOOTWEAR' | 'APPAREL' | 'GEAR' | 'DIGITAL';

/** One colour of a product as stored: its master id, 3-character colour id, name and swatch. */
export interface ProductColourRecord {
  readonly masterId: string;
  readonly colourId: string;
  readonly name: string;
  readonly swatchHex: string;
  readonly imageUrl: string;
}

/** One view of a colour's images and where it is served. */
export interface ProductColourViewRecord {
  readonly view: ProductImageView;
  readonly url: string;
}

/** A colour of a product page: the colour, and its images in the views its product type shows (`productImageViews`). */
export interface ProductDetailsColourRecord extends ProductColourRecord {
  readonly views: readonly ProductColourViewRecord[];
}

/** One sellable variant (SKU) with its online stock and its prices in one currency (minor units). */
export interface ProductVariantRecord {
  readonly id: string;
  readonly upc: string;
  readonly colourId: string;
  /** The size part of the variant id (what follows the colour master id), e.g. `095`. */
  readonly sizeId: string;
  readonly sizeLabel: string;
  readonly onlineStock: number;
  readonly listMinor: number;
  readonly saleMinor: number | null;
  /** The recorded changes of this price (`price_history`), when the reader loaded them. */
  readonly priceHistory?: readonly PriceChange[];
}

/** A product with everything its detail page needs, prices in the asked currency. */
export interface ProductRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly productType: CatalogueProductType;
  readonly badge: string | null;
  readonly eyebrow: string | null;
  readonly customsExternalUrl: string | null;
  readonly presale: boolean;
  readonly comingSoon: boolean;
  /** ISO 8601 instant, or null. */
  readonly targetPublishDate: string | null;
  readonly notifyMe: boolean;
  readonly rating: ProductRating;
  readonly currency: CurrencyCode;
  /** In display order. */
  readonly colours: readonly ProductDetailsColourRecord[];
  /** Colour by colour in display order, sizes in size order. */
  readonly variants: readonly ProductVariantRecord[];
}

/** A colour as a tile offers it: the colour, the price of its variants (null when none is priced in the currency), its stock. */
export interface ProductSummaryColourRecord extends ProductColourRecord {
  /** The range over the colour's variants; current and original are those of its cheapest variant. */
  readonly price: ProductPrice | null;
  /** The recorded changes of the cheapest variant's price, when the reader loaded them. */
  readonly priceHistory?: readonly PriceChange[];
  /** Some variant of the colour has online stock. */
  readonly inStock: boolean;
}

/** What a search tile shows of a product; prices in minor units of the asked currency. */
export interface ProductSummaryRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly productType: CatalogueProductType;
  readonly badge: string | null;
  readonly eyebrow: string | null;
  readonly presale: boolean;
  readonly comingSoon: boolean;
  readonly rating: ProductRating;
  /** In display order. */
  readonly colours: readonly ProductSummaryColourRecord[];
  /** The range over variants; current and original are those of the cheapest variant. */
  readonly price: ProductPrice;
  /** The recorded changes of the cheapest variant's price, when the reader loaded them. */
  readonly priceHistory?: readonly PriceChange[];
  readonly inStock: boolean;
}

/** A category with the number of products listed in it or below it. */
export interface CategoryRecord {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  readonly slug: string;
  readonly position: number;
  readonly productCount: number;
}

/** One value of a facet with the number of matching products. */
export interface SearchFacetCount {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** One page of search results as ids in order, the total, and the facets. */
export interface ProductSearchPage {
  readonly total: number;
  readonly productIds: readonly string[];
  readonly facets: Readonly<Record<SearchFacetId, readonly SearchFacetCount[]>>;
  /**
   * When a colour refined the search (picked, or read from the words): by product id, the names of the product's
   * colours with a variant matching every refinement. Empty without a colour refinement.
   */
  readonly matchedColours: Readonly<Record<string, readonly string[]>>;
}

/** A store as stored. */
export interface StoreRecord extends GeoPoint {
  readonly id: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly timeZone: string;
  readonly openingHours: string;
  readonly offersPickup: boolean;
  readonly offersSameDay: boolean;
  readonly offersShipToStore: boolean;
}

/** A store associate of one store, as the in-store session's employee picker lists them. */
export interface StoreEmployeeRecord {
  readonly storeEmployeeId: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Units of one variant in one store. */
export interface StoreStockRecord {
  readonly storeId: string;
  readonly variantId: string;
  readonly quantity: number;
}

/** What the generated image of one colour of a product is drawn from. */
export interface ProductImageRecord {
  readonly productId: string;
  readonly name: string;
  readonly productType: CatalogueProductType;
  readonly primaryCategoryId: string;
  readonly colourName: string;
  readonly swatchHex: string;
}
