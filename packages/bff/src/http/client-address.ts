import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';

function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown';
  }
}

/**
 * The caller's network address, for abuse limits. With no trusted proxy, the socket's peer: any
 * client can write X-Forwarded-For. With N trusted proxies, the N-th address from the right of
 * X-Forwarded-For, the one the outermost trusted proxy saw; addresses further left were written
 * by the client and are ignored.
 * @example // STRIDE_TRUST_PROXY=1, X-Forwarded-For: "6.6.6.6, 203.0.113.7" -> "203.0.113.7"
 */
export function clientAddress(c: Context<AppEnv>): string {
  const trusted = c.get('trustedProxies') ?? 0;
  if (trusted === 0) return peerAddress(c);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[forwarded.length - trusted] ?? forwarded[0] ?? peerAddress(c);
}
