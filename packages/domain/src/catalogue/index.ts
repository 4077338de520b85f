export { splitLocalePath, withLocalePrefix } from './locale-path.js';
export { buildPdpPath, parsePdpPath, parsePlpPath } from './catalogue-url.js';
export { categoryIdFromPathSuffix, productIdFromPathSuffix } from './path-id.js';
export { colourIdFromMasterId, isColourVariantId } from './colour-variant.js';
export type { ProductInventory, ProductPrice, StockStatus } from './product.schema.js';
export { chooseQuickShopOption, COLOUR_ATTRIBUTE_TYPE, resolveQuickShopVariant, type QuickShopSelection } from './quick-shop-selection.js';
export { quickShopInventory, quickShopVariantStock, stockStatusForQuantity, type VariantStock } from './quick-shop-stock.js';
export { quickShopFooterAction, type QuickShopFooterAction, type QuickShopOpenedFor } from './quick-shop-footer.js';
export { quickShopAddLine } from './quick-shop-add.js';
export { priceDiscountPercentage } from './price-range.js';
export { CATALOGUE_MARKETS, catalogueMarketFor, DEFAULT_CATALOGUE_MARKET, type CatalogueMarket } from './catalogue-market.js';
export type { GeoPoint } from './haversine-distance.js';
export { locatePostalCode, postalCodeCountry } from './postal-code-location.js';
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
export type {
  CatalogueProductType,
  ProductColourRecord,
  ProductColourViewRecord,
  ProductDetailsColourRecord,
  ProductVariantRecord,
  ProductRecord,
  ProductSummaryRecord,
  ProductSummaryColourRecord,
  CategoryRecord,
  SearchFacetCount,
  ProductSearchPage,
  StoreRecord,
  StoreStockRecord,
  StoreEmployeeRecord,
  ProductImageRecord,
} from './catalogue-records.js';
export type {
  CatalogueGlossary,
  CatalogueGlossaryReader,
  CollectionPointDirectory,
  CollectionPointRecord,
  ProductCatalogue,
  ProductOnlineStock,
  ProductSearchHits,
  ProductSearchIndex,
  ProductSetDirectory,
  SearchSuggestions,
  StoreDirectory,
  PriceBook,
  VariantPriceRecord,
} from './ports/index.js';
export { PRODUCT_SETS_PER_PRODUCT, type ProductSetRecord } from './product-sets.js';
export {
  AUTO_SUGGEST_MAX_QUERIES,
  DID_YOU_MEAN_BELOW,
  POPULAR_SEARCHES_MAX,
  SEARCH_LANGUAGES,
  searchLanguageOf,
  type SearchLanguage,
} from './search-language.js';
export { interpretSearchTerms, searchPhrasesOf, type SearchInterpretation, type SearchWordFacts } from './interpret-search-terms.js';
export { categoryPageUrl, productPageUrl } from './product-url.js';
export { matchedTileColour, productColourPageUrl } from './tile-colour.js';
export { assembleProductDetails, wireProductType, type ProductDetails, type ProductImage } from './assemble-product-details.js';
export { isProductImageView, PRODUCT_IMAGE_VIEWS, productImageViews, type ProductImageView } from './product-image-views.js';
export { PRICE_REFERENCE_DAYS, priceHistoryFacts, type PriceChange, type PriceHistoryFacts } from './price-history.js';
export { buildCategoryTree, type CategoryNode } from './category-tree.js';
export { nearestStores, STORE_SEARCH_DEFAULT_LIMIT, STORE_SEARCH_MAX_LIMIT } from './nearest-stores.js';
export { productInventory } from './product-inventory.js';
export { marketForCurrency, siteCurrencyFor, sitePagePath } from './catalogue-market.js';
export { formatDistance } from './format-distance.js';
export { formatOpeningHours, parseOpeningHours, type OpeningLine, type OpeningSpan } from './opening-hours.js';
export { glossaryText, localiseProductRecord, localiseProductSummary } from './localise-catalogue-records.js';
export { localiseSizeLabel } from './localise-size-label.js';
export { isSoldOnSite } from './sold-on-site.js';
export { searchMatches, type IndexedCategory, type IndexedProduct, type IndexedVariant, type TextMatch } from './search-facets.js';
