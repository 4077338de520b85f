import type { Context } from 'hono';

/**
 * The environment of a request the bff makes to itself: a page's loads, rendered on the server. Its
 * answer is read in this process and never sent anywhere, so what is meant for the wire (security
 * headers, compression) is skipped.
 */
export const IN_PROCESS: Readonly<{ inProcess: true }> = Object.freeze({ inProcess: true });

/** True for a request made with `app.fetch(request, IN_PROCESS)`. */
export function isInProcess(c: Context): boolean {
  return c.env === IN_PROCESS;
}
