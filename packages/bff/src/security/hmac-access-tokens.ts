import { accessTokenClaimsSchema, type AccessTokenClaims, type AccessTokenSigner } from '@stride/domain';
import type { AccessTokenVerifier } from '../api/principal.js';
import { hmacJwt } from './hmac-jwt.js';

/** Signs and verifies access tokens: JWT compact form, HMAC-SHA256 over the configured secret. */
export interface HmacAccessTokens extends AccessTokenSigner {
  readonly verifier: AccessTokenVerifier;
}

/**
 * Access tokens signed with HMAC-SHA256 (header `typ: JWT`, the one Stride has always issued).
 * Verification checks the signature in constant time, then the claims (a token naming an audience,
 * such as a loyalty token, is refused) and the expiry against `now`.
 * @example const tokens = hmacAccessTokens(secret, () => new Date()); tokens.verifier.verify(tokens.sign(claims))
 */
export function hmacAccessTokens(secret: string, now: () => Date): HmacAccessTokens {
  const jwt = hmacJwt(secret, 'JWT');
  return {
    sign: (claims: AccessTokenClaims) => jwt.sign(claims),
    verifier: {
      async verify(token: string) {
        const parsed = accessTokenClaimsSchema.safeParse(jwt.open(token));
        if (!parsed.success || parsed.data.exp * 1000 <= now().getTime()) return null;
        const { consumerNo, consumerType, agentRole, storeId } = parsed.data;
        return { consumerNo, consumerType, ...(agentRole ? { agentRole } : {}), ...(storeId ? { storeId } : {}) };
      },
    },
  };
}
