import type { SingleUseLink } from '@stride/domain/identity';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/**
 * A fresh single-use token for an e-mailed link: the token goes in the message, only its digest is kept, and it
 * expires `ttlSeconds` from now. Links held per consumer (password resets, loyalty) and per address (the newsletter)
 * both start here.
 */
export function newLinkToken(
  deps: Pick<IdentityServiceDeps, 'tokens' | 'now'>,
  ttlSeconds: number,
): { readonly token: string; readonly tokenHash: string; readonly createdAt: Date; readonly expiresAt: Date } {
  const token = deps.tokens.generate();
  const createdAt = deps.now();
  return { token, tokenHash: deps.tokens.digest(token), createdAt, expiresAt: new Date(createdAt.getTime() + ttlSeconds * 1000) };
}

/**
 * A fresh single-use link for a consumer's e-mail (password resets and loyalty confirmations): the token for the
 * message and what is stored.
 */
export function newEmailedLink(
  deps: Pick<IdentityServiceDeps, 'tokens' | 'now'>,
  consumerNo: string,
  ttlSeconds: number,
): { readonly token: string; readonly stored: SingleUseLink } {
  const { token, ...stored } = newLinkToken(deps, ttlSeconds);
  return { token, stored: { ...stored, consumerNo } };
}
