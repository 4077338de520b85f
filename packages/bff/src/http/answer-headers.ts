import type { HttpBindings } from '@hono/node-server';
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

type Kept = [name: string, value: string];

/** Header lines with lower-case names, made once and shared by every answer that carries them. */
export type FixedHeaders = readonly (readonly [name: string, value: string])[];

/**
 * node's response, with the headers every answer to a request carries (correlation id, security
 * headers, Vary, Cache-Control) kept beside it and merged into the answer's own when it is written,
 * the answer's own winning. Set with `setHeader` instead, any one of them sends every answer down
 * node's slow `writeHead` path, where each of the answer's headers goes through `setHeader` too:
 * about a tenth of product details' CPU (docs/performance.md, "Twenty-third session").
 */
export class AnswerHeadersResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #kept: Kept[] | undefined;
  #fixed: FixedHeaders | undefined;

  /** Adds a shared list of headers (the security headers of an answer that runs no script), without copying it. */
  keepFixed(headers: FixedHeaders): void {
    this.#fixed = headers;
  }

  /** Keeps `name: value` for the answer (a second value for the same name replaces the first). */
  keep(name: string, value: string): void {
    const lower = name.toLowerCase();
    const kept = (this.#kept ??= []);
    const same = kept.findIndex((entry) => entry[0] === lower);
    if (same === -1) kept.push([lower, value]);
    else kept[same] = [lower, value];
  }

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const kept = this.#kept ?? [];
    const fixed = this.#fixed ?? [];
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const given = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (kept.length === 0 && fixed.length === 0) return super.writeHead(statusCode, reason, given);
    this.#kept = undefined;
    this.#fixed = undefined;
    if (Array.isArray(given)) {
      // A raw header list (nothing in Stride writes one): node's own merge, the list's entries set last.
      for (const [name, value] of [...kept, ...fixed]) if (!this.hasHeader(name)) this.setHeader(name, value);
      return super.writeHead(statusCode, reason, given);
    }
    // Headers set with setHeader (none on the hot path) are the answer's own too: node merges them in.
    const own = this.getHeaderNames();
    // A flat [name, value, ...] list: node writes it as it stands. Copying the answer's object and adding the kept
    // headers to the copy instead cost about 9 µs a request (V8 leaves such an object in a slow mode).
    const merged: OutgoingHttpHeader[] = [];
    for (const name in given) {
      const value = given[name];
      if (value === undefined) continue;
      own.push(name.toLowerCase());
      merged.push(name, value as OutgoingHttpHeader);
    }
    // A name both kept for this answer and in the shared list is written once, the kept value winning.
    for (const [name, value] of kept) {
      if (own.includes(name)) continue;
      merged.push(name, value);
      own.push(name);
    }
    for (const [name, value] of fixed) if (!own.includes(name)) merged.push(name, value);
    return super.writeHead(statusCode, reason, merged);
  }
}

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
 * error handler, a static file); the answer's own headers win. On the bff's node response it is kept
 * for `writeHead` (above); on another node response it costs a `setHeader`. Set on Hono's context
 * instead (as without node's response), it makes every answer carry a web `Headers` object, which
 * node's adapter must then copy entry by entry: measured at about a tenth of product details' CPU.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = openOutgoing(c);
  if (outgoing === undefined) c.header(name, value);
  else keepAnswerHeader(outgoing, name, value);
}

/** `setAnswerHeader` for a caller that already holds node's open response (from `openOutgoing`). */
export function keepAnswerHeader(outgoing: ServerResponse, name: string, value: string): void {
  if (outgoing instanceof AnswerHeadersResponse) outgoing.keep(name, value);
  else outgoing.setHeader(name, value);
}
