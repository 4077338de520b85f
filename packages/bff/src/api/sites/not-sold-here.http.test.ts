import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';

// A product without a price on a site (an embedded store seeded before the site existed, before
// its top-up; a product a site does not carry) reads "Not sold on this site", not "£0.00 Out of stock".
let started: StartedServer;
let url: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  await started.sqlClient().query("DELETE FROM prices WHERE currency = 'GBP' AND variant_id IN (SELECT id FROM variants WHERE product_id = 'SR0045600')");
}, 120_000);
afterAll(async () => started?.server.close());

const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe('a product the site does not price', () => {
  it('answers its details with no variant and a price of 0 on that site only', async () => {
    const uk = await (await fetch(`${url}/products/v2/products/SR0045600/details?locale=en-GB`)).json();
    expect([uk.variants.length, uk.price.original, uk.purchasable]).toEqual([0, 0, false]);
    const us = await (await fetch(`${url}/products/v2/products/SR0045600/details?locale=en-US`)).json();
    expect(us.price.original).toBeGreaterThan(0);
  });

  it('reads "Not sold on this site" on its product page, with no £0.00 and no out of stock', async () => {
    const page = await fetch(`${url}/en-gb/p/stride-pace-runner-3-SR0045600`);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain('Not sold on this site');
    expect(text).not.toContain('£0.00');
    expect(text).not.toMatch(/Out of stock|Add to cart/);
  });

  it('is sold as ever on the US site', async () => {
    const text = visibleText(await (await fetch(`${url}/en-us/p/stride-pace-runner-3-SR0045600`)).text());
    expect(text).not.toContain('Not sold on this site');
    expect(text).toContain('Add to cart');
  });
});
