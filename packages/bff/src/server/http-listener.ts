import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { AnswerHeadersResponse } from '../http/answer-headers.js';

export interface Listening {
  readonly server: Server;
  readonly port: number;
}

/** How long a client may hold a connection without progress; node's defaults let a slow client hold one a minute or more. */
export interface SocketTimeouts {
  /** Until the request's headers are all in (STRIDE_HEADERS_TIMEOUT_MS). */
  readonly headersMs: number;
  /** Until the whole request, body included, is in (STRIDE_REQUEST_TIMEOUT_MS). */
  readonly requestMs: number;
  /** How long an idle keep-alive connection waits for its next request (STRIDE_KEEP_ALIVE_TIMEOUT_MS). */
  readonly keepAliveMs: number;
}

/** Node's own defaults, for callers (tests) that do not pass the configured ones. */
const NODE_DEFAULT_TIMEOUTS: SocketTimeouts = { headersMs: 60_000, requestMs: 300_000, keepAliveMs: 5_000 };

/**
 * The node:http options that enforce the timeouts. Node refuses a headers timeout above the request
 * timeout, so it is capped there; and it only looks for expired connections every
 * connectionsCheckingInterval (30 s by default), so that runs often enough for the headers timeout
 * to hold within a quarter of itself.
 */
function serverOptions(timeouts: SocketTimeouts) {
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    headersTimeout,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.min(1_000, Math.floor(headersTimeout / 4)),
    // The headers every answer carries are merged in at writeHead (http/answer-headers.ts).
    ServerResponse: AnswerHeadersResponse,
  };
}

/** Starts @hono/node-server on host:port (0 picks a free port) and resolves once it listens. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
  timeouts: SocketTimeouts = NODE_DEFAULT_TIMEOUTS,
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    // Without https or http2 options, serve builds a plain node:http server.
    const options = serverOptions(timeouts);
    const server = serve({ fetch, hostname: host, port, serverOptions: options }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({ server, port: info.port });
    }) as Server;
    // keepAliveTimeout is a property of the server, not an option node:http reads at creation on every version.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.once('error', reject);
    server.on('request', (_request, response) => {
      // Once close() has begun, a keep-alive connection that finishes its last response would
      // otherwise sit idle until its timeout and hold the shutdown open.
      response.once('finish', () => {
        if (!server.listening) setImmediate(() => server.closeIdleConnections());
      });
    });
  });
}

/**
 * Stops accepting connections and waits for in-flight requests; connections still open after
 * `graceMs` are cut so a stuck client cannot hold the shutdown forever.
 */
export async function stopListening(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearTimeout(deadline);
  }
}

/** The URL a person can open: a wildcard bind address is reached through localhost. */
export function publicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const bracketed = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${port}`;
}
