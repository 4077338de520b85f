/** One counter: what it counts, how many hits its window allows, and the window's length. */
export interface ThrottleLimit {
  readonly key: string;
  readonly maxHits: number;
  readonly windowMs: number;
  /** On limits that count one client's own volume: its address, so an operator may exempt it (a load tester). */
  readonly client?: string;
}

/** Whether some limits let a request through, and if not, for how long they still refuse. */
export type ThrottleVerdict = { readonly blocked: false } | { readonly blocked: true; readonly retryAfterMs: number };

/**
 * Fixed-window counters shared by every replica (the database holds them). A window starts at a
 * key's first hit and a hit after it ends starts the next one.
 */
export interface Throttle {
  /** Blocked while any limit has reached its hits in its current window, until the latest such window ends. */
  check(limits: readonly ThrottleLimit[], now: Date): Promise<ThrottleVerdict>;
  /** Counts one hit on every limit; answers each key's hits in its current window, in order. */
  hit(limits: readonly ThrottleLimit[], now: Date): Promise<readonly number[]>;
  /** Forgets the keys' counts (a sign-in that succeeds clears its failures). */
  clear(keys: readonly string[]): Promise<void>;
  /** Forgets every key that starts with `prefix` (a password reset clears its account's failures from every client). */
  clearStartingWith(prefix: string): Promise<void>;
}
