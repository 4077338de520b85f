import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { SqlClient } from '@stride/adapters-storage';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { stockedSizes } from './stock.fixture.js';
import { expect, test } from './store.fixture.js';

// Express wallet from a product page (account sections 1, 2, 4, 5 and 8): the wallet pay button opens the sandbox
// wallet's sheet; paying places an order of the one shoe and lands on /order-confirmation?storeContext=applePayPdp with
// the shopper's cart still empty; a contact in another country than the store's ends the session with the country
// error and orders nothing; Cancel ends it and leaves no line behind. Offered only in the store's country.
const SHOTS = '/tmp/shots/express-wallet';

test.use({ storeName: 'express-wallet', locale: 'en-US' });

const data = demoData();
const productOf = (id: string) => data.products.find((p) => p.id === id);
/** In-stock shoe sizes that sell now, one per product (each journey takes its own). */
const shoes = data.variants.filter((v) => {
  const product = productOf(v.productId);
  return v.onlineStock >= 3 && product?.productType === 'FOOTWEAR' && !product.presale && !product.comingSoon && !product.isCustoms;
});
const shoeUrl = (index: number) => {
  const products = [...new Map(shoes.map((v) => [v.productId, v])).values()];
  const variant = products[index];
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  return { variant, path: `/en-us/p/${productOf(variant?.productId ?? '')?.slug}-${colour?.masterId}?size=${variant?.sizeLabel}` };
};

/** Lines in every basket of the store: what a wallet session may not leave behind. */
async function basketLines(sql: SqlClient): Promise<number> {
  const [row] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_items');
  return row?.n ?? -1;
}

async function openSheet(from: Page | Locator, button: string, title: string, page: Page = from as Page) {
  await from.getByRole('button', { name: button }).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('button', { name: 'Pay', exact: true }).waitFor();
  await expect(sheet.getByTestId('wallet-total')).not.toBeEmpty();
  await expect(sheet.getByRole('status')).toHaveCount(0);
  return sheet;
}

test.beforeEach(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('express wallet purchase from a product page: the sandbox sheet pays, the order is placed and the confirmation says so; the cart stays empty', async ({
  page,
  store,
}) => {
  const problems = watchProblems(page, [401]);
  await page.setViewportSize(viewport(375));
  const { variant, path } = shoeUrl(0);
  const stockBefore = (await store.sqlClient().query<{ n: number }>('SELECT online_stock AS n FROM variants WHERE id = $1', [variant?.id]))[0]?.n ?? 0;
  await page.goto(path);
  await hydrated(page);
  const sheet = await openSheet(page, 'Buy with Wallet Pay', 'Wallet Pay');
  await expect(sheet.getByLabel('Ship to')).toContainText('Ada Lovelace, 512 Broadway, New York');
  await expect(sheet.getByText('Test wallet: no real payment is taken.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/wallet-sheet-375.png` });

  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order-confirmation\?orderNumber=[^&]+&storeContext=applePayPdp$/);
  await expect(page.getByText('Paid with your express wallet from the product page.')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  await page.screenshot({ path: `${SHOTS}/confirmation-375.png` });

  const [order] = await store.sqlClient().query<{ status: string }>('SELECT status FROM orders WHERE order_number = $1', [orderNumber]);
  const payments = await store
    .sqlClient()
    .query<{ payment_method_id: string; status: string }>('SELECT payment_method_id, status FROM order_payments WHERE order_number = $1', [orderNumber]);
  expect(order?.status).toBe('PLACED');
  expect(payments).toEqual([{ payment_method_id: 'DW_APPLE_PAY', status: 'CAPTURED' }]);
  const [stock] = await store.sqlClient().query<{ n: number }>('SELECT online_stock AS n FROM variants WHERE id = $1', [variant?.id]);
  expect(stock?.n).toBe(stockBefore - 1);
  // The wallet bought from its own basket: the shopper's cart was never touched and is empty.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a contact outside the store country ends the PayPal-type session with the country error, and nothing is ordered', async ({ page, store }) => {
  const problems = watchProblems(page, [400, 401]);
  await page.setViewportSize(viewport(1440));
  const linesBefore = await basketLines(store.sqlClient());
  const [{ n: ordersBefore } = { n: -1 }] = await store.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  await page.goto(shoeUrl(1).path);
  await hydrated(page);
  const sheet = await openSheet(page, 'Pay with PayPal', 'PayPal');
  await sheet.getByLabel('Ship to').selectOption({ label: 'Grace Hopper, 290 Bremner Blvd, Toronto M5V 3L9, CA' });
  await expect(sheet.getByRole('alert')).toHaveText("We can only ship to addresses in this store's country. Choose an address in this country.");
  await expect(sheet.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/country-error-1440.png` });
  await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sheet).toBeHidden();

  const [{ n: ordersAfter } = { n: -2 }] = await store.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  expect(ordersAfter).toBe(ordersBefore);
  await expect.poll(() => basketLines(store.sqlClient())).toBe(linesBefore);
  expect(problems).toEqual([]);
});

test('quick-shop offers the wallet buttons; Cancel ends the session and gives the wallet basket’s line back', async ({ page, store }) => {
  const problems = watchProblems(page, [401]);
  await page.setViewportSize(viewport(1440));
  const linesBefore = await basketLines(store.sqlClient());
  const size = (await stockedSizes(store.server.url, 'SR0091650'))[0];
  await page.goto('/en-us/c/running-shoes-4100');
  await hydrated(page);
  await page.getByRole('button', { name: 'Quick shop, Stride Stratus 4', exact: true }).click();
  const quickShop = page.getByRole('dialog', { name: 'Stride Stratus 4' });
  await quickShop.getByRole('radio', { name: 'Coral' }).check();
  await quickShop.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: size?.label, exact: true }).check();
  await expect(quickShop.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/quick-shop-1440.png` });
  const sheet = await openSheet(quickShop, 'Buy with Wallet Pay', 'Wallet Pay', page);
  expect(await basketLines(store.sqlClient())).toBeGreaterThan(linesBefore);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(quickShop.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect.poll(() => basketLines(store.sqlClient())).toBe(linesBefore);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a shopper whose browser is in another country than the store', () => {
  test.use({ locale: 'en-CA' });

  test('is not offered the express wallet on the US store', async ({ page }) => {
    await page.goto(shoeUrl(3).path);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await expect(page.getByRole('button', { name: 'Buy with Wallet Pay' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  });
});
