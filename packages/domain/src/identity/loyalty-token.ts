import { z } from 'zod';
import { LOYALTY_TOKEN_TTL_SECONDS } from './identity.constants.js';

/** The audience of a loyalty token: the programme's pages and partners, never the Stride API. */
export const LOYALTY_TOKEN_AUDIENCE = 'loyalty';

/** What a loyalty token request may carry (commerce-core section 7): the session id, a referral code, the lead source. */
export const LOYALTY_USID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const LOYALTY_REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** The page's `leadSource` query parameter, sent as the `source` header. */
export const LOYALTY_LEAD_SOURCE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The claims a loyalty token carries (times in seconds since the epoch). */
export const loyaltyTokenClaimsSchema = z.object({
  aud: z.literal(LOYALTY_TOKEN_AUDIENCE),
  consumerNo: z.string().min(1),
  memberId: z.string().min(1),
  usid: z.string().regex(LOYALTY_USID_PATTERN).optional(),
  referralCode: z.string().regex(LOYALTY_REFERRAL_CODE_PATTERN).optional(),
  source: z.string().regex(LOYALTY_LEAD_SOURCE_PATTERN).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type LoyaltyTokenClaims = z.infer<typeof loyaltyTokenClaimsSchema>;

/** Who a loyalty token is for and what the page passed along. */
export interface LoyaltyTokenSubject {
  readonly consumerNo: string;
  readonly memberId: string;
  readonly usid?: string | undefined;
  readonly referralCode?: string | undefined;
  readonly source?: string | undefined;
}

/**
 * The claims of a loyalty token issued at `now`: audience `loyalty`, expiring after
 * LOYALTY_TOKEN_TTL_SECONDS; absent optional values are left out, never null.
 * @example loyaltyTokenClaims({ consumerNo: 'C1', memberId: 'LM1' }, new Date(0)) // { aud: 'loyalty', ..., iat: 0, exp: 600 }
 */
export function loyaltyTokenClaims(subject: LoyaltyTokenSubject, now: Date): LoyaltyTokenClaims {
  const iat = Math.floor(now.getTime() / 1000);
  const { consumerNo, memberId, usid, referralCode, source } = subject;
  return {
    aud: LOYALTY_TOKEN_AUDIENCE,
    consumerNo,
    memberId,
    ...(usid === undefined ? {} : { usid }),
    ...(referralCode === undefined ? {} : { referralCode }),
    ...(source === undefined ? {} : { source }),
    iat,
    exp: iat + LOYALTY_TOKEN_TTL_SECONDS,
  };
}
