import { checkRewardAccess } from '@stride/domain/roles';
import { welcomePromoStatus, type WelcomePromoRecord } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { WelcomePromoAnswer } from '../../api-contract/identity.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** The one mapper of a welcome promo to its answer. */
function welcomePromoView(promo: WelcomePromoRecord, now: Date): NonNullable<WelcomePromoAnswer['welcomePromo']> {
  return {
    code: promo.code,
    promotionName: promo.promotionName,
    level: 'ORDER',
    percentOff: promo.percentOff,
    issuedAt: promo.issuedAt.toISOString(),
    expiresAt: promo.expiresAt.toISOString(),
    redeemed: promo.redeemedAt !== null,
    redeemedAt: promo.redeemedAt === null ? null : promo.redeemedAt.toISOString(),
    status: welcomePromoStatus(promo, now),
  };
}

/**
 * `GET /consumers-v3/consumer/loyalty/promo/welcome`: the caller's welcome promo, as the reward calls
 * decide who may see it (commerce section 6: not authenticated, non-loyalty, unconfirmed): REW401 for
 * a guest, REW130 for a consumer outside the programme, REW135 for a member before the double opt-in
 * (the promo is issued by the confirmation). A member who joined before welcome promos has none (null).
 */
export async function getWelcomePromo(
  deps: Pick<IdentityServiceDeps, 'uow' | 'now'>,
  caller: { readonly consumerNo: string; readonly consumerType: string },
): Promise<Result<WelcomePromoAnswer, StrideError>> {
  const loggedIn = caller.consumerType !== 'GUEST';
  const read = loggedIn
    ? await deps.uow.transaction(async (repos) => {
        const profile = await repos.profiles.find(caller.consumerNo);
        const member = profile?.isLoyaltyMember === true && !profile.loyaltyConfirmationPending;
        return { profile, promo: member ? await repos.welcomePromos.find(caller.consumerNo) : undefined };
      })
    : undefined;
  const profile = read?.profile;
  const access = checkRewardAccess({
    loggedIn,
    isLoyaltyMember: profile?.isLoyaltyMember === true,
    loyaltyConfirmed: profile?.loyaltyConfirmationPending !== true,
  });
  if (access.isErr()) return err(strideError(access.error.code));
  const memberId = profile?.loyaltyMemberId ?? null;
  if (memberId === null) return err(strideError('REW130')); // refused above; narrows the type
  return ok({ memberId, welcomePromo: read?.promo === undefined ? null : welcomePromoView(read.promo, deps.now()) });
}
