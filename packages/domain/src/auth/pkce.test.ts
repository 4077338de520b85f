import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64UrlNoPad } from './base64url.js';
import { codeChallengeS256, createCodeVerifier } from './pkce.js';

const RFC7636_BYTES = Uint8Array.from([
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105,
  214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
]);
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('createCodeVerifier', () => {
  it('encodes the RFC 7636 appendix B bytes to the documented verifier', () => {
    expect(createCodeVerifier(RFC7636_BYTES)).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('rejects a byte count other than 32 as a programming error', () => {
    expect(() => createCodeVerifier(new Uint8Array(31))).toThrow(RangeError);
    expect(() => createCodeVerifier(new Uint8Array(33))).toThrow(RangeError);
  });

  it('every verifier is 43 URL-safe characters with no padding', () => {
    fc.assert(
      fc.property(bytes32, (bytes) => {
        expect(createCodeVerifier(bytes)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }),
    );
  });

  it('encoding matches Node base64url for any byte string', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(encodeBase64UrlNoPad(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });
});

describe('codeChallengeS256', () => {
  it('gives the RFC 7636 appendix B challenge', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('the challenge of any verifier is the base64url SHA-256 of its ASCII bytes', async () => {
    await fc.assert(
      fc.asyncProperty(bytes32, async (bytes) => {
        const verifier = createCodeVerifier(bytes);
        const expected = createHash('sha256').update(verifier, 'ascii').digest('base64url');
        expect(await codeChallengeS256(verifier)).toBe(expected);
      }),
    );
  });

  it('rejects a non-ASCII verifier', async () => {
    await expect(codeChallengeS256('caf\u00e9')).rejects.toThrow(RangeError);
  });
});
