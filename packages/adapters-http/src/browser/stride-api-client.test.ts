import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUndiciFetch } from '../node/undici-fetch.js';
import { createHttpTokenApi } from './http-token-api.js';
import { createStrideApiClient, trustedAnswer } from './stride-api-client.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/token/v2/auth/token') {
        answer(res, 200, { accessToken: 'a', refreshToken: 'r', expiresIn: 900, consumerNo: 'G1', consumerType: 'GUEST' });
      } else if (path === '/cart/v1/cart/missing') {
        answer(res, 404, { errorDetails: [{ errorId: 'BSK404', message: 'Basket not found' }], correlationId: 'c-9' });
      } else if (path === '/broken') {
        res.writeHead(502).end('<html>bad gateway</html>');
      } else {
        answer(res, 200, { value: 1 });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let counter = 0;
const client = () =>
  createStrideApiClient({
    fetch: createUndiciFetch({ timeoutMs: 5_000 }),
    baseUrl,
    locale: 'en-US',
    newCorrelationId: () => `corr-${++counter}`,
    accessToken: () => 'tok',
  });

describe('createStrideApiClient', () => {
  it('sends locale, channel, a correlation id and the bearer token on every call', async () => {
    const result = await client().call({ method: 'GET', path: '/anything', query: { start: 0 }, answer: z.object({ value: z.number() }) });
    expect(result._unsafeUnwrap()).toEqual({ value: 1 });
    const last = seen.at(-1);
    expect(last?.url).toBe('/anything?locale=en-US&start=0');
    expect(last?.headers['x-channel']).toBe('ECOMM');
    expect(last?.headers['x-correlation-id']).toMatch(/^corr-\d+$/);
    expect(last?.headers.authorization).toBe('Bearer tok');
  });

  it('turns an errorDetails answer into a product error with the cart error id', async () => {
    const result = await client().call({ method: 'GET', path: '/cart/v1/cart/missing', answer: z.unknown() });
    const failure = result._unsafeUnwrapErr();
    expect(failure.kind).toBe('answer');
    if (failure.kind !== 'answer') return;
    expect(failure.status).toBe(404);
    expect(failure.error).toMatchObject({ errorId: 'BSK404', cartErrorId: 'CART_NOT_FOUND', correlationId: 'c-9' });
  });

  it('reports an answer without errorDetails as unexpected, with its status', async () => {
    const result = await client().call({ method: 'GET', path: '/broken', answer: z.unknown() });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'unexpected', status: 502 });
  });

  it('reports an answer that does not match its schema as unexpected', async () => {
    const result = await client().call({ method: 'GET', path: '/anything', answer: z.object({ value: z.string() }) });
    expect(result._unsafeUnwrapErr().kind).toBe('unexpected');
  });

  it('with trustedAnswer, gives the answer as it came (the browser does not ship the schemas) and still maps errors', async () => {
    const result = await client().call({ method: 'GET', path: '/anything', answer: trustedAnswer<{ value: number }>() });
    expect(result._unsafeUnwrap()).toEqual({ value: 1 });
    const missing = await client().call({ method: 'GET', path: '/cart/v1/cart/missing', answer: trustedAnswer<unknown>() });
    expect(missing._unsafeUnwrapErr()).toMatchObject({ kind: 'answer', status: 404, error: { errorId: 'BSK404' } });
  });

  it('reports an unreachable server as a network failure', async () => {
    const offline = createStrideApiClient({
      fetch: createUndiciFetch({ connectTimeoutMs: 1_000 }),
      baseUrl: 'http://127.0.0.1:1',
      locale: 'en-US',
      newCorrelationId: () => 'x',
    });
    const result = await offline.call({ method: 'GET', path: '/x', answer: z.unknown() });
    expect(result._unsafeUnwrapErr().kind).toBe('network');
  });

  it('refuses any path beginning with // without sending anything', async () => {
    // Any text after the two slashes, ASCII or not: fc.webPath() took seconds to generate under load.
    const api = client();
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (rest) => {
        const before = seen.length;
        const result = await api.call({ method: 'GET', path: `//${rest}`, answer: z.unknown() });
        expect(result.isErr()).toBe(true);
        expect(seen.length).toBe(before);
      }),
      { numRuns: 50 },
    );
  });

  it('posts the token request as JSON and parses the grant', async () => {
    const api = createHttpTokenApi(client());
    const result = await api.requestToken({ type: 'Guest' });
    expect(result._unsafeUnwrap().consumerType).toBe('GUEST');
    const last = seen.at(-1);
    expect(last?.method).toBe('POST');
    expect(JSON.parse(last?.body ?? '')).toEqual({ type: 'Guest' });
  });
});
