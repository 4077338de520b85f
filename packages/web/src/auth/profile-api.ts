import type { StrideApiClient } from '@stride/adapters-http/browser';
import { consumerProfileAnswerSchema, type ConsumerProfileView } from '@stride/application/storefront';

/** The profile path (account section 7, Consumer service). */
export const CONSUMER_PROFILE_PATH = '/consumers-v3/consumer';

/** The signed-in shopper's profile with the loyalty summary; PRO404 for a guest. */
export function loadConsumerProfile(api: StrideApiClient) {
  return api
    .call({ method: 'GET', path: CONSUMER_PROFILE_PATH, query: { includeLoyaltySummary: 'true' }, answer: consumerProfileAnswerSchema })
    .map((answer): ConsumerProfileView => answer.consumerProfile);
}

/** Records the employee's acceptance of the discount terms on the account (one-way). */
export function acceptEmployeeTerms(api: StrideApiClient) {
  return api
    .call({ method: 'PUT', path: CONSUMER_PROFILE_PATH, body: { consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: true } } }, answer: consumerProfileAnswerSchema })
    .map((answer): ConsumerProfileView => answer.consumerProfile);
}
