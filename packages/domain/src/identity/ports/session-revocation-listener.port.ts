/** Told when a session (refresh token family) is revoked, so the process refuses its access tokens at once. */
export interface SessionRevocationListener {
  revoked(familyId: string): void;
}
