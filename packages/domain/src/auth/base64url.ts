const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Encodes bytes as base64url without padding (RFC 4648 section 5), as PKCE requires. */
export function encodeBase64UrlNoPad(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const triple = (b0 << 16) | (b1 << 8) | b2;
    const remaining = bytes.length - i;
    out += ALPHABET.charAt((triple >> 18) & 63) + ALPHABET.charAt((triple >> 12) & 63);
    if (remaining > 1) out += ALPHABET.charAt((triple >> 6) & 63);
    if (remaining > 2) out += ALPHABET.charAt(triple & 63);
  }
  return out;
}

/** Turns an ASCII string into bytes; the domain has no TextEncoder type, and PKCE verifiers are ASCII. */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) throw new RangeError(`non-ASCII character at index ${i}`);
    bytes[i] = code;
  }
  return bytes;
}
