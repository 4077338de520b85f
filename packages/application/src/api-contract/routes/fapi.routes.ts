import {
  performanceBeaconAnswerSchema,
  performanceBeaconBodySchema,
  validateResponseAnswerSchema,
  validateResponseBodySchema,
  validateResponseParamsSchema,
} from '../fapi.contract.js';
import { route } from './route-definition.js';

/** The fapi routes. */
export const fapiRoutes = {
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
