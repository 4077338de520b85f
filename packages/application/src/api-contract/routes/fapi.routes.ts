import {
  countryListAnswerSchema,
  countryListQuerySchema,
  performanceBeaconAnswerSchema,
  serverTimeAnswerSchema,
  performanceBeaconBodySchema,
  validateResponseAnswerSchema,
  validateResponseBodySchema,
  validateResponseParamsSchema,
} from '../fapi.contract.js';
import { route } from './route-definition.js';

/** The fapi routes. */
export const fapiRoutes = {
  getServerTime: route('getServerTime', {
    summary: "The server's clock (for opt-in dates and age checks); never cached",
    tags: ['Storefront services'],
    auth: 'none',
    answer: serverTimeAnswerSchema,
  }),
  getCountryList: route('getCountryList', {
    summary: 'Countries with their dialling codes and phone masks, named in the locale',
    tags: ['Storefront services'],
    auth: 'none',
    query: countryListQuerySchema,
    answer: countryListAnswerSchema,
    errors: ['ATTR300'],
    publicCacheControl: 'public, max-age=3600',
  }),
  ingestWebVitals: route('ingestWebVitals', {
    summary: 'Timing measurements of one page view (web vitals), logged as one line',
    tags: ['Storefront services'],
    auth: 'none',
    body: performanceBeaconBodySchema,
    answer: performanceBeaconAnswerSchema,
    errors: ['ATTR300'],
  }),
  validateResponse: route('validateResponse', {
    summary: 'Checks an answer a client received against the published contract',
    tags: ['Storefront services'],
    auth: 'none',
    params: validateResponseParamsSchema,
    body: validateResponseBodySchema,
    answer: validateResponseAnswerSchema,
    errors: ['ATTR300', 'CONTRACT_NOT_FOUND'],
  }),
};
