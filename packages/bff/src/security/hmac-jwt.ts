import { createHmac, timingSafeEqual } from 'node:crypto';

/** JWT compact form signed with HMAC-SHA256 under one key, for one token type (the header's `typ`). */
export interface HmacJwt {
  sign(claims: object): string;
  /** The payload of a token this codec signed (same header, valid signature), or undefined; claims are not checked here. */
  open(token: string): unknown;
}

/**
 * The HS256 signing shared by Stride's tokens. Only the exact header of `typ` is accepted (no `alg`
 * negotiation: "none", RS256... never verify), and the signature is compared in constant time as
 * text against its one canonical base64url encoding: a twin whose last character only changes the
 * unused trailing bits decodes to the same bytes, and is refused.
 * @example const jwt = hmacJwt(secret, 'JWT'); jwt.open(jwt.sign({ sub: 'x' })) // { sub: 'x' }
 */
export function hmacJwt(key: string | Buffer, typ: string): HmacJwt {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ })).toString('base64url');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();
  return {
    sign(claims) {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${header}.${payload}.${mac(`${header}.${payload}`).toString('base64url')}`;
    },
    open(token) {
      const [given, payload, signature, extra] = token.split('.');
      if (given !== header || payload === undefined || signature === undefined || extra !== undefined) return undefined;
      const actual = Buffer.from(signature, 'latin1');
      const expected = Buffer.from(mac(`${header}.${payload}`).toString('base64url'), 'latin1');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}
