import { signInFailuresOfAccount } from '@stride/domain/security';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newPasswordProblem, passwordsDiffer } from './new-password-problem.js';

/** Thrown inside the transaction so a refused reset leaves the link unspent; comes back as a value. */
class KeepTheLink extends Error {
  constructor(readonly error: StrideError) {
    super(error.code);
  }
}

export interface ResetPasswordInput {
  readonly token: string;
  readonly newPassword: string;
  /** The new password typed again, when the form has the field: FE340 when it differs. */
  readonly confirmPassword?: string | undefined;
}

/**
 * Sets a new password from a reset link: AUT402 when the link is unknown, used or expired; AUT452 when the new password
 * is the one the account already has (the link's owner does not know it, so it cannot be AUT451's "same as the current
 * one you typed"), the link left unspent for another try. Unlocks the account and revokes every refresh token (whoever
 * knew the old password is signed out).
 */
export function resetPassword(deps: IdentityServiceDeps, input: ResetPasswordInput): ResultAsync<void, StrideError> {
  const run = async (): Promise<Result<void, StrideError>> => {
    const problem = newPasswordProblem(input.newPassword) ?? passwordsDiffer(input.newPassword, input.confirmPassword);
    if (problem !== undefined) return err(problem);
    const hash = await deps.passwords.hash(input.newPassword);
    const reset = await deps.uow
      .transaction(async (repos) => {
        const now = deps.now();
        const consumerNo = await repos.passwordResets.consume(deps.tokens.digest(input.token), now);
        if (consumerNo === undefined) return err(strideError('AUT402'));
        const account = await repos.accounts.findByConsumerNo(consumerNo);
        const current = account?.passwordHash ?? null;
        if (current !== null && (await deps.passwords.verify(input.newPassword, current))) throw new KeepTheLink(strideError('AUT452'));
        await repos.accounts.updatePasswordHash(consumerNo, hash);
        await repos.accounts.resetFailedSignIns(consumerNo);
        await repos.refreshTokens.revokeAllOfConsumer(consumerNo, now);
        return ok(account?.email ?? null);
      })
      .catch((caught: unknown) => {
        if (caught instanceof KeepTheLink) return err(caught.error);
        throw caught;
      });
    if (reset.isErr()) return err(reset.error);
    // The owner proved the mailbox: failed sign-ins on the account, from every client, are forgotten.
    if (reset.value !== null) await deps.throttle.clearStartingWith(signInFailuresOfAccount(reset.value));
    return ok(undefined);
  };
  return new ResultAsync(run());
}
