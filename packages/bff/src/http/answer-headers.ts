import type { HttpBindings } from '@hono/node-server';
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * node's response for a request the server is sending an answer to; undefined for `app.request()`
 * in tests and for the bff's in-process requests (a page's loads), or once the headers are out.
 */
export function openOutgoing(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return outgoing === undefined || outgoing.headersSent ? undefined : outgoing;
}

/**
 * Sets a header that every answer to this request carries, whatever builds the answer (a route, an
 * error handler, a static file). On node's response it costs a `setHeader`, and the answer's own
 * headers, merged in by `writeHead`, still win. Set on Hono's context instead (as without node's
 * response), it makes every answer carry a web `Headers` object, which node's adapter must then
 * copy entry by entry: measured at about a tenth of product details' CPU (docs/performance.md).
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = openOutgoing(c);
  if (outgoing === undefined) c.header(name, value);
  else outgoing.setHeader(name, value);
}
