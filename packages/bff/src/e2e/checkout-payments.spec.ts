import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SqlClient } from '@stride/adapters-storage';
import { demoData } from '../testing/demo-variants.js';
import { fillNewYorkAddress, hydrated, seriousAxeViolations, signInThroughDialog, viewport, watchProblems, closeMiniCart } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Paying at checkout with a loyalty voucher, with athlete credit and with the sandbox pay-later provider (commerce
// sections 2, 3, 6, 7 and 8), each ending with the order as stored: the voucher redeemed, the athlete credit spent,
// the pay-later payment captured, or, when the provider refuses, the PAY400 message, no order and nothing taken.
const SHOTS = '/tmp/shots/checkout-payments';
const PASSWORD = 'Stride-demo-1';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = 401;

test.use({ storeName: 'checkout-payments' });

const data = demoData();
const productOf = (id: string) => data.products.find((p) => p.id === id);
/** In-stock shoe sizes that sell now under the pay-later limit, one product per journey. */
const shoes = [
  ...new Map(
    data.variants
      .filter((v) => {
        const product = productOf(v.productId);
        return v.onlineStock >= 3 && product?.productType === 'FOOTWEAR' && !product.presale && !product.comingSoon && !product.isCustoms;
      })
      .map((v) => [v.productId, v]),
  ).values(),
];
let nextShoe = 0;

/** Adds the next shoe (its page with colour and size chosen) to the cart. */
async function addShoe(page: Page): Promise<string> {
  const variant = shoes[nextShoe++];
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  await page.goto(`/en-us/p/${productOf(variant?.productId ?? '')?.slug}-${colour?.masterId}?size=${variant?.sizeLabel}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await closeMiniCart(page);
  return variant?.id ?? '';
}

/** Cart, Checkout, a New York address and the first method, on to billing. */
async function toBilling(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to billing' }).waitFor();
  await fillNewYorkAddress(page, email);
  await page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().waitFor();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.getByRole('button', { name: 'Continue to summary' }).waitFor();
}

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
}

/** The order total the checkout's aside shows, in dollars. */
async function orderTotal(page: Page): Promise<number> {
  const text = await page.getByRole('complementary').locator('dd.order-totals__total').textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** From billing (or summary): summary, Place order, and the confirmation's order number. */
async function placeAndConfirm(page: Page): Promise<string> {
  const toSummary = page.getByRole('button', { name: 'Continue to summary' });
  if (await toSummary.isVisible()) await toSummary.click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/en-us');
  await hydrated(page);
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
}

const payments = (sql: SqlClient, orderNumber: string) =>
  sql.query<{ payment_method_id: string; amount_minor: number; status: string }>(
    'SELECT payment_method_id, amount_minor, status FROM order_payments WHERE order_number = $1 ORDER BY payment_method_id',
    [orderNumber],
  );
const onlineStock = async (sql: SqlClient, variantId: string) =>
  (await sql.query<{ n: number }>('SELECT online_stock AS n FROM variants WHERE id = $1', [variantId]))[0]?.n ?? -1;

test.beforeEach(() => {
  mkdirSync(SHOTS, { recursive: true });
});

test('a loyalty member pays part of an order with a voucher: applied, removed, applied again, and the order redeems it', async ({ page, store }) => {
  const problems = watchProblems(page);
  await page.setViewportSize(viewport(1440));
  await signIn(page, 'loyal@stride.example');
  await addShoe(page);
  await toBilling(page, 'loyal@stride.example');

  const vouchers = page.getByRole('region', { name: 'Rewards vouchers' });
  await expect(vouchers.getByText('$5.00 voucher (500 points)')).toBeVisible();
  await expect(vouchers.getByText('$10.00 voucher (1,000 points)')).toBeVisible();
  const total = await orderTotal(page);
  await vouchers.getByRole('button', { name: 'Apply the $10.00 voucher' }).click();
  await expect(vouchers.getByText('$10.00 voucher applied')).toBeVisible();
  await expect(vouchers.getByText(`Left to pay: $${(total - 10).toFixed(2)}`)).toBeVisible();
  // Applied, it is no longer offered; removed, it is offered again and the total is to pay in full.
  await expect(vouchers.getByRole('button', { name: 'Apply the $10.00 voucher' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/voucher-applied-1440.png`, fullPage: true });
  await vouchers.getByRole('button', { name: 'Remove the $10.00 voucher' }).click();
  await expect(vouchers.getByText(/^Left to pay/)).toHaveCount(0);
  await vouchers.getByRole('button', { name: 'Apply the $10.00 voucher' }).click();
  await expect(vouchers.getByText('$10.00 voucher applied')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await fillCard(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByText('Rewards voucher: $10.00')).toBeVisible();
  await expect(page.getByText(`VISA ending in 1111: $${(total - 10).toFixed(2)}`)).toBeVisible();
  const orderNumber = await placeAndConfirm(page);
  await expect(page.getByText('Reward code: $10.00')).toBeVisible();
  const stored = await payments(store.sqlClient(), orderNumber);
  expect(stored.map((p) => [p.payment_method_id, p.status])).toEqual([
    ['CREDIT_CARD', 'CAPTURED'],
    ['REWARD_CODE', 'CAPTURED'],
  ]);
  expect(stored.find((p) => p.payment_method_id === 'REWARD_CODE')?.amount_minor).toBe(1000);
  const [voucher] = await store
    .sqlClient()
    .query<{ status: string }>("SELECT status FROM loyalty_vouchers WHERE consumer_no = '1000000002' AND amount_minor = 1000");
  expect(voucher?.status).toBe('REDEEMED');
  expect(problems).toEqual([]);
});

test('an athlete pays with athlete credit: what it pays and what is left shown in dollars, the card pays the rest', async ({ page, store }) => {
  const problems = watchProblems(page);
  await page.setViewportSize(viewport(375));
  // This year's credit has $50.00 left, less than the shoe.
  await store.sqlClient().query("UPDATE consumers SET athlete_current_spend_minor = athlete_annual_credit_minor - 5000 WHERE email = 'athlete@stride.example'");
  await signIn(page, 'athlete@stride.example');
  await addShoe(page);
  await toBilling(page, 'athlete@stride.example');

  const athlete = page.getByRole('region', { name: 'Athlete credit' });
  await athlete.getByRole('button', { name: 'Use my athlete credit' }).click();
  await expect(athlete.getByText('Athlete credit pays $50.00')).toBeVisible();
  const remaining = (await orderTotal(page)) - 50;
  await expect(athlete.getByText(`Left to pay: $${remaining.toFixed(2)}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/athlete-credit-375.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await fillCard(page);
  const orderNumber = await placeAndConfirm(page);
  await expect(page.getByText('Athlete credit: $50.00')).toBeVisible();
  const stored = await payments(store.sqlClient(), orderNumber);
  expect(stored.map((p) => [p.payment_method_id, p.amount_minor])).toEqual([
    ['ATHLETES_PAYMENT', 5000],
    ['CREDIT_CARD', Math.round(remaining * 100)],
  ]);
  expect(problems).toEqual([]);
});

test('pay later accepted: its script loads only once chosen, its info dialog explains it, and the order is paid by the provider', async ({ page, store }) => {
  const problems = watchProblems(page, [GUEST_RENEWAL]);
  await page.setViewportSize(viewport(1440));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/pay-later-script-[\w-]+\.js$/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/en-us');
  await addShoe(page);
  await toBilling(page, 'pay.later@example.com');
  expect(scripts).toEqual([]);

  await page.getByRole('group', { name: 'Pay with' }).getByRole('radio', { name: 'Pay later in instalments' }).check();
  await expect(page.getByText(/^4 interest-free payments of \$\d+\.\d\d with Stride Pay Later$/)).toBeVisible();
  expect(scripts).toHaveLength(1);
  await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);

  const learnMore = page.getByRole('button', { name: 'How Stride Pay Later works' });
  await learnMore.click();
  const info = page.getByRole('dialog', { name: 'About Stride Pay Later' });
  await expect(info.getByText('Split your order into 4 interest-free payments, one every 2 weeks.', { exact: false })).toBeVisible();
  await expect(info.getByText('Available on orders up to $1,000.00.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-later-info-1440.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(learnMore).toBeFocused();

  const orderNumber = await placeAndConfirm(page);
  await expect(page.getByText(/^Pay later: \$\d+\.\d\d$/)).toBeVisible();
  expect(await payments(store.sqlClient(), orderNumber)).toEqual([expect.objectContaining({ payment_method_id: 'PAY_LATER', status: 'CAPTURED' })]);
  expect(problems).toEqual([]);
});

test('pay later refused: the PAY400 message, back on billing with nothing charged, and the shopper pays by card instead', async ({ page, store }) => {
  const refusal = /^402 PUT .*\/cart\/v2\/checkout\/order\?/;
  const problems = watchProblems(page, [GUEST_RENEWAL]);
  await page.setViewportSize(viewport(375));
  const email = 'ada+denied@example.com';
  await page.goto('/en-us');
  const variantId = await addShoe(page);
  const stock = await onlineStock(store.sqlClient(), variantId);
  await toBilling(page, email);
  await page.getByRole('radio', { name: 'Pay later in instalments' }).check();
  await page.getByText(/^4 interest-free payments of/).waitFor();
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByText(/^Stride Pay Later: \$\d+\.\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Your payment could not be processed. Please try another payment method.' });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Continue to summary' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/pay-later-refused-375.png`, fullPage: true });
  const [{ n: orders } = { n: -1 }] = await store.sqlClient().query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_email = $1', [email]);
  expect(orders).toBe(0);
  expect(await onlineStock(store.sqlClient(), variantId)).toBe(stock);

  // The card is the method again on the new cart: the shopper pays with it.
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await fillCard(page);
  const orderNumber = await placeAndConfirm(page);
  expect(await payments(store.sqlClient(), orderNumber)).toEqual([expect.objectContaining({ payment_method_id: 'CREDIT_CARD', status: 'CAPTURED' })]);
  expect(problems.filter((problem) => !refusal.test(problem))).toEqual([]);
});
