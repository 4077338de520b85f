import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { ConsumerProfileView } from '@stride/application/storefront';

/** The signed-in shopper's profile with the loyalty summary; PRO404 for a guest. */
export function loadConsumerProfile(api: StrideApiClient) {
  return api.call('getConsumerProfile', { query: { includeLoyaltySummary: 'true' } }).map((answer): ConsumerProfileView => answer.consumerProfile);
}

/** Records the employee's acceptance of the discount terms on the account (one-way). */
export function acceptEmployeeTerms(api: StrideApiClient) {
  return api
    .call('updateConsumerProfile', { body: { consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: true } } } })
    .map((answer): ConsumerProfileView => answer.consumerProfile);
}
