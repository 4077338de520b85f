import { rateLimitedError, type Throttle, type ThrottleLimit } from '@stride/domain/security';
import type { StrideError } from '@stride/domain/errors';

/**
 * Counts one attempt against every limit, unless one of them is already spent: then API429 with
 * the wait until the latest spent window ends, and nothing is counted.
 * @example const refused = await spendAttempt(deps, [signUpsPerClient(address), signUpsPerAccount(email)]);
 */
export async function spendAttempt(deps: { throttle: Throttle; now: () => Date }, limits: readonly ThrottleLimit[]): Promise<StrideError | undefined> {
  const now = deps.now();
  const verdict = await deps.throttle.check(limits, now);
  if (verdict.blocked) return rateLimitedError(verdict.retryAfterMs);
  await deps.throttle.hit(limits, now);
  return undefined;
}
