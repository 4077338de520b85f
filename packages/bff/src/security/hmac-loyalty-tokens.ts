import { createHmac } from 'node:crypto';
import { loyaltyTokenClaimsSchema, type LoyaltyTokenClaims, type LoyaltyTokenSigner } from '@stride/domain/identity';
import { hmacJwt } from './hmac-jwt.js';

/** The header type of loyalty tokens (RFC 8725 explicit typing): never `JWT`, the access tokens' type. */
export const LOYALTY_TOKEN_TYPE = 'loyalty+jwt';

// The label the loyalty key is derived under; a new label (v2) rotates every loyalty token at once.
const KEY_LABEL = 'stride loyalty token key v1';

/**
 * The key loyalty tokens are signed with: HMAC-SHA256 of a fixed label under the access token secret.
 * This is the key a partner is given; it cannot be turned back into the secret, so a partner who can
 * check (or forge) loyalty tokens can never sign an access token.
 * @example loyaltyTokenKey(tokenSecretOf(config)).toString('base64url') // what a partner is handed
 */
export function loyaltyTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest();
}

/**
 * Checks a loyalty token as a partner integration would: header `loyalty+jwt`, HS256 under the
 * loyalty key, audience `loyalty`, the claims' shape, and not expired at `now`. Null otherwise.
 * @example const claims = verifyLoyaltyToken(token, Buffer.from(partnerKey, 'base64url'), new Date()); claims?.memberId
 */
export function verifyLoyaltyToken(token: string, key: Buffer, now: Date): LoyaltyTokenClaims | null {
  const parsed = loyaltyTokenClaimsSchema.safeParse(hmacJwt(key, LOYALTY_TOKEN_TYPE).open(token));
  if (!parsed.success || parsed.data.exp * 1000 <= now.getTime()) return null;
  return parsed.data;
}

/** Signs loyalty tokens under the key derived from `secret` (see loyaltyTokenKey). */
export function hmacLoyaltyTokens(secret: string): LoyaltyTokenSigner {
  const jwt = hmacJwt(loyaltyTokenKey(secret), LOYALTY_TOKEN_TYPE);
  return { sign: (claims: LoyaltyTokenClaims) => jwt.sign(claims) };
}
