import { createHmac, timingSafeEqual } from 'node:crypto';

/** Longest a signed preview link may live. */
export const PREVIEW_LINK_MAX_SECONDS = 7 * 24 * 3600;

/** Signs and checks preview links: HMAC-SHA256 of the path and the expiry, with a key of its own. */
export interface PreviewLinks {
  /** The signature of a path valid until `expires` (Unix seconds), base64url. */
  sign(path: string, expires: number): string;
  /** Whether a signature is this server's for the path and has not expired at `nowSeconds`. */
  verify(path: string, expires: number, signature: string, nowSeconds: number): boolean;
}

/**
 * Preview links keyed from the server secret: the key is HMAC(secret, "content-preview"), so a preview signature can
 * never pass for an access token's and the other way round.
 */
export function hmacPreviewLinks(serverSecret: string): PreviewLinks {
  const key = createHmac('sha256', serverSecret).update('content-preview').digest();
  const sign = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign,
    verify(path, expires, signature, nowSeconds) {
      if (!Number.isSafeInteger(expires) || expires <= nowSeconds || expires > nowSeconds + PREVIEW_LINK_MAX_SECONDS) return false;
      const expected = Buffer.from(sign(path, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
