import { answerOf, type StrideApiClient } from '@stride/adapters-http/browser';
import type { ConsumerProfileView, consumerProfileAnswerSchema } from '@stride/application/storefront';

// The schema is a type only here: the browser takes the same-origin answer as typed (no zod shipped).
const profileAnswer = () => answerOf<typeof consumerProfileAnswerSchema>();

/** The profile path (account section 7, Consumer service). */
export const CONSUMER_PROFILE_PATH = '/consumers-v3/consumer';

/** The signed-in shopper's profile with the loyalty summary; PRO404 for a guest. */
export function loadConsumerProfile(api: StrideApiClient) {
  return api
    .call({ method: 'GET', path: CONSUMER_PROFILE_PATH, query: { includeLoyaltySummary: 'true' }, answer: profileAnswer() })
    .map((answer): ConsumerProfileView => answer.consumerProfile);
}

/** Records the employee's acceptance of the discount terms on the account (one-way). */
export function acceptEmployeeTerms(api: StrideApiClient) {
  return api
    .call({ method: 'PUT', path: CONSUMER_PROFILE_PATH, body: { consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: true } } }, answer: profileAnswer() })
    .map((answer): ConsumerProfileView => answer.consumerProfile);
}
