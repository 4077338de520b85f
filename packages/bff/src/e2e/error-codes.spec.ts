import type { Page } from '@playwright/test';
import { buyableDemoVariants, demoData } from '../testing/demo-variants.js';
import { signIn } from '../testing/tokens.js';
import { fillNewYorkAddress, guestCartInPage, hydrated, watchProblems } from './browser.fixture.js';
import { cartHolding, cartLine, productName } from './cart-page.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// Shoes Stride New York SoHo (US101) holds, under the free-gift threshold so each cart keeps one line.
const atSoho = new Set(
  demoData()
    .storeInventory.filter((s) => s.storeId === 'US101' && s.quantity >= 3)
    .map((s) => s.variantId),
);
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor < 10_000 && atSoho.has(v.variantId)).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);
const shoe = (index: number) => {
  const found = shoes[index];
  if (found === undefined) throw new Error('the demo data has too few shoes at US101');
  return found;
};

const item = cartLine;
const storedBasketId = (page: Page) => page.evaluate(() => window.localStorage.getItem('stride.cart'));

test.use({ storeName: 'error-codes' });

test.describe('section 8 error handling on the cart page, in Chromium', () => {
  test('INVALID_CUSTOMER: a guest whose basket a sign-in gave to an account gets a new cart, a toast, and a reload after 4 s', async ({ page, store }) => {
    // 401: the old basket, answered AUT498 on purpose.
    const problems = watchProblems(page, [401]);
    const chosen = shoe(0);
    await page.goto('/cart');
    await hydrated(page);
    const lost = await guestCartInPage(page, [{ productId: chosen.variantId, qty: 1 }]);
    const name = await productName(page, chosen.productId);
    await page.reload();
    await item(page, name).waitFor();

    // Another tab signs in with this guest's token: the basket becomes the shopper's account's.
    const guestAccess = (await page.context().cookies()).find((cookie) => cookie.name === 'stride_at')?.value;
    expect(guestAccess).toBeDefined();
    await signIn(store.server.url, SHOPPER.email, SHOPPER.password, { basketId: lost }, guestAccess);

    // The page's clock is ours from here, paused: the 4 s before the reload pass when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await page.reload();
    await page.getByText('Your cart is no longer valid. The page will reload in a moment.').waitFor();
    await expect.poll(() => storedBasketId(page)).not.toBe(lost);
    const fresh = await storedBasketId(page);
    expect(fresh).not.toBeNull();
    await page.evaluate(() => Object.assign(window, { beforeTheReload: true }));

    await page.clock.runFor(3_900);
    expect(await page.evaluate(() => 'beforeTheReload' in window)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(200);
    await reloaded;
    expect(await page.evaluate(() => 'beforeTheReload' in window)).toBe(false);
    await hydrated(page);
    // After the reload: the new, empty cart, and no line of the basket that is the account's now.
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    expect(await storedBasketId(page)).toBe(fresh);
    expect(await item(page, name).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('ProductLineItemInventoryMissing at its item once the stock fell, then opening the cart lowers the line to the stock left and says so', async ({
    page,
    store,
  }) => {
    const problems = watchProblems(page, []);
    const chosen = shoe(4);
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [{ productId: chosen.variantId, qty: 3 }]);
    // The shopper's store on this device: the cart load names it (favStoreId).
    await page.evaluate(() =>
      localStorage.setItem('stride.myStore', JSON.stringify({ storeId: 'US101', name: 'Stride New York SoHo', address: '1 Broadway' })),
    );
    const name = await productName(page, chosen.productId);
    await page.reload();
    await expect(item(page, name).getByLabel('Quantity')).toHaveValue('3');

    // Two units are left: the next cart answer (a promo code applied) says so at the line.
    await store.sqlClient().query('UPDATE variants SET online_stock = 2 WHERE id = $1', [chosen.variantId]);
    await page.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply promo code' }).click();
    await item(page, name).getByText('Only 2 left. Lower the quantity to check out.').waitFor();
    expect(await page.getByText('The item quantity has been updated.').count()).toBe(0);

    // Opening the cart again patches it to the stock (isPatchRequired) and shows the notice the answer carries.
    const load = page.waitForRequest((req) => req.method() === 'GET' && /\/cart\/v1\/cart\/[^/?]+\?/.test(req.url()));
    await page.reload();
    const query = new URL((await load).url()).searchParams;
    expect([query.get('isPatchRequired'), query.get('favStoreId'), query.get('inventorySupplyCheck')]).toEqual(['true', 'US101', null]);
    await page.locator('p.banner--info').filter({ hasText: 'The item quantity has been updated.' }).waitFor();
    await expect(item(page, name).getByLabel('Quantity')).toHaveValue('2');
    expect(await item(page, name).getByText('Only 2 left').count()).toBe(0);
    // Elsewhere the header's count is a quick read, without the stock flashes.
    const quick = page.waitForRequest((req) => req.method() === 'GET' && /\/cart\/v1\/cart\/[^/?]+\?/.test(req.url()));
    await page.goto('/en-us');
    expect(new URL((await quick).url()).searchParams.get('inventorySupplyCheck')).toBe('false');
    await store.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [chosen.variantId, chosen.onlineStock]);
    expect(problems).toEqual([]);
  });

  test('ITEM_NOT_AVAILABLE at its item: a quantity change of a line another tab removed', async ({ page }) => {
    // 409: the removed line, answered ORD404 on purpose.
    const problems = watchProblems(page, [409]);
    const [kept, removed] = [shoe(1), shoe(2)];
    await page.goto('/cart');
    await hydrated(page);
    const basketId = await guestCartInPage(page, [
      { productId: kept.variantId, qty: 1 },
      { productId: removed.variantId, qty: 1 },
    ]);
    const removedName = await productName(page, removed.productId);
    await page.reload();
    await item(page, removedName).waitFor();
    // Another tab takes the line out; this page still shows it.
    await page.evaluate(async (id) => {
      const cart = (await (await fetch(`/cart/v1/cart/${id}`)).json()) as { items: { id: string; productId: string }[] };
      const line = cart.items[1];
      if (line === undefined) throw new Error('no second line');
      await fetch('/cart/v1/item', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartId: id, itemId: line.id }),
      });
    }, basketId);

    await item(page, removedName).getByLabel('Quantity').selectOption('2');
    await item(page, removedName).getByText('This item is not available.').waitFor();
    expect(await page.locator('p.banner--error').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('ITEM_OOS as a toast: a saved line that sold out is not moved back to the cart, and stays saved', async ({ page, store }) => {
    // 409: the move's add, answered INV700 on purpose.
    const problems = watchProblems(page, [409]);
    const chosen = shoe(1);
    const name = await cartHolding(page, chosen);
    await page.getByRole('button', { name: `Save ${name} for later` }).click();
    const moveBack = page.getByRole('button', { name: `Move ${name} to cart` });
    await moveBack.waitFor();

    await store.sqlClient().query('UPDATE variants SET online_stock = 0 WHERE id = $1', [chosen.variantId]);
    await moveBack.click();
    await page.getByTestId('toast').filter({ hasText: 'this item could not be moved to cart' }).waitFor();
    await expect(moveBack).toBeEnabled();
    expect(await item(page, name).getByLabel('Quantity').count()).toBe(0);
    await store.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [chosen.variantId, chosen.onlineStock]);
    expect(problems).toEqual([]);
  });

  test('cart expired: a lost basket none of whose lines can go back in (sold out) leaves an empty cart and says so', async ({ page, store }) => {
    // 404: the lost basket, answered BSK404 on purpose; 409: the sold-out line the rebuild tries to re-add.
    const problems = watchProblems(page, [404, 409]);
    const chosen = shoe(2);
    await cartHolding(page, chosen);
    // The basket is gone on the server (its id no longer answers) and the shoe sold out meanwhile.
    await page.evaluate(() => window.localStorage.setItem('stride.cart', 'f00dfeed-0000-4000-8000-000000000001'));
    await store.sqlClient().query('UPDATE variants SET online_stock = 0 WHERE id = $1', [chosen.variantId]);
    await page.reload();
    await page.getByTestId('toast').filter({ hasText: 'Your cart has expired. Please add your items again.' }).waitFor();
    await page.getByText('Your cart is empty').waitFor();
    expect(await storedBasketId(page)).not.toBe('f00dfeed-0000-4000-8000-000000000001');
    await store.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [chosen.variantId, chosen.onlineStock]);
    expect(problems).toEqual([]);
  });

  test('ITEM_NO_LONGER_AVAILABLE in the top banner: a quantity change of a pickup line its store no longer carries (INV407)', async ({ page, store }) => {
    // 409: the delisted pickup line, answered INV407 on purpose.
    const problems = watchProblems(page, [409]);
    const chosen = shoe(3);
    await page.goto('/cart');
    await hydrated(page);
    await page.evaluate(async (line) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        return (await res.json()) as { basketId: string };
      };
      await post('/token/v2/auth/token', { type: 'Guest' });
      const { basketId } = await post('/cart/v1/cart', {});
      await post('/cart/v1/item', { items: [{ cartId: basketId, productId: line.productId, upc: line.upc, storeId: 'US101' }] });
      window.localStorage.setItem('stride.cart', basketId);
    }, chosen);
    const name = await productName(page, chosen.productId);
    await page.reload();
    await page.getByRole('heading', { name: /^Pickup/ }).waitFor();
    await item(page, name).waitFor();
    await store.sqlClient().query(`DELETE FROM store_inventory WHERE store_id = 'US101' AND variant_id = $1`, [chosen.variantId]);

    await item(page, name).getByLabel('Quantity').selectOption('2');
    const banner = page.locator('p.banner--error').filter({ hasText: 'Some items in your cart are no longer available.' });
    await banner.waitFor();
    expect(await item(page, name).getByText('Some items in your cart are no longer available.').count()).toBe(0);
    expect(await item(page, name).getByLabel('Quantity').inputValue()).toBe('1');
    expect(problems).toEqual([]);
  });
});

test.describe('section 8 error handling at checkout, in Chromium', () => {
  test('gift card codes at the gift card input (GFC740, GFC725), and a refused card (PAY400) as a toast that outlasts the dismiss time', async ({ page }) => {
    // The gift cards' refusals (GFC740 409, GFC725 403) and the refused card's (PAY400 402), on purpose.
    const problems = watchProblems(page, [402, 403, 409]);
    const chosen = shoe(5);
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [{ productId: chosen.variantId, qty: 1 }]);
    await page.goto('/checkout');
    await hydrated(page);
    await fillNewYorkAddress(page, 'refused.card@example.com');
    await page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.getByRole('button', { name: 'Continue to summary' }).waitFor();

    // Gift card errors are shown at the gift card input, not as a toast or a banner.
    const giftCardNumber = page.getByLabel('Gift card number', { exact: true });
    for (const [number, pin, message] of [
      ['7777000000000002', '2222', 'This gift card has a zero balance.'],
      ['7777000000000006', '6666', 'This gift card cannot be used for this order.'],
    ] as const) {
      await giftCardNumber.fill(number);
      await page.getByLabel('PIN', { exact: true }).fill(pin);
      await page.getByRole('button', { name: 'Apply gift card' }).click();
      await expect(page.locator('#gift-card-error')).toHaveText(message);
      await expect(giftCardNumber).toHaveAttribute('aria-describedby', 'gift-card-error');
    }
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await page.locator('.checkout-banner').count()).toBe(0);

    // A card the bank refuses: PAYMENT_ERROR is a persistent toast, still there well past the dismiss time (5 s).
    await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
    await page.getByLabel('Security code', { exact: true }).fill('123');
    await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await page.clock.install();
    await page.getByRole('button', { name: 'Place order' }).click();
    const refused = page.getByTestId('toast').filter({ hasText: 'Your order was not placed' });
    await expect(refused).toContainText('Your payment could not be processed. Please try another payment method.');
    // Away from the toast (hovering one holds its countdown), then past the time a toast that is not persistent stays.
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await expect(refused).toBeVisible();
    expect(problems).toEqual([]);
  });
});
