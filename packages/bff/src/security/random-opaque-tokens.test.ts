import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomOpaqueTokens } from './random-opaque-tokens.js';

describe('randomOpaqueTokens', () => {
  const tokens = randomOpaqueTokens((size) => new Uint8Array(randomBytes(size)));

  it('makes 32-byte base64url tokens and stores SHA-256 hex digests of them', () => {
    const token = tokens.generate();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.digest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.digest(token)).toBe(tokens.digest(token));
    expect(tokens.generate()).not.toBe(token);
  });

  it('makes ids that fit the consumer number column', () => {
    expect(tokens.id('G')).toMatch(/^[A-Za-z0-9-]{6,40}$/);
  });
});
