import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { escapeHtml, operationAnchor } from './html.js';
import { OPENAPI_METHODS, type OpenApiDocument } from './openapi-document.js';
import { openApiShapeProblems } from './openapi-shape.fixture.js';

let started: StartedServer;
let document: OpenApiDocument;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  document = (await (await fetch(`${started.server.url}/openapi.json`)).json()) as OpenApiDocument;
});
afterAll(() => started?.server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => OPENAPI_METHODS.filter((m) => item[m] !== undefined).map((method) => ({ method, path })));

describe('the API reference of the running bff', () => {
  it('serves /openapi.json as an OpenAPI 3.1 document in shape', () => {
    expect(openApiShapeProblems(document)).toEqual([]);
  });

  it('documents the calls the issue fixes by name', () => {
    const fixed = [
      { method: 'post', path: '/token/v2/auth/token' },
      { method: 'get', path: '/products/v2/products/{productId}/details' },
      { method: 'post', path: '/cart/v1/item' },
      { method: 'post', path: '/psp/v1/tokens' },
      { method: 'post', path: '/cart/v1/cart/{basketId}/paymentInstruments' },
      { method: 'put', path: '/cart/v2/checkout/order' },
      { method: 'patch', path: '/cart/v2/checkout/order/{orderNumber}' },
      { method: 'post', path: '/consumers-v3/consumer/agent/login' },
    ];
    expect(operations()).toEqual(expect.arrayContaining(fixed));
  });

  it('lists every route of the document at /docs/api, under a policy that runs no script', async () => {
    const res = await fetch(`${started.server.url}/docs/api`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|<link|\ssrc=/i);
    const missing = operations().filter(
      ({ method, path }) => !html.includes(`id="${operationAnchor(method, path)}"`) || !html.includes(`<code class="path">${escapeHtml(path)}</code>`),
    );
    expect(missing).toEqual([]);
    expect(html).toContain(`${operations().length} routes`);
  });
});
