import type { Context } from 'hono';

/**
 * The environment of a request the bff makes to itself: a page's loads, rendered on the server, and a form post's
 * calls. Its answer is read in this process and never sent anywhere, so what is meant for the wire (security
 * headers, compression) is skipped.
 */
export const IN_PROCESS: Readonly<{ inProcess: true }> = Object.freeze({ inProcess: true });

/** The environment of the node server's own requests (@hono/node-server): the shopper's socket. */
interface NodeBindings {
  readonly incoming?: unknown;
}

/**
 * An in-process environment that keeps the shopper's connection: the calls a form post makes for the shopper (a new
 * guest session among them) count against that shopper's abuse limits, not against one address shared by everyone.
 * @example app.fetch(request, inProcessFor(c.env))
 */
export function inProcessFor(env: unknown): Readonly<{ inProcess: true; incoming?: unknown }> {
  const incoming = (env as NodeBindings | undefined)?.incoming;
  return incoming === undefined ? IN_PROCESS : Object.freeze({ inProcess: true as const, incoming });
}

/** True for a request made with `app.fetch(request, IN_PROCESS)` or `inProcessFor(...)`. */
export function isInProcess(c: Context): boolean {
  return (c.env as { inProcess?: unknown } | undefined)?.inProcess === true;
}
