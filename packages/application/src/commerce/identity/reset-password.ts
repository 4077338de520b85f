import { signInFailuresOfAccount } from '@stride/domain/security';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newPasswordProblem } from './new-password-problem.js';

/**
 * Sets a new password from a reset link: AUT402 when the link is unknown, used or expired. Unlocks
 * the account and revokes every refresh token (whoever knew the old password is signed out).
 */
export function resetPassword(deps: IdentityServiceDeps, input: { token: string; newPassword: string }): ResultAsync<void, StrideError> {
  const run = async (): Promise<Result<void, StrideError>> => {
    const problem = newPasswordProblem(input.newPassword);
    if (problem !== undefined) return err(problem);
    const hash = await deps.passwords.hash(input.newPassword);
    const reset = await deps.uow.transaction(async (repos) => {
      const now = deps.now();
      const consumerNo = await repos.passwordResets.consume(deps.tokens.digest(input.token), now);
      if (consumerNo === undefined) return err(strideError('AUT402'));
      await repos.accounts.updatePasswordHash(consumerNo, hash);
      await repos.accounts.resetFailedSignIns(consumerNo);
      await repos.refreshTokens.revokeAllOfConsumer(consumerNo, now);
      return ok((await repos.accounts.findByConsumerNo(consumerNo))?.email ?? null);
    });
    if (reset.isErr()) return err(reset.error);
    // The owner proved the mailbox: failed sign-ins on the account, from every client, are forgotten.
    if (reset.value !== null) await deps.throttle.clearStartingWith(signInFailuresOfAccount(reset.value));
    return ok(undefined);
  };
  return new ResultAsync(run());
}
