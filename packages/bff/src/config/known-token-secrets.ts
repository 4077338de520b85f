import { createHash } from 'node:crypto';

/**
 * SHA-256 digests of access token keys that appear, or once appeared, in Stride's repository
 * (the development key the bff used to fall back on). Anyone can read them, so the bff refuses to
 * start with one; only digests are kept here, so the keys themselves are not written again.
 */
const KNOWN_TOKEN_SECRET_DIGESTS: ReadonlySet<string> = new Set(['02ccf84771ee2bcd07e3957836199497ad92ba65bb554217ff8a414d17aaf0ec']);

/** True when `secret` is a key published in the repository. */
export function isKnownTokenSecret(secret: string): boolean {
  return KNOWN_TOKEN_SECRET_DIGESTS.has(createHash('sha256').update(secret).digest('hex'));
}
