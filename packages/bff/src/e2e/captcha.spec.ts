import type { Page, Request } from '@playwright/test';
import { onlineStock } from '../api/checkout/checkout-http.fixture.js';
import { buyableDemoVariant, demoData } from '../testing/demo-variants.js';
import { fillNewYorkAddress, hydrated, openSignUpDialog, signInThroughDialog, watchProblems, closeMiniCart } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// The whole shop with the captcha on and the development verifier (STRIDE_RECAPTCHA=true, no reCAPTCHA keys): each
// sign-in, sign-up and order sends the token the page obtains for its action, and a refused token is told in words.
test.use({ storeName: 'captcha', storeEnv: { STRIDE_RECAPTCHA: 'true' }, locale: 'en-US' });

const ROBOT = 'We could not verify that you are not a robot. Please try again.';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = 401;

/** The recaptcha_response of each call of the kind asked for, as the browser sent them. */
function sentTokens(page: Page, path: string, method: string): (string | undefined)[] {
  const tokens: (string | undefined)[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== method || !new URL(request.url()).pathname.endsWith(path)) return;
    tokens.push((request.postDataJSON() as { recaptcha_response?: string }).recaptcha_response);
  });
  return tokens;
}

/** A shoe of its own for each journey, in stock online: its page (via productSearch), colour and size. */
const used = new Set<string>();
async function shoe(baseUrl: string): Promise<{ path: string; colour: string; size: string; variantId: string }> {
  const data = demoData();
  const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3 && v.usdMinor >= 10000 && !used.has(v.productId));
  used.add(variant.productId);
  const row = data.variants.find((v) => v.id === variant.variantId);
  const product = data.products.find((p) => p.id === variant.productId);
  const colour = data.colourVariants.find((c) => c.id === row?.colourVariantId)?.colourName ?? '';
  const search = (await (
    await fetch(new URL(`/products/v2/search/productSearch?q=${encodeURIComponent(product?.name ?? '')}&locale=en-US`, baseUrl))
  ).json()) as {
    products: { id: string; url: string }[];
  };
  return { path: search.products.find((p) => p.id === variant.productId)?.url ?? '', colour, size: row?.sizeLabel ?? '', variantId: variant.variantId };
}

/**
 * Product page, cart, then checkout up to the summary step with a home delivery and a plain card. `checkoutQuery`
 * opens the checkout at that query instead (the steps keep the URL).
 */
async function toSummary(page: Page, item: { path: string; colour: string; size: string }, email: string, checkoutQuery = ''): Promise<void> {
  await page.goto(item.path);
  await hydrated(page);
  await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: item.colour }).check();
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: item.size, exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await closeMiniCart(page);
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  if (checkoutQuery === '') {
    await page.getByRole('link', { name: 'Checkout' }).click();
  } else {
    await page.goto(`/checkout${checkoutQuery}`);
    await hydrated(page);
  }
  await page.getByRole('button', { name: 'Continue to billing' }).waitFor();
  await fillNewYorkAddress(page, email);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).waitFor();
}

test.describe('the shop with the development captcha on', () => {
  test('a guest places an order: the order call carries the placeOrder token and Google’s script is never loaded', async ({ page, store }) => {
    const problems = watchProblems(page, [GUEST_RENEWAL]);
    const google: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com')) google.push(request.url());
    });
    const orders = sentTokens(page, '/cart/v2/checkout/order', 'PUT');
    const item = await shoe(store.server.url);
    const stockBefore = await onlineStock(store.sqlClient(), item.variantId);
    await toSummary(page, item, 'captcha.guest@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    expect(orders).toEqual(['development-placeOrder']);
    expect(await onlineStock(store.sqlClient(), item.variantId)).toBe(stockBefore - 1);
    expect(google).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an express wallet order from a product page carries the placeOrder token too', async ({ page, store }) => {
    const orders = sentTokens(page, '/cart/v2/checkout/order', 'PUT');
    const item = await shoe(store.server.url);
    await page.goto(`${item.path}?size=${encodeURIComponent(item.size)}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Buy with Wallet Pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Wallet Pay' });
    await sheet.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await expect(sheet.getByTestId('wallet-total')).not.toBeEmpty();
    await expect(sheet.getByRole('status')).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=[^&]+&storeContext=applePayPdp$/);
    expect(orders).toEqual(['development-placeOrder']);
  });

  test('a shopper signs up (register token, then login token) and later signs in (login token)', async ({ page }) => {
    const signUps = sentTokens(page, '/consumers-v3/auth/signup', 'POST');
    const signIns = sentTokens(page, '/consumers-v3/auth/signin', 'POST');
    const dialog = await openSignUpDialog(page, '/en-us');
    const email = `captcha.${Date.now()}@stride.example`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Compiler-1952');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect([signUps, signIns]).toEqual([['development-register'], ['development-login']]);
    await page.getByRole('dialog', { name: 'Welcome to Stride' }).getByRole('button', { name: 'Start shopping' }).click();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await signInThroughDialog(page, email, 'Compiler-1952');
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(signIns).toEqual(['development-login', 'development-login']);
  });

  test('a refused token (?devCaptchaToken=fail) is told in words on sign-in and on placing an order, and nothing is written', async ({ page, store }) => {
    const codes = async () => (await store.sqlClient().query('SELECT 1 FROM authorization_codes')).length;
    const codesBefore = await codes();
    await page.goto('/en-us?devCaptchaToken=fail');
    await hydrated(page);
    await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
    await page.getByRole('dialog', { name: 'Welcome back' }).getByText(ROBOT).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await codes()).toBe(codesBefore);

    const item = await shoe(store.server.url);
    const stockBefore = await onlineStock(store.sqlClient(), item.variantId);
    const ordersBefore = await store.sqlClient().query('SELECT 1 FROM orders');
    // The checkout opened with the hook that makes the development token the refused one.
    await toSummary(page, item, 'captcha.refused@example.com', '?devCaptchaToken=fail');
    const orders = sentTokens(page, '/cart/v2/checkout/order', 'PUT');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(ROBOT).waitFor();
    expect(orders).toEqual(['fail']);
    expect(page.url()).not.toContain('order-confirmation');
    expect(await onlineStock(store.sqlClient(), item.variantId)).toBe(stockBefore);
    expect(await store.sqlClient().query('SELECT 1 FROM orders')).toHaveLength(ordersBefore.length);
  });
});
