/** Where revoked sessions (refresh token families) can be read back, so their access tokens are refused too. */
export interface RevokedSessionLog {
  /** The families revoked after `since` (sign-out, reuse of a rotated refresh token, a password change). */
  revokedSince(since: Date): Promise<readonly string[]>;
}
