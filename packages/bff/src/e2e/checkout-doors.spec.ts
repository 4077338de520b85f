import { buyableDemoVariants, demoData } from '../testing/demo-variants.js';
import { fillNewYorkAddress, guestCartInPage, hydrated, watchProblems } from './browser.fixture.js';
import { cartHolding, cartLine, productName } from './cart-page.fixture.js';
import { expect, test } from './store.fixture.js';

// Commerce sections 1, 4 and 8 through the browser: ship to store chosen in the cart's delivery dialog through to an
// order, the processing state of placing it and the step after, and a line whose price is gone.
// No product cache: a price taken away shows at the next read.
test.use({ storeName: 'checkout-doors', storeEnv: { STRIDE_PRODUCT_CACHE_TTL_MS: '0' } });

const SOHO = 'US101';
const heldAtSoho = new Set(
  demoData()
    .storeInventory.filter((s) => s.storeId === SOHO && s.quantity > 0)
    .map((s) => s.variantId),
);
// Shoes under the free-gift threshold (one line per cart), one size of each product, with stock online to spare.
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor < 10_000).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);
const notAtSoho = shoes.filter((v) => !heldAtSoho.has(v.variantId));
const pick = <T>(list: readonly T[], index: number): T => {
  const found = list[index];
  if (found === undefined) throw new Error('the demo data has too few shoes for this file');
  return found;
};

const item = cartLine;

test.describe('ship to store and placing an order, in Chromium', () => {
  test('ship to store (sts, BOPIS_STS) chosen in the cart’s delivery dialog for a store short of the shoe, through to an order; placing it shows a processing state; the next checkout starts at shipping', async ({
    page,
  }) => {
    // 401: the guest's first call, renewed.
    const problems = watchProblems(page, [401]);
    const chosen = pick(notAtSoho, 0);
    await cartHolding(page, chosen);

    // Stride New York SoHo has none of this size: the store's only method is ship to store.
    await page.getByRole('button', { name: 'Change delivery method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' });
    await dialog.getByLabel('Pick up at a store').check();
    await dialog.getByLabel('ZIP or postal code').fill('10012');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const offered = page.waitForResponse((res) => res.url().includes(`/shippingMethod/store-${SOHO}`) && res.request().method() === 'GET');
    await dialog.getByRole('radio', { name: /Stride New York SoHo/ }).check();
    const methods = (await (await offered).json()) as { applicableShippingMethods: { code: string; type: string }[] };
    expect(methods.applicableShippingMethods.map(({ code, type }) => ({ code, type }))).toEqual([{ code: 'sts', type: 'BOPIS_STS' }]);
    const sts = dialog.getByRole('radio', { name: /^Ship to store · 3-7 business days/ });
    await expect(sts).toBeChecked();
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: /^Pickup/ }).waitFor();

    // Checkout: nothing to ship home, so no shipping address; billing and a card.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByText('pick up at').getByText('Stride New York SoHo').waitFor();
    expect(await page.getByLabel('Address line 1', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await fillNewYorkAddress(page, 'ship.to.store@example.com');
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
    await page.getByLabel('Security code', { exact: true }).fill('123');
    await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.waitFor();

    // The place-order call is held by the test until the processing state is read, then sent on unchanged.
    let send = () => {};
    const sent = new Promise<void>((resolve) => (send = resolve));
    await page.route('**/cart/v2/checkout/order*', async (route) => {
      if (route.request().method() === 'PUT') await sent;
      await route.fallback();
    });
    const placing = page.waitForRequest((req) => req.url().includes('/cart/v2/checkout/order') && req.method() === 'PUT');
    await placeOrder.click();
    await placing;
    await expect(placeOrder).toBeDisabled();
    await expect(placeOrder).toHaveAttribute('aria-busy', 'true');
    send();

    await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    const order = await page.evaluate(async (n) => {
      const res = await fetch(`/consumers-v3/consumer/purchase/${n}?locale=en-US`, { headers: { accept: 'application/json' } });
      return (await res.json()) as { status: string; shipments: { shippingMethod: string; storeId?: string }[] };
    }, orderNumber);
    expect(order).toMatchObject({ status: 'PLACED', shipments: [{ shippingMethod: 'sts', storeId: SOHO }] });
    expect(await page.evaluate(() => localStorage.getItem('stride.cart'))).toBeNull();

    // The next checkout starts at shipping again.
    await guestCartInPage(page, [{ productId: pick(shoes, 1).variantId, qty: 1 }]);
    await page.goto('/checkout');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continue to billing' }).waitFor();
    await expect(page.locator('.checkout-step[aria-current="step"]').getByRole('heading', { level: 2 })).toHaveText('Shipping');
    expect(problems).toEqual([]);
  });
});

test.describe('an address express does not reach, in Chromium', () => {
  test('express chosen in the cart, then an Alaska address at checkout: OrderShippingMethodDowngraded is shown as an information message and the order goes on with standard delivery', async ({
    page,
  }) => {
    const problems = watchProblems(page, [401]);
    const chosen = pick(shoes, 4);
    await cartHolding(page, chosen);
    await page.getByRole('button', { name: 'Change delivery method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' });
    await dialog.getByRole('radio', { name: /^Express delivery/ }).check();
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
    await fillNewYorkAddress(page, 'anchorage@example.com');
    await page.getByLabel('Address line 1', { exact: true }).fill('411 W 4th Ave');
    await page.getByLabel('City', { exact: true }).fill('Anchorage');
    await page.getByLabel('State', { exact: true }).fill('AK');
    await page.getByLabel('ZIP code', { exact: true }).fill('99501');
    await page.getByLabel('Phone', { exact: true }).fill('9075550123');
    const addressSaved = page.waitForResponse((res) => res.url().includes('/shippingAddress') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    const answer = (await (await addressSaved).json()) as { flash: { type: string }[] };
    expect(answer.flash.map((f) => f.type)).toEqual(['OrderShippingMethodDowngraded']);
    const info = page.getByTestId('toast').filter({ hasText: 'Your order has been updated.' });
    await info.waitFor();
    await expect(info).toHaveClass(/toast--info/);
    await page.getByRole('button', { name: 'Continue to summary' }).waitFor();
    expect(await page.locator('.checkout-banner').count()).toBe(0);
    const basket = await page.evaluate(async () => {
      const id = localStorage.getItem('stride.cart');
      return (await (await fetch(`/cart/v1/cart/${id}`)).json()) as { shippingMethods: { shippingId: string; code?: string }[] };
    });
    expect(basket.shippingMethods.find((s) => s.shippingId === 'me')?.code).toBe('standard');
    expect(problems).toEqual([]);
  });
});

test.describe('a line whose price is gone, in Chromium', () => {
  test('NO_PRICE (INV702) at its item when the quantity of a line whose price is gone is changed, then ProductItemNotAvailable at that item when the cart is opened again', async ({
    page,
    store,
  }) => {
    // 401: the guest's first call, renewed; 409: the unpriced line's quantity change, answered INV702 on purpose.
    const problems = watchProblems(page, [401, 409]);
    const [kept, unpriced] = [pick(shoes, 2), pick(shoes, 3)];
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [
      { productId: kept.variantId, qty: 1 },
      { productId: unpriced.variantId, qty: 1 },
    ]);
    const [keptName, unpricedName] = [await productName(page, kept.productId), await productName(page, unpriced.productId)];
    await page.reload();
    await item(page, unpricedName).waitFor();

    // The price is taken away while the page shows the line.
    const noPrice = 'This item has no price at the moment and cannot be bought.';
    await store.sqlClient().query(`DELETE FROM prices WHERE variant_id = $1 AND currency = 'USD'`, [unpriced.variantId]);
    expect(await page.getByText(noPrice).count()).toBe(0);
    const refused = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/cart\/v1\/cart\/[^/]+\/item/.test(res.url()));
    await item(page, unpricedName).getByLabel('Quantity').selectOption('2');
    const answer = (await (await refused).json()) as { errorDetails: { errorId: string }[] };
    expect(answer.errorDetails[0]?.errorId).toBe('INV702');
    await item(page, unpricedName).getByText(noPrice).waitFor();
    expect(await item(page, keptName).getByText(noPrice).count()).toBe(0);
    expect(await page.locator('p.banner--error').count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);

    // Opened again, the cart answer flags the line (ProductItemNotAvailable), shown at its item.
    const load = page.waitForResponse((res) => res.request().method() === 'GET' && /\/cart\/v1\/cart\/[^/?]+\?/.test(res.url()));
    await page.reload();
    const loaded = (await (await load).json()) as { flash: { type: string }[] };
    expect(loaded.flash.map((f) => f.type)).toContain('ProductItemNotAvailable');
    await item(page, unpricedName).getByText(noPrice).waitFor();
    expect(await item(page, keptName).getByText(noPrice).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
