import { ENROLLMENT_STEPS } from '@stride/domain/auth';
import type { StrideError } from '@stride/domain/errors';
import { lookupsPerClient } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { spendAttempt } from './spend-attempt.js';

/** Where enrollment goes after its lookup step: sign-in for an e-mail an account holds, sign-up otherwise. */
export interface ConsumerLookup {
  readonly exists: boolean;
  readonly nextStep: typeof ENROLLMENT_STEPS.signIn | typeof ENROLLMENT_STEPS.signUp;
}

/**
 * `GET /consumers-v3/consumer/lookup` (enrollment step 0): whether a registered account holds `email`, and so the
 * next step. It tells what a sign-up attempt would tell (the e-mail is taken), so it is limited as sign-ups are,
 * per client (API429 past it); it says nothing else about the account.
 */
export async function lookupConsumer(
  deps: Pick<IdentityServiceDeps, 'uow' | 'throttle' | 'now'>,
  input: { readonly email: string; readonly clientAddress: string },
): Promise<Result<ConsumerLookup, StrideError>> {
  const refused = await spendAttempt(deps, [lookupsPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const account = await deps.uow.transaction((repos) => repos.accounts.findByEmail(input.email));
  const exists = account !== undefined && account.email !== null;
  return ok({ exists, nextStep: exists ? ENROLLMENT_STEPS.signIn : ENROLLMENT_STEPS.signUp });
}
