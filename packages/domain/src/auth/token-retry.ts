/** Status on which the token call is retried (commerce-core section 9). */
export const TOKEN_RETRY_STATUS = 409;
/** Delay before the single token retry, in milliseconds. */
export const TOKEN_RETRY_DELAY_MS = 2000;
/**
 * A refresh token presented again this soon after its rotation is a duplicated token call (AUT409, answered 409 so the
 * client retries once after 2 s with the newer token, as two tabs refreshing at once do), not a stolen copy's reuse:
 * nothing is issued and the family lives on. Later, the same token revokes its family (AUT432).
 */
export const REFRESH_TOKEN_DUPLICATE_WINDOW_MS = 10_000;
/** How many retries the token call gets after the first attempt. */
export const TOKEN_MAX_RETRIES = 1;
/** A 403 on the token call is ignored (commerce-core section 4, Authentication). */
export const TOKEN_IGNORED_STATUS = 403;

/** What the client does after a token call answered. */
export type TokenRetryDecision =
  { readonly kind: 'accept' } | { readonly kind: 'retry'; readonly delayMs: number } | { readonly kind: 'ignore' } | { readonly kind: 'fail' };

/**
 * Decides what to do after the token call answered with `status`; `attempt` is 1 for the first call.
 * 'ignore' means: raise nothing and keep the current session (the 403 is swallowed).
 * @example tokenRetryDecision(409, 1) // { kind: 'retry', delayMs: 2000 }
 */
export function tokenRetryDecision(status: number, attempt: number): TokenRetryDecision {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  }
  if (status >= 200 && status < 300) return { kind: 'accept' };
  if (status === TOKEN_IGNORED_STATUS) return { kind: 'ignore' };
  if (status === TOKEN_RETRY_STATUS && attempt <= TOKEN_MAX_RETRIES) {
    return { kind: 'retry', delayMs: TOKEN_RETRY_DELAY_MS };
  }
  return { kind: 'fail' };
}
