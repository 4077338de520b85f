import { LEAD_SOURCE, REFERRAL_CODE } from './enrollment-query.js';

/** Where a link's referral waits for the loyalty token call (the browser's local storage). */
export const LOYALTY_REFERRAL_KEY = 'stride.loyaltyReferral';

/** What a link into the programme carried: the `referral_code` and `leadSource` query parameters. */
export interface LoyaltyReferral {
  readonly referralCode?: string;
  readonly leadSource?: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked: the referral is simply not kept
  }
}

/**
 * Keeps a link's referral until the member's first loyalty token carries it: a shopper referred to enrollment joins
 * before the membership is confirmed (the token call refuses REW135 until then), so the referral cannot go at once.
 * A link without a referral code keeps nothing and leaves an earlier one in place.
 */
export function rememberLoyaltyReferral(referral: LoyaltyReferral): void {
  if (referral.referralCode === undefined) return;
  storage()?.setItem(LOYALTY_REFERRAL_KEY, JSON.stringify(referral));
}

/** The kept referral, its values checked against the token call's patterns again (the storage is the shopper's to edit). */
export function rememberedLoyaltyReferral(): LoyaltyReferral {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(LOYALTY_REFERRAL_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { referralCode, leadSource } = parsed as Record<string, unknown>;
  return {
    ...(typeof referralCode === 'string' && REFERRAL_CODE.test(referralCode) ? { referralCode } : {}),
    ...(typeof leadSource === 'string' && LEAD_SOURCE.test(leadSource) ? { leadSource } : {}),
  };
}

/** Drops the kept referral once a loyalty token has carried it. */
export function forgetLoyaltyReferral(): void {
  storage()?.removeItem(LOYALTY_REFERRAL_KEY);
}
