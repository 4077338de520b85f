import type { Throttle, ThrottleLimit } from '@stride/domain/security';

/**
 * The throttle with per-client limits skipped for the operator's exempt addresses
 * (STRIDE_LIMITS_EXEMPT, e.g. a load tester). Limits on accounts, and the lockout of one
 * client on one account, still count for them.
 */
export function exemptingClients(throttle: Throttle, exempt: ReadonlySet<string>): Throttle {
  if (exempt.size === 0) return throttle;
  const counted = (limit: ThrottleLimit) => limit.client === undefined || !exempt.has(limit.client);
  return {
    check: (limits, now) => throttle.check(limits.filter(counted), now),
    async hit(limits, now) {
      const counts = await throttle.hit(limits.filter(counted), now);
      let next = 0;
      return limits.map((limit) => (counted(limit) ? (counts[next++] ?? 0) : 0));
    },
    clear: (keys) => throttle.clear(keys),
    clearStartingWith: (prefix) => throttle.clearStartingWith(prefix),
  };
}
