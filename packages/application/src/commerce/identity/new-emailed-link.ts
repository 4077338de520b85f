import type { SingleUseLink } from '@stride/domain/identity';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/**
 * A fresh single-use link for an e-mail: the token goes in the message, only its digest is stored,
 * and it expires `ttlSeconds` from now. Password resets and loyalty confirmations both use it.
 */
export function newEmailedLink(
  deps: Pick<IdentityServiceDeps, 'tokens' | 'now'>,
  consumerNo: string,
  ttlSeconds: number,
): { readonly token: string; readonly stored: SingleUseLink } {
  const token = deps.tokens.generate();
  const createdAt = deps.now();
  return {
    token,
    stored: { tokenHash: deps.tokens.digest(token), consumerNo, createdAt, expiresAt: new Date(createdAt.getTime() + ttlSeconds * 1000) },
  };
}
