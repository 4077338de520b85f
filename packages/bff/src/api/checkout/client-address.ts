import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';

/**
 * The caller's network address for rate limits: the socket's peer. X-Forwarded-For is not read,
 * since any client can write it (behind a load balancer, the deployment's proxy settings decide).
 */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in unit tests has no socket.
    return 'unknown';
  }
}
