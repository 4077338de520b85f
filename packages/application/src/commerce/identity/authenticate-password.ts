import {
  rateLimitedError,
  retryAfterSeconds,
  signInFailuresPerAccount,
  signInFailuresPerClientAccount,
  signInsPerClient,
  type ThrottleVerdict,
} from '@stride/domain/security';
import { signInFailureCode, type ConsumerAccount } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';

/** A password sign-in as the limits see it: the e-mail, the password and the client's address. */
export interface PasswordAttempt {
  readonly email: string;
  readonly password: string;
  readonly clientAddress: string;
}

type AuthDeps = Pick<IdentityServiceDeps, 'uow' | 'passwords' | 'now' | 'throttle'>;

/** AUT423 with the seconds left in the lock, for the Retry-After header. */
function locked(verdict: ThrottleVerdict & { blocked: true }): StrideError {
  return strideError('AUT423', undefined, { retryAfterSeconds: retryAfterSeconds(verdict.retryAfterMs) });
}

/**
 * Checks an e-mail and password against the sign-in limits (API429 past the client's attempts).
 * Failures count per client and account (AUT426 on the last attempt, AUT423 while locked, even
 * with the right password) and per account from every client at a ten times higher count. The
 * counters are keyed on the e-mail, so an unknown e-mail answers exactly like a known one, and a
 * lock aimed at someone from one client does not stop them signing in from another.
 */
export async function authenticatePassword(deps: AuthDeps, attempt: PasswordAttempt): Promise<Result<ConsumerAccount, StrideError>> {
  const now = deps.now();
  const attempts = signInsPerClient(attempt.clientAddress);
  const failures = [signInFailuresPerClientAccount(attempt.clientAddress, attempt.email), signInFailuresPerAccount(attempt.email)];
  const busy = await deps.throttle.check([attempts], now);
  if (busy.blocked) return err(rateLimitedError(busy.retryAfterMs));
  const lock = await deps.throttle.check(failures, now);
  if (lock.blocked) return err(locked(lock));
  await deps.throttle.hit([attempts], now);
  const account = await deps.uow.transaction((repos) => repos.accounts.findByEmail(attempt.email));
  // Hashing is slow: done outside any transaction. An unknown e-mail costs one scrypt too.
  const hash = account?.passwordHash ?? null;
  const verified = hash === null ? (await deps.passwords.verifyDummy(attempt.password), false) : await deps.passwords.verify(attempt.password, hash);
  if (verified && account !== undefined) {
    await deps.throttle.clear([failures[0]?.key ?? '']);
    return ok(account);
  }
  const [fromThisClient = 0, fromAll = 0] = await deps.throttle.hit(failures, now);
  const code = fromAll >= (failures[1]?.maxHits ?? Infinity) ? 'AUT423' : signInFailureCode(fromThisClient);
  if (code !== 'AUT423') return err(strideError(code));
  const nowLocked = await deps.throttle.check(failures, now);
  return err(nowLocked.blocked ? locked(nowLocked) : strideError('AUT423'));
}
