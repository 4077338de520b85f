import {
  isSignInLocked,
  MAX_FAILED_SIGN_INS,
  signInFailureCode,
  signInLockExpiry,
  strideError,
  type ConsumerAccount,
  type StrideError,
} from '@stride/domain';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/**
 * Checks an e-mail and password with the failed sign-in count: AUT401 for an unknown e-mail or a
 * wrong password alike (same message, comparable time), AUT426 on the last attempt, AUT423 while
 * locked (even with the right password). Success resets the count.
 */
export async function authenticatePassword(
  deps: Pick<IdentityServiceDeps, 'uow' | 'passwords' | 'now'>,
  email: string,
  password: string,
): Promise<Result<ConsumerAccount, StrideError>> {
  const account = await deps.uow.transaction((repos) => repos.accounts.findByEmail(email));
  if (account === undefined || account.passwordHash === null) {
    await deps.passwords.verifyDummy(password);
    return err(strideError('AUT401'));
  }
  const now = deps.now();
  if (isSignInLocked(account.lockedUntil, now)) return err(strideError('AUT423'));
  // Hashing is slow: done outside any transaction, the count is then updated in one statement.
  if (await deps.passwords.verify(password, account.passwordHash)) {
    await deps.uow.transaction((repos) => repos.accounts.resetFailedSignIns(account.consumerNo));
    return ok(account);
  }
  const failures = await deps.uow.transaction((repos) =>
    repos.accounts.recordFailedSignIn(account.consumerNo, now, MAX_FAILED_SIGN_INS, signInLockExpiry(now)),
  );
  return err(strideError(signInFailureCode(failures)));
}
