import { createHash } from 'node:crypto';
import { OPAQUE_TOKEN_BYTES, type OpaqueTokens } from '@stride/domain/identity';

/** Opaque tokens from a strong random source; digests are SHA-256 hex (the values have 256 bits, no salt needed). */
export function randomOpaqueTokens(randomBytes: (size: number) => Uint8Array): OpaqueTokens {
  return {
    generate: () => Buffer.from(randomBytes(OPAQUE_TOKEN_BYTES)).toString('base64url'),
    digest: (token) => createHash('sha256').update(token).digest('hex'),
    id: (prefix) => `${prefix}${Buffer.from(randomBytes(12)).toString('hex').toUpperCase()}`,
  };
}
