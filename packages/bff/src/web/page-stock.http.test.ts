import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

// A product page's server render reuses the product's online stock it read last for STRIDE_PAGE_STOCK_TTL_MS
// (product-routes.ts); the inventory route reads live stock every time. The test's clock is moved by hand.

const PRODUCT = 'SR0045600';
const PAGE = `/en-us/p/stride-pace-runner-3-${PRODUCT}`;
const TTL_MS = 1_000;

let started: StartedServer;
let clock = Date.parse('2026-11-27T12:00:00Z');

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_PAGE_STOCK_TTL_MS: String(TTL_MS) }, { now: () => new Date(clock) });
}, 180_000);
afterAll(async () => started?.server.close());

type Stock = Record<string, { readonly quantity: number; readonly stockStatus: string }>;

/** The variants' stock the product page was rendered with (its hydration state). */
async function pageStock(): Promise<Stock> {
  const res = await fetch(`${started.server.url}${PAGE}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const state = /<script id="stride-page-state"[^>]*>(.*?)<\/script>/s.exec(await res.text())?.[1];
  expect(state).toBeDefined();
  return (JSON.parse(state ?? '{}') as { state: { data: { inventory: { variants: Stock } } } }).state.data.inventory.variants;
}

async function routeStock(): Promise<Stock> {
  const res = await fetch(`${started.server.url}/products/v2/products/${PRODUCT}/inventory?locale=en-US`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { variants: Stock }).variants;
}

describe("a product page's stock", () => {
  it('is read once per time-to-live by the renders, while the inventory route reads it live', async () => {
    const before = await pageStock();
    const [variantId, shown] = Object.entries(before).find(([, v]) => v.quantity > 0) ?? [];
    expect(variantId).toBeDefined();
    expect(shown?.stockStatus).toBe('InStock');

    await started.sqlClient().query('UPDATE variants SET online_stock = 0 WHERE id = $1', [variantId]);
    // The route answers the shelf as it is; a render within the time-to-live shows what the last render read.
    expect((await routeStock())[variantId ?? '']?.quantity).toBe(0);
    clock += TTL_MS - 1;
    expect((await pageStock())[variantId ?? '']).toEqual(shown);

    clock += 1;
    expect((await pageStock())[variantId ?? '']?.quantity).toBe(0);
    expect((await pageStock())[variantId ?? '']?.stockStatus).not.toBe('InStock');
  });
});
