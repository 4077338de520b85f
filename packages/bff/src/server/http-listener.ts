import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface Listening {
  readonly server: Server;
  readonly port: number;
}

/** Starts @hono/node-server on host:port (0 picks a free port) and resolves once it listens. */
export function listen(fetch: (request: Request) => Response | Promise<Response>, host: string, port: number): Promise<Listening> {
  return new Promise((resolve, reject) => {
    // Without https or http2 options, serve builds a plain node:http server.
    const server = serve({ fetch, hostname: host, port }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({ server, port: info.port });
    }) as Server;
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
