import { createHash } from 'node:crypto';

/** URL-safe text of random bytes, with a prefix naming what it is (`tok_`, `psp_`, `chl_`). */
export function randomToken(prefix: string, bytes: Uint8Array): string {
  return `${prefix}${Buffer.from(bytes).toString('base64url')}`;
}

/** SHA-256 of a high-entropy secret (tokens, not passwords), hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
