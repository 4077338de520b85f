import type { StrideError } from '@stride/domain/errors';
import { ResultAsync } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/**
 * Sign-out revokes the refresh token's whole family, and with it the access tokens issued in it;
 * an unknown token changes nothing (idempotent).
 */
export function signOut(deps: IdentityServiceDeps, refreshToken: string | undefined): ResultAsync<void, StrideError> {
  const run = async () => {
    const familyId = await deps.uow.transaction(async (repos) => {
      if (refreshToken === undefined) return undefined;
      const record = await repos.refreshTokens.findForUpdate(deps.tokens.digest(refreshToken));
      if (record !== undefined) await repos.refreshTokens.revokeFamily(record.familyId, deps.now());
      return record?.familyId;
    });
    if (familyId !== undefined) deps.revocations.revoked(familyId);
  };
  return ResultAsync.fromSafePromise(run());
}
