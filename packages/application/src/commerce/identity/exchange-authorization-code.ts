import { codeChallengeS256 } from '@stride/domain/auth';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { GuestObjectRefs } from '@stride/domain/identity';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { TokenGrant } from '../../api-contract/auth-token.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { issueTokenGrant } from './issue-token-grant.js';

export interface ExchangeInput {
  readonly authorizationCode: string;
  readonly codeVerifier: string;
  readonly guestObjects?: GuestObjectRefs | undefined;
  /** The guest behind the caller's current token, when it sent one: only its objects merge. */
  readonly currentGuest?: string | undefined;
}

/**
 * The registered token: consumes the code once, checks S256(verifier) against its challenge
 * (AUT404 otherwise, the code stays used), merges the calling guest's basket and lists (named in
 * `guestObjects`, and only when the request carries that guest's token), issues tokens.
 */
export function exchangeAuthorizationCode(deps: IdentityServiceDeps, input: ExchangeInput): ResultAsync<TokenGrant, StrideError> {
  const run = async (): Promise<Result<TokenGrant, StrideError>> => {
    const challenge = await codeChallengeS256(input.codeVerifier);
    return deps.uow.transaction(async (repos) => {
      const code = await repos.authorizationCodes.consume(deps.tokens.digest(input.authorizationCode), deps.now());
      if (code === undefined || code.codeChallenge !== challenge) return err(strideError('AUT404'));
      const account = await repos.accounts.findByConsumerNo(code.consumerNo);
      if (account === undefined) return err(strideError('AUT404'));
      // Only a caller holding the guest's token proves the objects are theirs; without it nothing merges.
      const guestObjects = input.currentGuest === undefined ? {} : (input.guestObjects ?? {});
      const basketId = await repos.guestObjects.merge(account.consumerNo, guestObjects, input.currentGuest);
      return ok((await issueTokenGrant(repos, deps, { account }, { basketId })).grant);
    });
  };
  return new ResultAsync(run());
}
