/**
 * Failure counters in fixed windows, shared by every bff replica (the database holds them).
 * Keys name what is limited, e.g. 'gc-balance:consumer:1000000001'.
 */
export interface FailureRateLimiter {
  /** True when any key has reached `maxFailures` within its current window. */
  isBlocked(keys: readonly string[], maxFailures: number, windowMs: number, now: Date): Promise<boolean>;
  recordFailure(keys: readonly string[], windowMs: number, now: Date): Promise<void>;
}
