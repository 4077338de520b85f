import { checkRewardAccess } from '@stride/domain/roles';
import { LOYALTY_TOKEN_TTL_SECONDS, loyaltyTokenClaims, type LoyaltyTokenSigner } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { LoyaltyTokenAnswer } from '../../api-contract/identity.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** What the loyalty token call passes along: the body's usid and referralCode, the `source` header. */
export interface LoyaltyTokenInput {
  readonly usid?: string | undefined;
  readonly referralCode?: string | undefined;
  readonly source?: string | undefined;
}

/** What issuing a loyalty token runs on: the identity repositories, the loyalty signer and the clock. */
export interface LoyaltyTokenDeps extends Pick<IdentityServiceDeps, 'uow' | 'now'> {
  readonly loyaltyTokens: LoyaltyTokenSigner;
}

/**
 * A signed loyalty token for a loyalty member (commerce-core section 6: "may obtain a loyalty
 * token"): REW401 for a guest, REW130 for anyone who is not a member, REW135 for a member whose double opt-in
 * is not confirmed yet, as the vouchers call decides.
 * Nothing is written: the referral code and lead source travel in the token only.
 */
export async function issueLoyaltyToken(
  deps: LoyaltyTokenDeps,
  caller: { readonly consumerNo: string; readonly consumerType: string },
  input: LoyaltyTokenInput,
): Promise<Result<LoyaltyTokenAnswer, StrideError>> {
  const loggedIn = caller.consumerType !== 'GUEST';
  const profile = loggedIn ? await deps.uow.transaction((repos) => repos.profiles.find(caller.consumerNo)) : undefined;
  const memberId = profile?.isLoyaltyMember === true ? profile.loyaltyMemberId : null;
  const access = checkRewardAccess({ loggedIn, isLoyaltyMember: memberId !== null, loyaltyConfirmed: profile?.loyaltyConfirmationPending !== true });
  if (access.isErr()) return err(strideError(access.error.code));
  if (memberId === null) return err(strideError('REW130')); // already refused above; narrows the type
  const claims = loyaltyTokenClaims({ consumerNo: caller.consumerNo, memberId, ...input }, deps.now());
  return ok({ loyaltyToken: deps.loyaltyTokens.sign(claims), tokenType: 'Bearer', expiresIn: LOYALTY_TOKEN_TTL_SECONDS, memberId });
}
