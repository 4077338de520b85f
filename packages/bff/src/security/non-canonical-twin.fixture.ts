const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * For tests: the token with its signature's last base64url character replaced by another that
 * decodes to the same bytes (a 32-byte HMAC leaves 2 unused bits in its 43rd character).
 */
export function nonCanonicalTwin(token: string): string {
  const last = token.at(-1) ?? 'A';
  const value = ALPHABET.indexOf(last);
  const twin = ALPHABET[value ^ 1] ?? last;
  return token.slice(0, -1) + twin;
}
