import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buyableDemoVariants, demoData } from '../testing/demo-variants.js';
import { guestCartInPage, hydrated, layoutShift, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

const SHOTS = '/tmp/shots/cart';
// Two different shoes with stock to spare, so quantity changes and moves back never run out.
const [first, second] = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);
if (first === undefined || second === undefined) throw new Error('the demo data has no two shoes in stock');
// A shoe under the free-gift threshold that Stride New York SoHo (US101) holds, so the delivery dialog offers pickup there (every line must be in the store), not ship to store.
const atSoho = new Set(
  demoData()
    .storeInventory.filter((s) => s.storeId === 'US101' && s.quantity >= 2)
    .map((s) => s.variantId),
);
const pickupShoe = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && v.usdMinor < 10_000 && atSoho.has(v.variantId))[0];
if (pickupShoe === undefined) throw new Error('the demo data has no shoe in stock at US101');
const pickupShoeId = pickupShoe.variantId;

async function productName(page: Page, productId: string): Promise<string> {
  return page.evaluate(async (id) => ((await (await fetch(`/products/v2/products/${id}/details`)).json()) as { name: string }).name, productId);
}

const item = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const total = async (page: Page) => (await page.getByTestId('cart-total').textContent()) ?? '';

/** A phone-sized page at /cart whose guest cart holds one pickup shoe: the page's problems, watched from the start. */
async function pickupShoeCartAt375(page: Page): Promise<string[]> {
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page);
  await page.goto('/cart');
  await hydrated(page);
  await guestCartInPage(page, [{ productId: pickupShoeId, qty: 1 }]);
  await page.reload();
  return problems;
}

test.use({ storeName: 'cart' });

test.describe('cart page in Chromium', () => {
  test.beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  test('changes a quantity, saves for later and moves back, applies WELCOME10, shows a wrong code at its input and a gift card balance', async ({ page }) => {
    // 400: the wrong promo code, answered PRM130 on purpose.
    const problems = watchProblems(page, [400]);
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [
      { productId: first.variantId, qty: 1 },
      { productId: second.variantId, qty: 1 },
    ]);
    const [firstName, secondName] = [await productName(page, first.productId), await productName(page, second.productId)];
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await item(page, firstName).waitFor();
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');

    // Quantity: the select names the item; the row total doubles.
    await item(page, firstName).getByLabel('Quantity').selectOption('2');
    await page.getByText('Quantity updated').waitFor();
    expect(await item(page, firstName).getByLabel('Quantity').inputValue()).toBe('2');

    // Save for later and move back.
    await page.getByRole('button', { name: `Save ${secondName} for later` }).click();
    await page.getByRole('heading', { name: /^Saved for later/ }).waitFor();
    await page.getByRole('button', { name: `Move ${secondName} to cart` }).waitFor();
    expect(await page.getByRole('button', { name: `Remove ${secondName}`, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `Move ${secondName} to cart` }).click();
    await page.getByRole('button', { name: `Remove ${secondName}`, exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: /^Saved for later/ }).count()).toBe(0);

    // A wrong promo code shows its error at the input; WELCOME10 lowers the total.
    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply promo code' }).click();
    const promoError = page.getByRole('alert').filter({ hasText: 'This promo code is invalid.' });
    await promoError.waitFor();
    expect(await page.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');
    const before = await total(page);
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply promo code' }).click();
    await page.getByRole('button', { name: 'Remove promo code WELCOME10' }).waitFor();
    const after = await total(page);
    expect(Number(after.replace(/[^0-9.]/g, ''))).toBeLessThan(Number(before.replace(/[^0-9.]/g, '')));
    expect(await promoError.count()).toBe(0);

    // Gift card balance, then applied as a payment instrument.
    await page.getByLabel('Gift card number').fill('7777000000000001');
    await page.getByLabel('PIN').fill('1234');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText('Balance: $50.00').waitFor();
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByRole('button', { name: /^Remove gift card/ }).waitFor();
    await page.getByText('Remaining to pay').waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('on a phone, shows the cart espot under the lines once the cart is read, moving nothing (layout shift under 0.05)', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [{ productId: first.variantId, qty: 1 }]);
    // A fresh page view of a filled cart: the lines come from the browser's read, the espot after them.
    await page.goto('/cart');
    const line = item(page, await productName(page, first.productId));
    await expect(line).toBeVisible();
    const espot = page.locator('[data-espot="cart"]');
    await expect(espot).toBeAttached();
    const [lineBox, espotBox] = [await line.boundingBox(), await espot.boundingBox()];
    expect(espotBox?.y ?? 0).toBeGreaterThan((lineBox?.y ?? Number.POSITIVE_INFINITY) + (lineBox?.height ?? 0));
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(problems).toEqual([]);
  });

  test('rebuilds a lost basket from the items it kept and shows them again', async ({ page }) => {
    // 404: the lost basket, answered BSK404 on purpose.
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, [404]);
    await page.goto('/cart');
    await hydrated(page);
    const lost = await guestCartInPage(page, [{ productId: first.variantId, qty: 2 }]);
    const name = await productName(page, first.productId);
    await page.reload();
    await item(page, name).waitFor();
    // The app now keeps the lines beside the basket id; the basket id goes bad (expired, merged elsewhere).
    await page.evaluate(() => window.localStorage.setItem('stride.cart', 'f00dfeed-0000-4000-8000-000000000000'));
    await page.reload();
    await item(page, name).waitFor();
    expect(await item(page, name).getByLabel('Quantity').inputValue()).toBe('2');
    const rebuilt = await page.evaluate(() => window.localStorage.getItem('stride.cart'));
    expect(rebuilt).not.toBe(lost);
    expect(rebuilt).not.toBe('f00dfeed-0000-4000-8000-000000000000');
    expect(problems).toEqual([]);
  });

  test('approaching promotions: each callout is dismissed on its own and stays dismissed when the cart answers again', async ({ page }) => {
    const problems = await pickupShoeCartAt375(page);
    // The pickup shoe is under $100: below the free socks' and the $150 order's thresholds.
    const approaching = page.getByRole('region', { name: 'Promotions' }).locator('.promo-approaching li');
    const socks = approaching.filter({ hasText: /^Spend .+ more and get a free pair of Everyday Crew Socks/ });
    const spend = approaching.filter({ hasText: /^Spend .+ more to save / });
    await socks.waitFor();
    await spend.waitFor();
    await socks.getByRole('button').click();
    await socks.waitFor({ state: 'hidden' });
    await expect(spend).toBeVisible();
    // A new cart answer (a promo code applied) rebuilds the callouts: the dismissed one stays out.
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply promo code' }).click();
    await page.getByRole('button', { name: 'Remove promo code WELCOME10' }).waitFor();
    await expect(spend).toBeVisible();
    await expect(socks).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('moves the home-delivery items to a store with the delivery dialog', async ({ page }) => {
    const problems = await pickupShoeCartAt375(page);
    await page.getByRole('heading', { name: /^Home delivery/ }).waitFor();
    await page.getByRole('button', { name: 'Change delivery method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' });
    await dialog.getByLabel('Pick up at a store').check();
    await dialog.getByLabel('ZIP or postal code').fill('10012');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    await dialog.getByRole('radio', { name: /Stride New York SoHo/ }).check();
    const method = dialog.getByRole('radio', { name: /Same-day pickup|Pick up in store/ }).first();
    await method.waitFor();
    await method.check();
    await page.screenshot({ path: `${SHOTS}/delivery-dialog-375.png` });
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await page.getByRole('heading', { name: /^Pickup/ }).waitFor();
    expect(await page.getByRole('heading', { name: /^Home delivery/ }).count()).toBe(0);
    // The server reports home -> pickup as STHToPickupTransition on the moved line; the cart marks it.
    await item(page, await productName(page, pickupShoe.productId))
      .getByText('The delivery method of an item in your cart has changed.')
      .waitFor();
    expect(problems).toEqual([]);
  });

  test('has no serious or critical axe violations at 375 and 1440, empty and filled', async ({ browser, baseURL }) => {
    for (const width of [375, 1440] as const) {
      // A context of its own per width: the empty cart is checked before this width's cart is made.
      const page = await browser.newPage({ viewport: viewport(width), baseURL });
      await page.goto('/cart');
      await hydrated(page);
      await page.getByText('Your cart is empty.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await guestCartInPage(page, [
        { productId: first.variantId, qty: 1 },
        { productId: second.variantId, qty: 1 },
      ]);
      await page.reload();
      await page.getByRole('link', { name: 'Checkout' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/cart-filled-${width}.png`, fullPage: true });
      await page.close();
    }
  });
});
