import { accessTokenClaimsSchema, type AccessTokenClaims, type AccessTokenSigner } from '@stride/domain/identity';
import type { AccessTokenVerifier, Principal } from '../api/principal.js';
import { hmacJwt } from './hmac-jwt.js';
import type { RevokedSessions } from './revoked-sessions.js';

/** Signs and verifies access tokens: JWT compact form, HMAC-SHA256 over the configured secret. */
export interface HmacAccessTokens extends AccessTokenSigner {
  readonly verifier: AccessTokenVerifier;
}

/** A token that passed verification: who it names and when it stops being accepted. */
interface VerifiedToken {
  readonly caller: Omit<Principal, 'via'>;
  readonly expiresAtMs: number;
  /** The session it was issued in; tokens from before sessions were named carry none. */
  readonly familyId: string | undefined;
}

// Without a revocation log (unit tests of the codec), no session is ever revoked.
const NONE_REVOKED: RevokedSessions = { revoked: () => {}, isRevoked: () => false, ready: async () => {} };

/**
 * How many verified tokens are remembered. A shopper sends the same access token on every call
 * for its lifetime, so the signature and the claims need checking once, not on every request
 * (HMAC, JSON and zod on every call otherwise). Only tokens that passed are remembered, under their
 * whole text, and each remembered one is still refused from its expiry on; a full memo starts over.
 */
const REMEMBERED_TOKENS = 10_000;

/**
 * Access tokens signed with HMAC-SHA256 (header `typ: JWT`, the one Stride has always issued).
 * Verification checks the signature in constant time, then the claims (a token naming an audience,
 * such as a loyalty token, is refused), the expiry against `now`, and that its session was not
 * revoked (sign-out), in memory: `revoked` keeps itself up to date without a query per request.
 * @example const tokens = hmacAccessTokens(secret, () => new Date()); tokens.verifier.verify(tokens.sign(claims))
 */
export function hmacAccessTokens(secret: string, now: () => Date, revoked: RevokedSessions = NONE_REVOKED): HmacAccessTokens {
  const jwt = hmacJwt(secret, 'JWT');
  const verified = new Map<string, VerifiedToken>();
  let ready = false;
  const check = (token: string): VerifiedToken | null => {
    const parsed = accessTokenClaimsSchema.safeParse(jwt.open(token));
    if (!parsed.success) return null;
    const { consumerNo, consumerType, agentRole, storeId, exp, fid } = parsed.data;
    const caller = { consumerNo, consumerType, ...(agentRole ? { agentRole } : {}), ...(storeId ? { storeId } : {}) };
    return { caller, expiresAtMs: exp * 1000, familyId: fid };
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
        if (known.familyId === undefined) return known.caller;
        if (!ready) await revoked.ready().then(() => (ready = true));
        return revoked.isRevoked(known.familyId) ? null : known.caller;
      },
    },
  };
}
