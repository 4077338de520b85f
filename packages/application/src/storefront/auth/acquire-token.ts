import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { tokenRetryDecision } from '@stride/domain/auth';
import type { TokenGrant, TokenRequest } from '../../api-contract/auth-token.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import { apiFailureStatus } from '../ports/api-failure.js';
import type { Sleep } from '../ports/sleep.port.js';
import type { TokenApi } from '../ports/token-api.port.js';

/** What a token acquisition ends with: a grant, or an ignored 403 (the shopper carries on without one). */
export type TokenOutcome = { readonly kind: 'granted'; readonly grant: TokenGrant } | { readonly kind: 'ignored'; readonly status: number };

export interface AcquireTokenDeps {
  readonly api: TokenApi;
  readonly sleep: Sleep;
}

/**
 * Obtains a token with the spec's retry policy: one retry after 2000 ms on a 409, a 403 ignored,
 * every other failure returned as it is (commerce section 4, Authentication).
 * @example acquireToken({ api, sleep }, { type: 'Guest' })
 */
export function acquireToken(deps: AcquireTokenDeps, request: TokenRequest): ResultAsync<TokenOutcome, ApiFailure> {
  const attempt = (attemptNo: number): ResultAsync<TokenOutcome, ApiFailure> =>
    deps.api
      .requestToken(request)
      .map((grant): TokenOutcome => ({ kind: 'granted', grant }))
      .orElse((failure) => {
        const status = apiFailureStatus(failure);
        if (status === undefined) return errAsync(failure);
        const decision = tokenRetryDecision(status, attemptNo);
        switch (decision.kind) {
          case 'ignore':
            return okAsync<TokenOutcome, ApiFailure>({ kind: 'ignored', status });
          case 'retry':
            return ResultAsync.fromSafePromise(deps.sleep(decision.delayMs)).andThen(() => attempt(attemptNo + 1));
          default:
            return errAsync(failure);
        }
      });
  return attempt(1);
}
