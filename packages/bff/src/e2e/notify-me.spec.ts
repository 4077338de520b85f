import { mkdirSync } from 'node:fs';
import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { demoData, soldOutShoeSize } from '../testing/demo-variants.js';
import { agentLogin } from '../testing/tokens.js';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Notify me on a phone: a guest asks to be told about a sold-out size, support staff restock it (the call `stride stock
// set` makes), the e-mail is in the outbox once, and its link opens the size, now in stock. Then "sign in to buy" on a
// presale product keeps the colour and size chosen.
const SHOTS = '/tmp/shots/notify-me';

test.use({ storeName: 'notify-me' });

const data = demoData();
const productOf = (id: string) => data.products.find((p) => p.id === id);
const colourOf = (colourVariantId: string | undefined) => data.colourVariants.find((c) => c.id === colourVariantId);

test.beforeEach(async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(viewport(375));
});

test('quick-shop offers notify me for a sold-out size too, from a search tile', async ({ page }) => {
  const problems = watchProblems(page, [401]);
  const { product, colour, sizeLabel } = soldOutShoeSize();
  await page.goto(`/en-us/search?q=${encodeURIComponent(product.name)}`);
  await hydrated(page);
  await page
    .getByRole('button', { name: `Quick shop, ${product.name}`, exact: true })
    .first()
    .click();
  const quickShop = page.getByRole('dialog', { name: product.name });
  await quickShop.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: colour.colourName, exact: true }).check();
  await quickShop.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: sizeLabel, exact: true }).check();
  await quickShop.getByText('This size is out of stock. Leave your e-mail and we will tell you when it is back.').waitFor();
  await expect(quickShop.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await expect(quickShop.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('notify me then restock: a guest leaves an address for a sold-out size, the restock e-mails it once, and its link opens the size in stock', async ({
  page,
  store,
}) => {
  // A new visitor's first call is refused 401 and repeated with a guest token (app/browser-api.ts).
  const problems = watchProblems(page, [401]);
  const soldOutSize = soldOutShoeSize();
  const { product, colour } = soldOutSize;
  await page.goto(soldOutSize.path);
  await hydrated(page);
  await page.getByText('This size is out of stock. Leave your e-mail and we will tell you when it is back.').waitFor();
  await page.getByLabel('Email').fill('waiting.runner@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `We will e-mail waiting.runner@example.com once, when size ${soldOutSize.sizeLabel} is back.` })
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/notify-me-done-375.png` });

  // Support staff restock the size, as `stride stock set <variant> 4` does.
  const agent = await agentLogin(store.server.url, DemoEmail.employee, DEMO_PASSWORD);
  const restock = await fetch(new URL(`/products/v1/agent/variants/${soldOutSize.variantId}/stock`, store.server.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${agent.accessToken}` },
    body: JSON.stringify({ quantity: 4 }),
  });
  expect(await restock.json()).toEqual({ variantId: soldOutSize.variantId, before: 0, after: 4, notified: 1 });

  // The outbox is where the mail relay reads: the test reads the e-mail there as the shopper's inbox would.
  const mails = await store
    .sqlClient()
    .query<{ subject: string; body: string }>("SELECT subject, body FROM outbound_emails WHERE to_address = $1 AND template = 'back-in-stock'", [
      'waiting.runner@example.com',
    ]);
  expect(mails.map((m) => m.subject)).toEqual([`${product.name} is back in stock`]);
  const link = /https?:\/\/[^\s]+\/en-us\/p\/[^\s]+/.exec(mails[0]?.body ?? '')?.[0] ?? '';
  expect(link).toContain(`color=${colour.colourId}`);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(page);
  await expect(page.locator('.picker__label', { hasText: 'Size' })).toContainText(`: ${soldOutSize.sizeLabel}`);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/restocked-375.png` });
  expect(problems).toEqual([]);
});

test('sign in to buy a presale shoe: the sign-in dialog opens over the product, and after it the colour and size are still chosen', async ({ page }) => {
  const problems = watchProblems(page, [401]);
  const presale = data.variants.find(
    (v) => v.onlineStock > 0 && productOf(v.productId)?.presale === true && productOf(v.productId)?.productType === 'FOOTWEAR',
  );
  const product = productOf(presale?.productId ?? '');
  const colour = colourOf(presale?.colourVariantId);
  const path = `/en-us/p/${product?.slug}-${colour?.masterId}?size=${presale?.sizeLabel}`;
  await page.goto(path);
  await hydrated(page);
  await page.getByText('Presale: members can buy this product before it launches.').waitFor();
  await page.getByRole('link', { name: 'Sign in to buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Email').fill(DemoEmail.shopper);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/en-us/p/${product?.slug}-${colour?.masterId}`);
  await expect(page.locator('.picker__label', { hasText: 'Size' })).toContainText(`: ${presale?.sizeLabel}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to cart').first().waitFor();
  await page.screenshot({ path: `${SHOTS}/presale-signed-in-375.png` });
  expect(problems).toEqual([]);
});
