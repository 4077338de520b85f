import { strideError, type StrideError } from '@stride/domain/errors';
import { subscriptionChange, type Subscription, type SubscriptionRequest } from '@stride/domain/identity';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

type SubscriptionDeps = Pick<IdentityServiceDeps, 'subscriptions' | 'now'>;

/** `GET /consumers-v3/consumer/subscription`: the caller's subscriptions (a guest's too). */
export function listSubscriptions(deps: SubscriptionDeps, consumerNo: string): Promise<Subscription[]> {
  return deps.subscriptions.list(consumerNo);
}

/**
 * `POST` (create) and `PUT` (update) `/consumers-v3/consumer/subscription` (account sections 4 and 6):
 * a guest's subscription is created, never updated (PUT answers PRO404, as for any profile call of a
 * guest); a signed-in consumer's is updated. The e-mail newsletter is for the account's own address
 * only (ATTR300 otherwise). The change follows the domain's rules (phone, terms, dates).
 */
export async function saveSubscription(
  deps: SubscriptionDeps,
  input: { readonly consumerNo: string; readonly isGuest: boolean; readonly mode: 'create' | 'update'; readonly request: SubscriptionRequest },
): Promise<Result<Subscription, StrideError>> {
  const { request } = input;
  if (input.isGuest && input.mode === 'update') return err(strideError('PRO404'));
  const previous = await deps.subscriptions.find(input.consumerNo, request.channel, request.type);
  if (request.channel === 'email' && request.type === 'Newsletter') {
    if (previous === null) return err(strideError('PRO404'));
    if (previous.recipient.toLowerCase() !== request.recipient.trim().toLowerCase())
      return err(strideError('ATTR300', 'The newsletter is sent to the account’s e-mail address.', { field: 'recipient' }));
  }
  const next = subscriptionChange(previous, request, deps.now());
  if (next.isErr()) return err(next.error);
  await deps.subscriptions.save(input.consumerNo, next.value);
  return ok(next.value);
}
