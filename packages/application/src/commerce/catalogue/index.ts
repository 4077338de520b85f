// Server-side use cases of the catalogue slice.
export { productNotFound } from './catalogue-errors.js';
export { findProductImage } from './find-product-image.js';
export { getCategoryTree } from './get-category-tree.js';
export { getProductDetails } from './get-product-details.js';
export { getProductInventory } from './get-product-inventory.js';
export { getStoreAvailability, type StoreAvailability } from './get-store-availability.js';
export { listStoreEmployees, type StoreEmployee } from './list-store-employees.js';
export { searchProducts, type ProductSearchResult } from './search-products.js';
export { searchStores, type FoundStore, type StoreSearchQuery, type StoreSearchResult } from './search-stores.js';
export { findCollectionPoints, type CollectionPoint, type CollectionPointQuery, type CollectionPointResult } from './find-collection-points.js';
export { suggestProducts, type Suggestions } from './suggest-products.js';
export { getProductSet, getProductSets, type ProductSetView } from './product-sets.js';
export { setVariantPrice, type VariantPriceChange } from './set-variant-price.js';
