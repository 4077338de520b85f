import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciFetch } from '../node/undici-fetch.js';
import { createHttpTokenApi } from './http-token-api.js';
import { checkedAnswers } from '../node/checked-answers.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import { createStrideApiClient, routePath } from './stride-api-client.js';

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
      } else if (path === '/cart/v1/cart/broken') {
        res.writeHead(502).end('<html>bad gateway</html>');
      } else if (path === '/consumers-v3/consumer/purchase/invoice/download') {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.3 test');
      } else if (path === '/products/v2/search/autoSuggest') {
        answer(res, 200, { value: 1 });
      } else {
        answer(res, 200, {
          categories: [],
          features: { notifyMe: true, favorites: true, toastDismissMs: 5000, loyaltyMinPoints: 500, loyalty: true, simplifiedEnrollment: false },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let counter = 0;
const client = (checked = false) =>
  createStrideApiClient({
    fetch: createUndiciFetch({ timeoutMs: 5_000 }),
    baseUrl,
    locale: 'en-US',
    newCorrelationId: () => `corr-${++counter}`,
    accessToken: () => 'tok',
    ...(checked ? { checkAnswer: checkedAnswers } : {}),
  });

describe('createStrideApiClient', () => {
  it('calls a route by its name: method and path from the table, locale, query, channel, correlation id and bearer token', async () => {
    const result = await client().call('searchProducts', { query: { q: 'runner', start: '0' } });
    expect(result.isOk()).toBe(true);
    const last = seen.at(-1);
    expect(last?.method).toBe('GET');
    expect(last?.url).toBe('/products/v2/search/productSearch?locale=en-US&q=runner&start=0');
    expect(last?.headers['x-channel']).toBe('ECOMM');
    expect(last?.headers['x-correlation-id']).toMatch(/^corr-\d+$/);
    expect(last?.headers.authorization).toBe('Bearer tok');
  });

  it('fills path parameters encoded, and sends a JSON body on a write', async () => {
    await client().call('updateCartItem', { params: { basketId: 'b 1/x' }, body: { cartId: 'b 1/x', itemId: 'i1', qty: 2 } });
    const last = seen.at(-1);
    expect(last?.method).toBe('PUT');
    expect(last?.url).toBe('/cart/v1/cart/b%201%2Fx/item?locale=en-US');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({ cartId: 'b 1/x', itemId: 'i1', qty: 2 });
  });

  it('turns an errorDetails answer into a product error with the cart error id', async () => {
    const result = await client().call('getCart', { params: { basketId: 'missing' } });
    const failure = result._unsafeUnwrapErr();
    expect(failure.kind).toBe('answer');
    if (failure.kind !== 'answer') return;
    expect(failure.status).toBe(404);
    expect(failure.error).toMatchObject({ errorId: 'BSK404', cartErrorId: 'CART_NOT_FOUND', correlationId: 'c-9' });
  });

  it('reports an answer without errorDetails as unexpected, with its status', async () => {
    const result = await client().call('getCart', { params: { basketId: 'broken' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'unexpected', status: 502 });
  });

  it('with checkedAnswers (the CLI), refuses an answer outside the route schema and takes one inside it', async () => {
    const wrong = await client(true).call('suggestProducts', { query: { q: 'run' } });
    expect(wrong._unsafeUnwrapErr().kind).toBe('unexpected');
    const right = await client(true).call('getCatalog');
    expect(right._unsafeUnwrap()).toEqual({
      categories: [],
      features: { notifyMe: true, favorites: true, toastDismissMs: 5000, loyaltyMinPoints: 500, loyalty: true, simplifiedEnrollment: false },
    });
  });

  it('without a check (the browser), gives the answer as it came and still maps errors', async () => {
    const result = await client().call('suggestProducts', { query: { q: 'run' } });
    expect(result._unsafeUnwrap()).toEqual({ value: 1 });
  });

  it('reports an unreachable server as a network failure', async () => {
    const offline = createStrideApiClient({
      fetch: createUndiciFetch({ connectTimeoutMs: 1_000 }),
      baseUrl: 'http://127.0.0.1:1',
      locale: 'en-US',
      newCorrelationId: () => 'x',
    });
    const result = await offline.call('getCatalog');
    expect(result._unsafeUnwrapErr().kind).toBe('network');
  });

  it('refuses a call whose path parameter is empty without sending anything', async () => {
    const before = seen.length;
    const result = await client().call('getCart', { params: { basketId: '' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'unexpected', status: 0 });
    expect(seen.length).toBe(before);
  });

  it("reaches a lazily loaded page's route only through with(pageRouteAddresses), and reads a PDF answer as its bytes", async () => {
    const before = seen.length;
    const refused = await client().call('downloadInvoice', { body: { orderNumber: 'ST0000000001' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'unexpected', status: 0 });
    expect(seen.length).toBe(before);
    const pdf = await client()
      .with(pageRouteAddresses)
      .call('downloadInvoice', { body: { orderNumber: 'ST0000000001' } });
    expect(seen.at(-1)?.url).toBe('/consumers-v3/consumer/purchase/invoice/download?locale=en-US');
    expect(new TextDecoder().decode(pdf._unsafeUnwrap())).toBe('%PDF-1.3 test');
  });

  it('refuses a route the browser table does not hold (an editor call) without sending anything', async () => {
    const before = seen.length;
    const result = await client().call('exportContentDocuments');
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'unexpected', status: 0, message: expect.stringContaining('no address') });
    expect(seen.length).toBe(before);
  });

  it('keeps any parameter value inside its path segment, so no call leaves the API origin', () => {
    // Any text, ASCII or not: an encoded value never holds a slash, so `//` or `..` cannot appear.
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), (value) => {
        const path = routePath('/cart/v1/cart/:basketId/item', { basketId: value });
        expect(path?.startsWith('/cart/v1/cart/')).toBe(true);
        expect(path?.endsWith('/item')).toBe(true);
        expect(path?.split('/')).toHaveLength(6);
      }),
      { numRuns: 200 },
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
