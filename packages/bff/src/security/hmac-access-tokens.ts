import { accessTokenClaimsSchema, type AccessTokenClaims, type AccessTokenSigner } from '@stride/domain';
import type { AccessTokenVerifier, Principal } from '../api/principal.js';
import { hmacJwt } from './hmac-jwt.js';

/** Signs and verifies access tokens: JWT compact form, HMAC-SHA256 over the configured secret. */
export interface HmacAccessTokens extends AccessTokenSigner {
  readonly verifier: AccessTokenVerifier;
}

/** A token that passed verification: who it names and when it stops being accepted. */
interface VerifiedToken {
  readonly caller: Omit<Principal, 'via'>;
  readonly expiresAtMs: number;
}

/**
 * How many verified tokens are remembered. A shopper sends the same access token on every call
 * for its lifetime, so the signature and the claims need checking once, not on every request
 * (about 20 µs of HMAC, JSON and zod a call). Only tokens that passed are remembered, under their
 * whole text, and each remembered one is still refused from its expiry on; a full memo starts over.
 */
const REMEMBERED_TOKENS = 10_000;

/**
 * Access tokens signed with HMAC-SHA256 (header `typ: JWT`, the one Stride has always issued).
 * Verification checks the signature in constant time, then the claims (a token naming an audience,
 * such as a loyalty token, is refused) and the expiry against `now`.
 * @example const tokens = hmacAccessTokens(secret, () => new Date()); tokens.verifier.verify(tokens.sign(claims))
 */
export function hmacAccessTokens(secret: string, now: () => Date): HmacAccessTokens {
  const jwt = hmacJwt(secret, 'JWT');
  const verified = new Map<string, VerifiedToken>();
  const check = (token: string): VerifiedToken | null => {
    const parsed = accessTokenClaimsSchema.safeParse(jwt.open(token));
    if (!parsed.success) return null;
    const { consumerNo, consumerType, agentRole, storeId, exp } = parsed.data;
    return { caller: { consumerNo, consumerType, ...(agentRole ? { agentRole } : {}), ...(storeId ? { storeId } : {}) }, expiresAtMs: exp * 1000 };
  };
  return {
    sign: (claims: AccessTokenClaims) => jwt.sign(claims),
    verifier: {
      async verify(token: string) {
        let known = verified.get(token);
        if (known === undefined) {
          const checked = check(token);
          if (checked === null) return null;
          if (verified.size >= REMEMBERED_TOKENS) verified.clear();
          verified.set(token, checked);
          known = checked;
        }
        if (known.expiresAtMs <= now().getTime()) {
          verified.delete(token);
          return null;
        }
        return known.caller;
      },
    },
  };
}
