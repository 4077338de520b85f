import { variantPriceAnswerSchema, variantPriceBodySchema, variantPriceParamsSchema } from '../prices.contract.js';
import { route } from './route-definition.js';

/** Staff's price setting; every change is kept in the price's history. */
export const pricesRoutes = {
  setVariantPrice: route('setVariantPrice', {
    summary: 'Set a variant’s list and sale price in a currency (agents only); the change is recorded in the price’s history',
    tags: ['catalogue'],
    auth: 'agent',
    params: variantPriceParamsSchema,
    body: variantPriceBodySchema,
    answer: variantPriceAnswerSchema,
    errors: ['AUT432', 'PLP400', 'ATTR300'],
  }),
};
