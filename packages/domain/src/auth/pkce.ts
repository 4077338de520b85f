import { asciiBytes, encodeBase64UrlNoPad } from './base64url.js';

/** Number of random bytes behind a PKCE code verifier (commerce-core section 4, Authentication). */
export const PKCE_VERIFIER_BYTES = 32;

// The domain compiles without DOM types, so only the slice of Web Crypto we call is declared here.
interface SubtleDigest {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

/**
 * Builds a PKCE code verifier from 32 caller-supplied random bytes (base64url, no padding).
 * @example createCodeVerifier(crypto.getRandomValues(new Uint8Array(32)))
 */
export function createCodeVerifier(randomBytes: Uint8Array): string {
  if (randomBytes.length !== PKCE_VERIFIER_BYTES) {
    throw new RangeError(`PKCE verifier needs exactly ${PKCE_VERIFIER_BYTES} random bytes, got ${randomBytes.length}`);
  }
  return encodeBase64UrlNoPad(randomBytes);
}

/**
 * S256 code challenge of a verifier: base64url(SHA-256(ASCII(verifier))) without padding.
 * @example await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleDigest } }).crypto?.subtle;
  if (subtle === undefined) throw new Error('Web Crypto (crypto.subtle) is not available');
  const digest = await subtle.digest('SHA-256', asciiBytes(verifier));
  return encodeBase64UrlNoPad(new Uint8Array(digest));
}
