import { localeQuerySchema, productIdParamsSchema } from '../catalogue.contract.js';
import { productSetParamsSchema, productSetSchema, productSetsAnswerSchema } from '../product-sets.contract.js';
import { route } from './route-definition.js';

// The same for everyone who asks in a market: a CDN and the browser may keep them five minutes (a merchandiser's
// change shows within that).
const SET_CACHE = 'public, max-age=300';

/** Product sets (account section 7, Products): the sets a product is in, and one set. */
export const productSetsRoutes = {
  getProductSets: route('getProductSets', {
    summary: 'The product sets ("complete the look") a product is in, each with its products',
    tags: ['catalogue'],
    auth: 'none',
    params: productIdParamsSchema,
    query: localeQuerySchema,
    answer: productSetsAnswerSchema,
    errors: ['PLP400'],
    publicCacheControl: SET_CACHE,
  }),
  getProductSet: route('getProductSet', {
    summary: 'A product set with its products',
    tags: ['catalogue'],
    auth: 'none',
    params: productSetParamsSchema,
    query: localeQuerySchema,
    answer: productSetSchema,
    errors: ['PLP400'],
    publicCacheControl: SET_CACHE,
  }),
};
