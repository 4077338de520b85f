export { splitLocalePath, withLocalePrefix, type LocaleSplitPath } from './locale-path.js';
export {
  buildPdpPath,
  buildPlpPath,
  CATEGORY_ID_MAX_LENGTH,
  CATEGORY_ID_MIN_LENGTH,
  parsePdpPath,
  parsePlpPath,
  PRODUCT_ID_MAX_LENGTH,
  PRODUCT_ID_MIN_LENGTH,
  type CatalogueUrlError,
  type PdpPath,
  type PlpPath,
} from './catalogue-url.js';
export { categoryIdFromPathSuffix, productIdFromPathSuffix } from './path-id.js';
export { COLOUR_ID_LENGTH, COLOUR_VARIANT_ID_LENGTH, colourIdFromMasterId, isColourVariantId } from './colour-variant.js';
export { PAGE_TYPES, pageTypeFromPath, type PageType } from './page-type.js';
export { CATALOGUE_ENVIRONMENTS, catalogueEnvironmentFromPath, type CatalogueEnvironment } from './catalogue-environment.js';
export { PRODUCT_ID_KEY_DEFAULT, PRODUCT_ID_KEY_STYLE, productIdKey, type ProductIdKey } from './product-id-key.js';
export {
  catalogueProductSchema,
  PRODUCT_TYPE_DIGITAL,
  productAttributeOptionSchema,
  productAttributeSchema,
  productInventorySchema,
  productPriceSchema,
  productRatingSchema,
  productVariantSchema,
  STOCK_STATUSES,
  stockStatusSchema,
  type CatalogueProduct,
  type ProductAttribute,
  type ProductAttributeOption,
  type ProductInventory,
  type ProductPrice,
  type ProductRating,
  type ProductVariant,
  type StockStatus,
} from './product.schema.js';
export {
  chooseQuickShopOption,
  COLOUR_ATTRIBUTE_TYPE,
  resolveQuickShopVariant,
  type QuickShopSelection,
  type QuickShopSelectionError,
} from './quick-shop-selection.js';
export { quickShopInventory, quickShopVariantStock, stockStatusForQuantity, type VariantStock } from './quick-shop-stock.js';
export {
  isComingSoonProduct,
  purchaseRequiresSignIn,
  quickShopFooterAction,
  type QuickShopFooterAction,
  type QuickShopFooterInput,
  type QuickShopOpenedFor,
} from './quick-shop-footer.js';
export { QUICK_SHOP_MAX_ADD_QTY, quickShopAddLine, type QuickShopAddLine } from './quick-shop-add.js';
export { priceDiscountPercentage, productPriceRange, type ProductPriceRange } from './price-range.js';
export {
  CATALOGUE_MARKETS,
  catalogueMarketFor,
  DEFAULT_CATALOGUE_MARKET,
  marketForCurrency,
  siteCurrencyFor,
  type CatalogueMarket,
  type DistanceUnit,
  type MarketRegion,
} from './catalogue-market.js';
export { EARTH_RADIUS_KM, haversineDistanceKm, type GeoPoint } from './haversine-distance.js';
export {
  locatePostalCode,
  normalisePostalCode,
  postalCodeCountry,
  type KnownPostalPlace,
  type PostalCodeCountry,
  type PostalCodeLocation,
} from './postal-code-location.js';
export {
  AUTO_SUGGEST_MAX_CATEGORIES,
  AUTO_SUGGEST_MAX_PRODUCTS,
  AVAILABILITY_MAX_STORE_IDS,
  PRICE_BANDS,
  priceBandRange,
  SEARCH_DEFAULT_COUNT,
  SEARCH_DEFAULT_START,
  SEARCH_FACET_IDS,
  SEARCH_MAX_COUNT,
  SEARCH_SORTS,
  searchTerms,
  type PriceRangeMinor,
  type ProductSearchCriteria,
  type SearchFacetId,
  type SearchSort,
} from './product-search.js';
export type * from './catalogue-records.js';
export type * from './ports/index.js';
export { categoryPageUrl, productPageUrl } from './product-url.js';
export {
  assembleProductDetails,
  rangePrice,
  SIZE_ATTRIBUTE_TYPE,
  STOCK_STATUS_LABELS,
  wireProductType,
  type ProductDetails,
  type ProductImage,
} from './assemble-product-details.js';
export { buildCategoryTree, type CategoryNode } from './category-tree.js';
export { nearestStores, STORE_SEARCH_DEFAULT_LIMIT, STORE_SEARCH_MAX_LIMIT, type StoreAtDistance } from './nearest-stores.js';
export { productInventory } from './product-inventory.js';
export { formatDistance, KM_PER_MILE } from './format-distance.js';
