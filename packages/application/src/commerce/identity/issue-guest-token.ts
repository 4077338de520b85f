import type { StrideError } from '@stride/domain/errors';
import { ResultAsync } from 'neverthrow';
import type { TokenGrant } from '../../api-contract/auth-token.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { issueTokenGrant } from './issue-token-grant.js';

/** A guest token: a new guest consumer (so its basket and lists have an owner) and its tokens. */
export function issueGuestToken(deps: IdentityServiceDeps): ResultAsync<TokenGrant, StrideError> {
  return ResultAsync.fromSafePromise(
    deps.uow.transaction(async (repos) => {
      const consumerNo = deps.tokens.id('G');
      await repos.accounts.createGuest(consumerNo);
      const account = {
        consumerNo,
        accountType: 'GUEST' as const,
        email: null,
        passwordHash: null,
        failedSignInCount: 0,
        lockedUntil: null,
        memberId: null,
        isEmployeeDiscountTcAccepted: false,
        storeId: null,
        profileTypes: [],
      };
      return (await issueTokenGrant(repos, deps, { account })).grant;
    }),
  );
}
