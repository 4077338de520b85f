import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { demoData } from '../testing/demo-variants.js';
import { agentLogin } from '../testing/tokens.js';
import { fillNewYorkAddress, hydrated, signInThroughDialog, watchProblems, closeMiniCart } from './browser.fixture.js';
import { stockedSizes } from './stock.fixture.js';
import { expect, test } from './store.fixture.js';

// The in-store session in Chromium (account sections 3 and 4): a store associate opens it on the store device at
// /associate-login, a shopper signs in on the device and buys with the associate's price adjustment, the order
// carries the store and the employee, and clearing the session signs the shopper out and brings the device back.

test.use({ storeName: 'in-store' });

const PASSWORD = 'Stride-demo-1';
const SHOE = 'SR0045600';
const COLOUR = 'Flame Red';
/** Where the journey leaves its pictures of the store device, to look at (not compared). */
const SHOTS = '/tmp/shots/in-store';

/** A Pace Runner 3 size with stock online, as its size radio names it ("095" is 9.5). */
function shoeSize(): string {
  const variant = demoData().variants.find((v) => v.id.startsWith(SHOE) && v.id.length === SHOE.length + 3 && v.onlineStock >= 3);
  if (variant === undefined) throw new Error('no Pace Runner 3 size in stock');
  const tenths = Number(variant.id.slice(-3));
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** The amount of a price as the page shows it ("$1,234.50" is 1234.5). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/**
 * A store associate opens the in-store session on the device: store US101, their sign-in, then the employee the sales
 * are credited to. Ends on the home page with the session's bar and the header offering a sign-in to the shopper.
 */
async function openInStoreSession(page: Page): Promise<void> {
  await page.goto('/associate-login');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Store associate sign-in' }).waitFor();
  await main.getByLabel('Store').selectOption('US101');
  await main.getByLabel('Email').fill('associate@stride.example');
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await main.getByLabel('Employee').selectOption('E10427');
  await main.getByRole('button', { name: 'Start the in-store session' }).click();
  await page.waitForURL(/\/en-us$/);
  const bar = page.getByRole('region', { name: 'In-store session' });
  await bar.getByText('In-store session: Stride New York SoHo (US101) · Taylor Brooks').waitFor();
  // The associate's own sign-in ended on the device: the header offers a sign-in to the shopper.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
}

/** Opens quick-shop for the Stride Stratus 4 in Coral at `size` from the running shoes list: where the express buttons are. */
async function openQuickShop(page: Page, size: string) {
  await page.goto('/en-us/c/running-shoes-4100');
  await hydrated(page);
  await page.getByRole('button', { name: 'Quick shop, Stride Stratus 4', exact: true }).click();
  const quickShop = page.getByRole('dialog', { name: 'Stride Stratus 4' });
  await quickShop.getByRole('radio', { name: 'Coral' }).check();
  await quickShop.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: size, exact: true }).check();
  await quickShop.getByRole('button', { name: 'Buy with Wallet Pay' }).waitFor();
  return quickShop;
}

test('an associate session sells to a shopper in store with an adjustment, then clears the session', async ({ page, store }) => {
  const url = store.server.url;
  // A guest's first call is answered 401 and renewed with a guest token (browser-api.ts), and the last step reads the
  // account after clearing (401 on purpose).
  const problems = watchProblems(page, [401]);
  const email = `instore.${Date.now()}@stride.example`;
  expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ines', lastName: 'Store', email, password: PASSWORD }), 'sign up');
  const search = (await (await fetch(new URL('/products/v2/search/productSearch?q=pace%20runner&locale=en-US', url))).json()) as {
    products: { id: string; url: string }[];
  };
  const productPath = search.products.find((p) => p.id === SHOE)?.url ?? '';
  expect(productPath).toMatch(/-SR0045600$/);

  // The associate opens the session: store, their sign-in, then the employee the sales are credited to.
  await openInStoreSession(page);
  const main = page.getByRole('main');
  const bar = page.getByRole('region', { name: 'In-store session' });

  // The shopper signs in on the device and puts a shoe in the cart; the bar stays on every page.
  await page.goto(productPath);
  await hydrated(page);
  await bar.waitFor();
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: COLOUR }).check();
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: shoeSize(), exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await closeMiniCart(page);

  // The associate takes $10 off the shoe, with a reason; the total drops by as much.
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  const total = page.getByTestId('cart-total');
  const before = amountOf(await total.textContent());
  const adjustments = page.getByRole('region', { name: 'Price adjustments' });
  await adjustments.getByLabel('Adjust').selectOption({ index: 1 });
  await adjustments.getByLabel('Amount off (USD)').fill('10');
  await adjustments.getByLabel('Reason').fill('Price match');
  await adjustments.getByRole('button', { name: 'Apply the adjustment' }).click();
  await adjustments.getByText(/^\$10\.00 off Stride Pace Runner 3: Price match$/).waitFor();
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo(before - 10, 2);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/cart-adjusted-1440.png`, fullPage: true });

  // Checkout as any shopper does; the order carries the store and the employee of the session.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('heading', { level: 2, name: 'Shipping' }).waitFor();
  await fillNewYorkAddress(page, email, { firstName: 'Ines', lastName: 'Store' });
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.getByLabel('Card number', { exact: true }).fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ines Store');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  const agent = await agentLogin(url, 'associate@stride.example', PASSWORD);
  const order = expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}?locale=en-US`, agent.accessToken), 'order lookup');
  expect(order.body.inStoreSalesInfo).toEqual({ storeId: 'US101', storeEmployeeId: 'E10427' });

  // Clearing the session signs the shopper out and brings the device back to the associate's sign-in.
  await bar.getByRole('button', { name: 'Clear session' }).click();
  await page.waitForURL(/\/associate-login$/);
  await main.getByRole('heading', { level: 1, name: 'Store associate sign-in' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await bar.count()).toBe(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('stride.inStoreSession'))).toBeNull();
  const account = await page.evaluate(async () => (await fetch('/consumers-v3/consumer?locale=en-US', { headers: { accept: 'application/json' } })).status);
  expect(account).toBe(401);
  // Left open (as in journeys.spec.ts): the billing step asks any signed-in shopper for loyalty vouchers, and this
  // shopper, not a member, is refused (403 REW130).
  expect(problems.filter((problem) => !/^403 GET .*\/consumers-v3\/consumer\/loyalty\/vouchers\?/.test(problem))).toEqual([]);
});

test('a shopper signed in on the store device is not offered the PayPal-type button in quick-shop; the same shopper on their own device is', async ({
  page,
  browser,
  store,
}) => {
  const url = store.server.url;
  const problems = watchProblems(page, [401]);
  const email = `instore.paypal.${Date.now()}@stride.example`;
  expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ines', lastName: 'Store', email, password: PASSWORD }), 'sign up');
  const size = (await stockedSizes(url, 'SR0091650'))[0]?.label ?? '';

  await openInStoreSession(page);
  // The session alone hides nothing: nobody is signed in on the device yet.
  let quickShop = await openQuickShop(page, size);
  await expect(quickShop.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await quickShop.waitFor({ state: 'hidden' });
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  quickShop = await openQuickShop(page, size);
  await expect(quickShop.getByRole('button', { name: 'Buy with Wallet Pay' })).toBeVisible();
  await expect(quickShop.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/quick-shop-store-device-1440.png` });

  // The same shopper signed in on a device of their own (no in-store session) sees both buttons.
  const own = await browser.newContext({ baseURL: url, locale: 'en-US' });
  try {
    const phone = await own.newPage();
    await phone.goto('/en-us');
    await hydrated(phone);
    await signInThroughDialog(phone, email, PASSWORD);
    await phone.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    const theirs = await openQuickShop(phone, size);
    await expect(theirs.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  } finally {
    await own.close();
  }
  expect(problems).toEqual([]);
});
