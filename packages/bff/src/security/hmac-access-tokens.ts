import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessTokenClaimsSchema, type AccessTokenClaims, type AccessTokenSigner } from '@stride/domain';
import type { AccessTokenVerifier } from '../api/principal.js';

// The one header Stride issues; a token naming another algorithm ("none", RS256...) never verifies.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Signs and verifies access tokens: JWT compact form, HMAC-SHA256 over the configured secret. */
export interface HmacAccessTokens extends AccessTokenSigner {
  readonly verifier: AccessTokenVerifier;
}

/**
 * Access tokens signed with HMAC-SHA256. Verification checks the signature in constant time,
 * then the claims and the expiry against `now`.
 * @example const tokens = hmacAccessTokens(secret, () => new Date()); tokens.verifier.verify(tokens.sign(claims))
 */
export function hmacAccessTokens(secret: string, now: () => Date): HmacAccessTokens {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    sign(claims: AccessTokenClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`).toString('base64url')}`;
    },
    verifier: {
      async verify(token: string) {
        const claims = verifiedClaims(token, mac);
        if (claims === undefined || claims.exp * 1000 <= now().getTime()) return null;
        const { consumerNo, consumerType, agentRole, storeId } = claims;
        return { consumerNo, consumerType, ...(agentRole ? { agentRole } : {}), ...(storeId ? { storeId } : {}) };
      },
    },
  };
}

function verifiedClaims(token: string, mac: (input: string) => Buffer): AccessTokenClaims | undefined {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(`${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
