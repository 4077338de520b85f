import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64UrlNoPad } from './base64url.js';
import { codeChallengeS256, createCodeVerifier } from './pkce.js';

// The platform's base64 decoder (browsers and Node); the domain's lib has no DOM types.
declare function atob(data: string): string;

const RFC7636_BYTES = Uint8Array.from([
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
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

  it('decoding the URL-safe text with standard base64 gives the bytes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = encodeBase64UrlNoPad(bytes);
        expect(encoded).not.toMatch(/[+/=]/);
        const standard = encoded.replaceAll('-', '+').replaceAll('_', '/');
        const decoded = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
        expect(Uint8Array.from(decoded, (c: string) => c.charCodeAt(0))).toEqual(bytes);
      }),
    );
  });
});

describe('codeChallengeS256', () => {
  it('gives the RFC 7636 appendix B challenge', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('matches reference challenges computed independently (Auth0 docs example, Node crypto)', async () => {
    await expect(codeChallengeS256('a'.repeat(43))).resolves.toBe('ZtNPunH49FD35FWYhT5Tv8I7vRKQJ8uxMaL0_9eHjNA');
    await expect(codeChallengeS256('M25iVXpKU3puUjFaYWg3T1NDTDQtcW1ROUY5YXlwalNoc0hhakxifmZHag')).resolves.toBe('qjrzSW9gMiUgpUvqgEPE4_-8swvyCtfOVvg55o5S_es');
  });

  it('every challenge is a 32-byte digest in 43 URL-safe characters, and distinct verifiers differ', async () => {
    await fc.assert(
      fc.asyncProperty(bytes32, bytes32, async (a, b) => {
        const [va, vb] = [createCodeVerifier(a), createCodeVerifier(b)];
        const [ca, cb] = [await codeChallengeS256(va), await codeChallengeS256(vb)];
        expect(ca).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(ca === cb).toBe(va === vb);
      }),
    );
  });

  it('rejects a non-ASCII verifier', async () => {
    await expect(codeChallengeS256('caf\u00e9')).rejects.toThrow(RangeError);
  });
});
