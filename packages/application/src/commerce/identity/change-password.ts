import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newPasswordProblem, passwordsDiffer } from './new-password-problem.js';

export interface ChangePasswordInput {
  readonly consumerNo: string;
  readonly currentPassword: string;
  readonly newPassword: string;
  /** The new password typed again, when the form has the field: FE340 when it differs. */
  readonly confirmPassword?: string | undefined;
}

/** Changes a signed-in consumer's password: FE872/PRO415 weak, FE340 a confirmation that differs, AUT450 wrong current, AUT451 unchanged. */
export function changePassword(deps: IdentityServiceDeps, input: ChangePasswordInput): ResultAsync<void, StrideError> {
  const run = async (): Promise<Result<void, StrideError>> => {
    const problem = newPasswordProblem(input.newPassword) ?? passwordsDiffer(input.newPassword, input.confirmPassword);
    if (problem !== undefined) return err(problem);
    const account = await deps.uow.transaction((repos) => repos.accounts.findByConsumerNo(input.consumerNo));
    // A guest has no password to change.
    if (account === undefined || account.passwordHash === null) return err(strideError('AUT432'));
    if (!(await deps.passwords.verify(input.currentPassword, account.passwordHash))) return err(strideError('AUT450'));
    if (input.newPassword === input.currentPassword) return err(strideError('AUT451'));
    const hash = await deps.passwords.hash(input.newPassword);
    await deps.uow.transaction((repos) => repos.accounts.updatePasswordHash(account.consumerNo, hash));
    return ok(undefined);
  };
  return new ResultAsync(run());
}
