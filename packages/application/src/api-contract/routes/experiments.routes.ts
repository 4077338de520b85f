import {
  datafileBySdkKeyParamsSchema,
  experimentDatafileAnswerSchema,
  experimentEventBatchSchema,
  experimentEventsAnswerSchema,
} from '../experiments.contract.js';
import {
  analyticsEventsAnswerSchema,
  analyticsEventsBodySchema,
  eventRegistrationAnswerSchema,
  eventRegistrationBodySchema,
  recommendationAnswerSchema,
  recommendationBodySchema,
  recommendationParamsSchema,
  recommendationQuerySchema,
} from '../personalisation.contract.js';
import { route } from './route-definition.js';

/** Experiments sandbox, analytics collector, recommendations and event sign-up (content section 7). */
export const experimentsRoutes = {
  getDatafile: route('getDatafile', {
    summary: "The storefront's experiment datafile (Optimizely v4), ETag by revision",
    tags: ['Experiments'],
    auth: 'none',
    answer: experimentDatafileAnswerSchema,
    errors: ['EXP404'],
    errorStatus: { EXP404: 404 },
    publicCacheControl: 'public, max-age=60',
  }),
  getSdkDatafile: route('getSdkDatafile', {
    summary: 'A datafile by SDK key, as the vendor CDN serves it (/datafiles/{sdkKey}.json)',
    tags: ['Experiments'],
    auth: 'none',
    params: datafileBySdkKeyParamsSchema,
    answer: experimentDatafileAnswerSchema,
    errors: ['ATTR300', 'EXP404'],
    errorStatus: { EXP404: 404 },
    publicCacheControl: 'public, max-age=60',
  }),
  logExperimentEvents: route('logExperimentEvents', {
    summary: "Experiment impressions and conversions in the vendor's event API batch format (sandbox log endpoint)",
    tags: ['Experiments'],
    auth: 'none',
    body: experimentEventBatchSchema,
    answer: experimentEventsAnswerSchema,
    errors: ['ATTR300', 'API429'],
    bodyLimitBytes: 256 * 1024,
  }),
  collectAnalytics: route('collectAnalytics', {
    summary: 'Promotion, navigation and pop-up analytics events (first-party collector)',
    tags: ['Analytics'],
    auth: 'none',
    body: analyticsEventsBodySchema,
    answer: analyticsEventsAnswerSchema,
    errors: ['ATTR300', 'API429'],
    bodyLimitBytes: 64 * 1024,
  }),
  decideRecommendations: route('decideRecommendations', {
    summary: 'Product recommendations: bought together in past orders, then the same category',
    tags: ['Personalisation'],
    auth: 'optional',
    params: recommendationParamsSchema,
    query: recommendationQuerySchema,
    body: recommendationBodySchema,
    answer: recommendationAnswerSchema,
    errors: ['ATTR300', 'REC404'],
    errorStatus: { REC404: 404 },
    bodyLimitBytes: 32 * 1024,
  }),
  registerForEvent: route('registerForEvent', {
    summary: "Registers the signed-in shopper for an editor's event",
    tags: ['Consumer'],
    auth: 'required',
    body: eventRegistrationBodySchema,
    answer: eventRegistrationAnswerSchema,
    errors: ['ATTR300', 'AUT432', 'EVT400'],
    // A guest token is known but not enough: signed-in shoppers only.
    errorStatus: { AUT432: 403 },
    bodyLimitBytes: 16 * 1024,
  }),
};
