import type { Page, Response } from '@playwright/test';
import { buyableDemoVariants } from '../testing/demo-variants.js';
import { signIn } from '../testing/tokens.js';
import { closeMiniCart, guestCartInPage, hydrated, watchProblems } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// The storefront's own rules for failed calls (commerce sections 4, 7 and 8), seen through the browser: the add's
// retry, the token call's 409 retry and ignored 403, the reload guard, and the cart's persistent toasts.
test.use({ storeName: 'cart-faults' });

// Shoes under the free-gift threshold, one size of each product, with stock to spare.
const shoes = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor < 10_000).filter(
  (v, i, all) => all.findIndex((o) => o.productId === v.productId) === i,
);
const shoe = (index: number) => {
  const found = shoes[index];
  if (found === undefined) throw new Error('the demo data has too few shoes');
  return found;
};

const ADD_PATH = '/cart/v1/item';
const TOKEN_PATH = '/token/v2/auth/token';
const pathOf = (url: string) => new URL(url).pathname;
const isAdd = (res: Response) => res.request().method() === 'POST' && pathOf(res.url()) === ADD_PATH;
const item = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const storedBasketId = (page: Page) => page.evaluate(() => window.localStorage.getItem('stride.cart'));
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

interface ProductDetails {
  readonly name: string;
  readonly attributes: { type: string; options: { id: string; label: string }[] }[];
  readonly variants: { id: string; attributes: Record<string, string> }[];
}

/** Opens the shoe's product page (found with productSearch) and picks its colour and size, ready for "Add to cart". */
async function pickOnProductPage(page: Page, variant: { productId: string; variantId: string }): Promise<string> {
  await page.goto('/en-us');
  await hydrated(page);
  const found = await page.evaluate(async ({ productId, variantId }) => {
    const details = (await (await fetch(`/products/v2/products/${productId}/details`)).json()) as ProductDetails;
    const search = (await (await fetch(`/products/v2/search/productSearch?q=${encodeURIComponent(details.name)}&locale=en-US`)).json()) as {
      products: { id: string; url: string }[];
    };
    const attributes = details.variants.find((v) => v.id === variantId)?.attributes ?? {};
    const label = (type: string) => details.attributes.find((a) => a.type === type)?.options.find((o) => o.id === attributes[type])?.label ?? '';
    return { name: details.name, path: search.products.find((p) => p.id === productId)?.url ?? '', colour: label('color'), size: label('size') };
  }, variant);
  expect(found.path).not.toBe('');
  await page.goto(found.path);
  await hydrated(page);
  if (found.colour !== '') await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: found.colour }).check();
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: found.size, exact: true }).check();
  return found.name;
}

/** When each add call was sent and answered, as the test's clock saw it. */
function watchAdds(page: Page): { sent: number[]; answered: { at: number; status: number }[] } {
  const seen = { sent: [] as number[], answered: [] as { at: number; status: number }[] };
  page.on('request', (req) => {
    if (req.method() === 'POST' && pathOf(req.url()) === ADD_PATH) seen.sent.push(Date.now());
  });
  page.on('response', (res) => {
    if (isAdd(res)) seen.answered.push({ at: Date.now(), status: res.status() });
  });
  return seen;
}

test.describe('adding to the cart, in Chromium', () => {
  test('a refused add is tried once more 2 s later: a size sold out and restocked in between is added; sold out for good, it is given up after the second refusal', async ({
    page,
    store,
  }) => {
    // 401: the guest's first call, renewed; 409: the sold-out size, answered INV700 on purpose.
    const problems = watchProblems(page, [401, 409]);
    const chosen = shoe(0);
    await pickOnProductPage(page, chosen);
    const adds = watchAdds(page);
    const setStock = (units: number) => store.sqlClient().query('UPDATE variants SET online_stock = $2 WHERE id = $1', [chosen.variantId, units]);

    // The last units sell elsewhere after the page showed the size; they are back before the retry.
    await setStock(0);
    const refused = page.waitForResponse((res) => isAdd(res) && res.status() === 409);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await refused;
    await setStock(chosen.onlineStock);
    await closeMiniCart(page);
    await toast(page, 'Added to cart').waitFor();
    expect(adds.answered.map((a) => a.status)).toEqual([409, 200]);
    const [firstAnswer, second] = [adds.answered[0]?.at ?? 0, adds.sent[1] ?? 0];
    // Two seconds between the refusal and the retry (less a margin for the events' delivery to the test).
    expect(second - firstAnswer).toBeGreaterThanOrEqual(1_900);

    // Sold out for good: the add is refused twice, two seconds apart, then the shopper is told, and no third call.
    await setStock(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await toast(page, 'Could not add to cart').filter({ hasText: 'This item is out of stock.' }).waitFor();
    await page.waitForTimeout(2_500);
    expect(adds.answered.map((a) => a.status)).toEqual([409, 200, 409, 409]);
    expect((adds.sent[3] ?? 0) - (adds.answered[2]?.at ?? 0)).toBeGreaterThanOrEqual(1_900);
    await setStock(chosen.onlineStock);
    expect(problems).toEqual([]);
  });

  test('simulated server fault: an add refused as a gift with purchase (GWP403) is not tried again, and the shopper is told', async ({ page }) => {
    // Stride's add never answers GWP403 (a gift line is the server's own); the answer is made here, as the server words it.
    const problems = watchProblems(page, [401, 403]);
    await pickOnProductPage(page, shoe(1));
    const adds = watchAdds(page);
    await page.route(`**${ADD_PATH}*`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            json: { errorDetails: [{ errorId: 'GWP403', message: 'A gift with purchase cannot be added or changed.' }], correlationId: 'simulated-fault' },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await toast(page, 'Could not add to cart').filter({ hasText: 'A gift with purchase cannot be added or changed.' }).waitFor();
    // Past the two seconds a retry would wait.
    await page.waitForTimeout(2_500);
    expect(adds.answered.map((a) => a.status)).toEqual([403]);
    expect(await page.getByRole('dialog', { name: 'Added to your cart' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

test.describe('the token call, in Chromium', () => {
  test('a refresh answered 409 because another tab has just rotated the refresh token (AUT409) is tried again 2 s later with the newer one: the shopper stays signed in', async ({
    shopperPage: page,
    store,
  }) => {
    // 401: the call made with the expired access token; 409: the duplicated refresh, answered AUT409 by the server.
    const problems = watchProblems(page, [401, 409]);
    const tokenCalls: { type: string; status: number; at: number }[] = [];
    page.on('response', (res) => {
      if (pathOf(res.url()) !== TOKEN_PATH) return;
      const type = String((res.request().postDataJSON() as { type?: unknown } | null)?.type);
      tokenCalls.push({ type, status: res.status(), at: Date.now() });
    });
    const context = page.context();
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'stride_rt');
    if (refreshCookie === undefined) throw new Error('the signed-in page has no refresh cookie');

    // Another tab refreshes first: the server rotates the token; its answer, with the newer cookie, is still on its way.
    const other = await fetch(new URL(TOKEN_PATH, store.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Refresh', refreshToken: refreshCookie.value }),
    });
    expect(other.status).toBe(200);
    const { refreshToken: newer } = (await other.json()) as { refreshToken: string };
    // This tab's access token has run out; its next call is refused and renews the session with the cookie it has.
    await context.clearCookies({ name: 'stride_at' });
    const duplicated = page.waitForResponse((res) => pathOf(res.url()) === TOKEN_PATH && res.status() === 409);
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
    expect((await (await duplicated).json()) as unknown).toMatchObject({ errorDetails: [{ errorId: 'AUT409' }] });
    // The other tab's answer arrives: the browser keeps the newer refresh cookie.
    await context.addCookies([{ ...refreshCookie, value: newer }]);

    await page.getByText(SHOPPER.email).waitFor();
    expect(tokenCalls.map(({ type, status }) => [type, status])).toEqual([
      ['Refresh', 409],
      ['Refresh', 200],
    ]);
    expect((tokenCalls[1]?.at ?? 0) - (tokenCalls[0]?.at ?? 0)).toBeGreaterThanOrEqual(1_900);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('simulated server fault: a 403 on the token call is ignored: no retry, no guest token, and the shopper is still signed in once it passes', async ({
    shopperPage: page,
  }) => {
    // Stride's token call never answers 403 (a bot-defence refusal would); the answer is made here. 401: the call made
    // with the expired access token, answered as it is once the renewal was refused.
    const problems = watchProblems(page, [401, 403]);
    const tokenCalls: { type: string; status: number }[] = [];
    page.on('response', (res) => {
      if (pathOf(res.url()) !== TOKEN_PATH) return;
      tokenCalls.push({ type: String((res.request().postDataJSON() as { type?: unknown } | null)?.type), status: res.status() });
    });
    const context = page.context();
    await page.route(`**${TOKEN_PATH}*`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        json: { errorDetails: [{ errorId: 'AUT403', message: 'Refused.' }], correlationId: 'simulated-fault' },
      }),
    );
    await context.clearCookies({ name: 'stride_at' });
    const refused = page.waitForResponse((res) => pathOf(res.url()) === TOKEN_PATH);
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
    await refused;
    await page.waitForTimeout(2_500);
    expect(tokenCalls).toEqual([{ type: 'Refresh', status: 403 }]);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).count()).toBe(1);

    // The fault passes: the refresh cookie the page kept still signs the shopper in.
    await page.unroute(`**${TOKEN_PATH}*`);
    await page.reload();
    await page.getByText(SHOPPER.email).waitFor();
    expect(tokenCalls).toEqual([
      { type: 'Refresh', status: 403 },
      { type: 'Refresh', status: 200 },
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('cart errors, in Chromium', () => {
  test('the reload guard: an invalid customer that comes back within 10 s of the reload it caused is toasted again, and the page is not reloaded again', async ({
    page,
    store,
  }) => {
    // 401: the guest's renewal and the baskets answered AUT498 on purpose.
    const problems = watchProblems(page, [401]);
    await page.goto('/cart');
    await hydrated(page);
    const lost = await guestCartInPage(page, [{ productId: shoe(2).variantId, qty: 1 }]);
    const guestAccess = (await page.context().cookies()).find((cookie) => cookie.name === 'stride_at')?.value;
    expect(guestAccess).toBeDefined();
    // Another tab signs in with this guest's token: the basket becomes the account's.
    await signIn(store.server.url, SHOPPER.email, SHOPPER.password, { basketId: lost }, guestAccess);

    const invalid = 'Your cart is no longer valid. The page will reload in a moment.';
    await page.reload();
    await page.getByText(invalid).waitFor();
    await expect.poll(() => storedBasketId(page)).not.toBe(lost);
    const fresh = await storedBasketId(page);
    // The new basket goes the same way before the page reloads (4 s after the toast).
    await signIn(store.server.url, SHOPPER.email, SHOPPER.password, { basketId: fresh ?? '' }, guestAccess);
    await page.waitForEvent('load');
    await hydrated(page);
    await page.getByText(invalid).waitFor();
    await page.evaluate(() => Object.assign(window, { afterTheReload: true }));
    // Past the 4 s the reload would wait: the guard (10 s) holds it back.
    await page.waitForTimeout(5_000);
    expect(await page.evaluate(() => 'afterTheReload' in window)).toBe(true);
    await expect(page.getByText(invalid)).toBeVisible();
    expect(await storedBasketId(page)).not.toBe(fresh);
    expect(problems).toEqual([]);
  });

  test('another cart error (PLP400: saving for later a line another tab removed) is a toast that outlasts the dismiss time', async ({ page }) => {
    // 404: the line gone, answered PLP400 on purpose; 401: the guest's renewal.
    const problems = watchProblems(page, [401, 404]);
    const [kept, removed] = [shoe(3), shoe(4)];
    await page.goto('/cart');
    await hydrated(page);
    const basketId = await guestCartInPage(page, [
      { productId: kept.variantId, qty: 1 },
      { productId: removed.variantId, qty: 1 },
    ]);
    const removedName = await page.evaluate(
      async (id) => ((await (await fetch(`/products/v2/products/${id}/details`)).json()) as { name: string }).name,
      removed.productId,
    );
    await page.reload();
    await item(page, removedName).waitFor();
    // Another tab takes the line out; this page still shows it.
    await page.evaluate(
      async ({ id, variantId }) => {
        const cart = (await (await fetch(`/cart/v1/cart/${id}`)).json()) as { items: { id: string; variantId?: string; productId: string }[] };
        const line = cart.items.find((i) => i.variantId === variantId || i.productId === variantId);
        if (line === undefined) throw new Error('no such line');
        await fetch('/cart/v1/item', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cartId: id, itemId: line.id }),
        });
      },
      { id: basketId, variantId: removed.variantId },
    );

    await page.clock.install();
    await page.getByRole('button', { name: `Save ${removedName} for later` }).click();
    const shown = toast(page, 'This product could not be found in your list.');
    await shown.waitFor();
    // Away from the toast (hovering one holds its countdown), then past the time a toast that is not persistent stays.
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await expect(shown).toBeVisible();
    expect(await page.locator('p.banner--error').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('simulated network fault: a quantity change whose call never reaches the store says "Something went wrong" in a toast that outlasts the dismiss time', async ({
    page,
  }) => {
    const problems = watchProblems(page, [401]);
    const chosen = shoe(5);
    await page.goto('/cart');
    await hydrated(page);
    await guestCartInPage(page, [{ productId: chosen.variantId, qty: 1 }]);
    const name = await page.evaluate(
      async (id) => ((await (await fetch(`/products/v2/products/${id}/details`)).json()) as { name: string }).name,
      chosen.productId,
    );
    await page.reload();
    await item(page, name).waitFor();
    await page.route('**/cart/v1/cart/*/item*', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));

    await page.clock.install();
    await item(page, name).getByLabel('Quantity').selectOption('2');
    const shown = toast(page, 'Something went wrong. Please try again later.');
    await shown.waitFor();
    await page.mouse.move(1, 1);
    await page.clock.runFor(10_000);
    await expect(shown).toBeVisible();
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
