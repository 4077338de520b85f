export type { ProductCatalogue, ProductOnlineStock } from './product-catalogue.port.js';
export type { StoreDirectory } from './store-directory.port.js';
export type { CollectionPointDirectory, CollectionPointRecord } from './collection-point-directory.port.js';
export type { CatalogueGlossary, CatalogueGlossaryReader } from './catalogue-glossary.port.js';
export type { ProductSetDirectory } from './product-set-directory.port.js';
export type { ProductSearchHits, ProductSearchIndex, SearchSuggestions } from './product-search-index.port.js';
export type { PriceBook, VariantPriceRecord } from './price-book.port.js';
