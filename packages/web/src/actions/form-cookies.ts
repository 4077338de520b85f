// The cookies the pages' form posts keep, for a shopper without JavaScript: the basket the forms act on (the
// browser's script keeps its own in local storage) and the short-lived flash that carries an action's outcome to the
// page it redirects to. Server-only: the page renders read them, the form actions write them.

/** The basket the form posts act on and the server renders (HttpOnly: only the server reads it). */
export const BASKET_COOKIE = 'stride_basket';
/** What a form post tells the page it redirects to (an error, a success, what the shopper typed). */
export const FLASH_COOKIE = 'stride_flash';
/** A basket is kept as long as the guest session that owns it: the refresh token's 30 days. */
export const BASKET_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Long enough for the redirect that follows, short enough that a flash not read is soon gone. */
export const FLASH_COOKIE_MAX_AGE_SECONDS = 60;

/**
 * A cookie's value in a Cookie header (percent-decoded), or undefined.
 * @example cookieFrom('a=1; stride_basket=B1', 'stride_basket') // 'B1'
 */
export function cookieFrom(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 removes the cookie. */
  readonly maxAge: number;
  /** Sent over TLS only (the bff knows whether shoppers arrive over TLS). */
  readonly secure: boolean;
  /** False only for a cookie the browser's script reads too (the remembered locale). */
  readonly httpOnly?: boolean;
}

/**
 * A Set-Cookie header value for the whole site, SameSite=Lax (sent on the redirect's GET).
 * @example setCookieHeader('stride_basket', 'B1', { maxAge: 60, secure: false }) // 'stride_basket=B1; Path=/; Max-Age=60; HttpOnly; SameSite=Lax'
 */
export function setCookieHeader(name: string, value: string, { maxAge, secure, httpOnly = true }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
