import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

/** Far above the configured timeouts below and far below node's defaults (60 s headers, 300 s request). */
const GENEROUS_BOUND_MS = 15_000;

interface Dripping {
  /** Resolves when the server closes the connection, with what it wrote back. */
  readonly closed: Promise<string>;
  stop(): void;
}

/** Opens a raw connection, writes `opening`, then one more byte of `drip` every 200 ms until closed. */
function drip(port: number, opening: string, drip: string): Dripping {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  let index = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  socket.once('connect', () => socket.write(opening));
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip[index++ % drip.length] ?? ' ');
  }, 200);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
  return {
    closed: closed.finally(() => clearInterval(timer)),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Whether the promise settles within ms. */
async function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<{ settled: boolean; value?: T }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ settled: boolean }>((resolve) => (timer = setTimeout(() => resolve({ settled: false }), ms)));
  try {
    return await Promise.race([promise.then((value) => ({ settled: true, value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server closes the dripping client within the generous bound, answering 408 first. */
async function expectCutWith408(client: Dripping): Promise<void> {
  try {
    const outcome = await settlesWithin(client.closed, GENEROUS_BOUND_MS);
    expect(outcome.settled).toBe(true);
    expect(outcome.value).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    client.stop();
  }
}

describe('a client that sends its request slowly', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startTestServer({ STRIDE_HEADERS_TIMEOUT_MS: '1000', STRIDE_REQUEST_TIMEOUT_MS: '2000', STRIDE_KEEP_ALIVE_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => started?.server.close());

  it(
    'is cut once its headers take longer than the headers timeout, however steadily it drips them',
    async () => {
      await expectCutWith408(drip(started.server.port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n'));
    },
    GENEROUS_BOUND_MS + 5_000,
  );

  it(
    'is cut once its body takes longer than the request timeout',
    async () => {
      const head = 'POST /token/v2/auth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n';
      await expectCutWith408(drip(started.server.port, head, '{"type":"Guest"}'));
    },
    GENEROUS_BOUND_MS + 5_000,
  );

  it('still answers a client that sends its request at once', async () => {
    const res = await fetch(new URL('/healthz', started.server.url));
    expect(res.status).toBe(200);
  });
});
