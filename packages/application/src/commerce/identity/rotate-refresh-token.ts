import { REFRESH_TOKEN_DUPLICATE_WINDOW_MS } from '@stride/domain/auth';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { TokenGrant } from '../../api-contract/auth-token.contract.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { issueTokenGrant } from './issue-token-grant.js';

/**
 * Exchanges a refresh token for new tokens in the same family and marks it rotated. Presenting a
 * rotated token again within 10 s is a duplicated call (two tabs refreshing at once): AUT409, nothing
 * issued, the family kept. Later it is reuse (a stolen copy or a replay): the whole family is revoked,
 * its access tokens included, and the answer is AUT432, like an unknown, expired or revoked token.
 */
export function rotateRefreshToken(deps: IdentityServiceDeps, refreshToken: string): ResultAsync<TokenGrant, StrideError> {
  let reusedFamily: string | undefined;
  const rotate = (): Promise<Result<TokenGrant, StrideError>> =>
    deps.uow.transaction(async (repos) => {
      const now = deps.now();
      const record = await repos.refreshTokens.findForUpdate(deps.tokens.digest(refreshToken));
      if (record === undefined || record.revokedAt !== null || record.expiresAt.getTime() <= now.getTime()) {
        return err(strideError('AUT432'));
      }
      if (record.rotatedAt !== null) {
        if (now.getTime() - record.rotatedAt.getTime() < REFRESH_TOKEN_DUPLICATE_WINDOW_MS) return err(strideError('AUT409'));
        await repos.refreshTokens.revokeFamily(record.familyId, now);
        reusedFamily = record.familyId;
        return err(strideError('AUT432'));
      }
      const account = await repos.accounts.findByConsumerNo(record.consumerNo);
      if (account === undefined) return err(strideError('AUT432'));
      const subject = { account, agentRole: record.agentRole ?? undefined, storeId: record.storeId ?? undefined };
      const issued = await issueTokenGrant(repos, deps, subject, { familyId: record.familyId });
      await repos.refreshTokens.markRotated(record.tokenHash, issued.refreshTokenHash, now);
      return ok(issued.grant);
    });
  const run = async (): Promise<Result<TokenGrant, StrideError>> => {
    const result = await rotate();
    // After the commit: the family's access tokens stop working with its refresh tokens.
    if (reusedFamily !== undefined) deps.revocations.revoked(reusedFamily);
    return result;
  };
  return new ResultAsync(run());
}
