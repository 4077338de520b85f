import { autoSuggestAnswerSchema, autoSuggestQuerySchema, availabilityAnswerSchema, availabilityBodySchema, catalogAnswerSchema, localeQuerySchema, productDetailsAnswerSchema, productIdParamsSchema, productInventoryAnswerSchema, productSearchAnswerSchema, productSearchQuerySchema, storeListAnswerSchema, storeSearchAnswerSchema, storeSearchBodySchema } from '../catalogue.contract.js';
import { route } from './route-definition.js';



/** The catalogue routes. */
export const catalogueRoutes = {
  getProductDetails: route('getProductDetails', {
    summary: 'Product details (product id or colour master id)',
    tags: ['catalogue'],
    auth: 'optional',
    params: productIdParamsSchema,
    query: localeQuerySchema,
    answer: productDetailsAnswerSchema,
    errors: ['PLP400'],
    sharedAnswers: true,
  }),
  getProductInventory: route('getProductInventory', {
    summary: 'Online stock per variant',
    tags: ['catalogue'],
    auth: 'optional',
    params: productIdParamsSchema,
    query: localeQuerySchema,
    answer: productInventoryAnswerSchema,
    errors: ['PLP400'],
  }),
  getStoreAvailability: route('getStoreAvailability', {
    summary: 'Stock of a product in given stores',
    tags: ['catalogue'],
    auth: 'optional',
    params: productIdParamsSchema,
    query: localeQuerySchema,
    body: availabilityBodySchema,
    answer: availabilityAnswerSchema,
    errors: ['PLP400'],
  }),
  searchStores: route('searchStores', {
    summary: 'Stores nearest to a point or postal code, with stock of a product or variant',
    tags: ['stores'],
    auth: 'optional',
    query: localeQuerySchema,
    body: storeSearchBodySchema,
    answer: storeSearchAnswerSchema,
    errors: ['PLP400'],
  }),
  listStores: route('listStores', {
    summary: 'All stores',
    tags: ['stores'],
    auth: 'optional',
    query: localeQuerySchema,
    answer: storeListAnswerSchema,
  }),
  getCatalog: route('getCatalog', {
    summary: 'Category tree (may lag catalogue changes by the product cache time)',
    tags: ['catalogue'],
    auth: 'optional',
    query: localeQuerySchema,
    answer: catalogAnswerSchema,
    sharedAnswers: true,
  }),
  searchProducts: route('searchProducts', {
    summary: 'Product search with refinements and facets',
    tags: ['catalogue'],
    auth: 'optional',
    query: productSearchQuerySchema,
    answer: productSearchAnswerSchema,
  }),
  suggestProducts: route('suggestProducts', {
    summary: 'Products and categories matching a typed prefix',
    tags: ['catalogue'],
    auth: 'optional',
    query: autoSuggestQuerySchema,
    answer: autoSuggestAnswerSchema,
    errors: ['ATTR300'],
  }),
};
