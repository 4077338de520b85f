import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

// Product sets over HTTP: the sets a product is in, and one set, on the demo data (demo-product-sets.ts).

let started: StartedServer;
let url: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

interface SetAnswer {
  productSetId: string;
  name: string;
  description: string;
  products: { id: string; name: string; currency: string; url: string; price: { current: number } }[];
}

async function get(path: string) {
  const res = await fetch(new URL(path, url), { headers: { accept: 'application/json' } });
  const body = (await res.json()) as Record<string, unknown> & { errorDetails?: { errorId: string; message: string }[] };
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body, error: body.errorDetails?.[0] };
}

describe('GET /products/v2/products/{productId}/productSets', () => {
  it('answers the sets a product is in, the merchandiser’s order, each with its products’ tiles in order, cacheable', async () => {
    const answer = await get('/products/v2/products/SR0045600/productSets?locale=en-US');
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('public, max-age=300');
    const sets = answer.body.productSets as SetAnswer[];
    expect(answer.body.productId).toBe('SR0045600');
    expect(sets.map((s) => [s.productSetId, s.name])).toEqual([
      ['SET10001', 'Race day kit'],
      ['SET10003', 'Rainy run'],
    ]);
    expect(sets[0]?.products.map((p) => p.id)).toEqual(['SR0045600', 'AT0845310', 'GA1602650', 'GA1563800', 'GB1500400']);
    expect(sets[0]?.products[1]).toMatchObject({ name: 'Stride Tempo Running Tee', currency: 'USD', url: '/en-us/p/stride-tempo-running-tee-AT0845310' });
    // Another colour of the same product finds the same sets.
    const otherColour = await get('/products/v2/products/SR0045400/productSets?locale=en-US');
    expect((otherColour.body.productSets as SetAnswer[]).map((s) => s.productSetId)).toEqual(['SET10001', 'SET10003']);
  });

  it('answers in the site’s language and currency', async () => {
    const answer = await get('/products/v2/products/AO1338210/productSets?locale=fr-CA');
    const [set] = answer.body.productSets as SetAnswer[];
    expect(set?.name).toBe('Course sous la pluie');
    expect(set?.description).toMatch(/^Dehors, quel que soit le ciel/);
    expect(set?.products.every((p) => p.currency === 'CAD' && p.url.startsWith('/fr-ca/p/'))).toBe(true);
  });

  it('answers no sets for a product in none, PLP400 for an unknown product and ATTR300 for a malformed id', async () => {
    const none = await get('/products/v2/products/AT0933100/productSets?locale=en-US');
    expect(none.status).toBe(200);
    expect(none.body.productSets).toEqual([]);
    const unknown = await get('/products/v2/products/ZZ9999999/productSets?locale=en-US');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.errorId).toBe('PLP400');
    const malformed = await get('/products/v2/products/sr-45600/productSets?locale=en-US');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.errorId).toBe('ATTR300');
  });
});

describe('GET /products/v2/products/{productSetId}/productSet', () => {
  it('answers a set with its products, and PLP400 for a set that does not exist', async () => {
    const answer = await get('/products/v2/products/SET10002/productSet?locale=en-US');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ productSetId: 'SET10002', name: 'Trail ready' });
    expect((answer.body.products as SetAnswer['products']).map((p) => p.id)).toEqual(['ST0348300', 'AT0940200', 'AO1397300', 'GB1456400', 'GA1651410']);
    const missing = await get('/products/v2/products/SET99999/productSet?locale=en-US');
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ errorId: 'PLP400', message: 'Product set SET99999 was not found.' });
  });
});
