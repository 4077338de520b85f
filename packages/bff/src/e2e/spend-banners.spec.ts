import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { shoePicker } from '../api/checkout/checkout-http.fixture.js';
import { createCartWithItem } from '../testing/cart.js';
import { signIn } from '../testing/tokens.js';
import { hydrated, layoutShift, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// The spend banner of the special consumer groups (account section 6) in Debian's Chromium: one banner, the
// highest-ranked group's (employee, athlete, IPA, WRANX), with the year's spend against the annual cap or credit
// and what is left, on /account and beside the cart's summary. The figures are the demo accounts'.
const SHOTS = '/tmp/shots/spend-banners';
const PASSWORD = 'Stride-demo-1';
const BANNER_TITLES = ['Employee discount', 'Athlete credit', 'IPA credit', 'WRANX credit'];

test.use({ storeName: 'spend-banners' });

/** Opens /account as a guest and signs in with its own form (no home page pop-up in the way). */
async function signInOnAccountPage(page: Page, email: string): Promise<void> {
  await page.goto('/account');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('region', { name: 'Profile' }).waitFor();
}

/** The titles of the spend banners on the page: there is at most one. */
async function bannerTitles(page: Page): Promise<string[]> {
  return page.locator('.spend-banner h2').allTextContents();
}

/**
 * The spend banner titles in /account as the server renders it for the page's cookies: the lazily loaded banner is
 * part of the server's HTML, so an absent banner is proven absent, not merely not loaded yet.
 */
async function serverBannerTitles(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/account')).text();
  return [...html.matchAll(/class="banner banner--info spend-banner"[^>]*><h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1] ?? '');
}

test.describe('spend banners in Chromium', () => {
  test.beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  test('an IPA prosumer signs in on the account page and sees the IPA banner: spend against the credit, what is left, a meter', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize(viewport(375));
    await signInOnAccountPage(page, 'ipa@stride.example');
    const banner = page.getByRole('region', { name: 'IPA credit' });
    await expect(banner).toContainText('$275.50 of $1,000.00 used this year ($724.50 left)');
    const meter = banner.getByRole('meter', { name: 'IPA credit' });
    await expect(meter).toHaveAttribute('value', '275.5');
    await expect(meter).toHaveAttribute('max', '1000');
    expect(await bannerTitles(page)).toEqual(['IPA credit']);
    await page.screenshot({ path: `${SHOTS}/account-ipa-375.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The banner is part of the page the server renders: a reload shows it before any script runs.
    expect(await serverBannerTitles(page)).toEqual(['IPA credit']);
    expect(problems).toEqual([]);
  });

  test('a WRANX prosumer sees the WRANX banner, and on the French Canadian site in French with the amounts in its format', async ({ page, context, store }) => {
    const problems = watchProblems(page);
    await signInOnAccountPage(page, 'wranx@stride.example');
    const banner = page.getByRole('region', { name: 'WRANX credit' });
    await expect(banner).toContainText('$120.00 of $600.00 used this year ($480.00 left)');
    expect(await bannerTitles(page)).toEqual(['WRANX credit']);
    await page.screenshot({ path: `${SHOTS}/account-wranx-1440.png`, fullPage: true });

    // The remembered site is French Canadian: the same figures, in the account's currency (USD), worded and formatted in French.
    await context.addCookies([{ name: 'stride_locale', value: 'fr-CA', url: store.server.url }]);
    await page.goto('/account');
    await hydrated(page);
    const french = page.getByRole('region', { name: 'Crédit WRANX' });
    await expect(french).toContainText('120,00 $ US sur 600,00 $ US utilisés cette année (reste 480,00 $ US)');
    await page.screenshot({ path: `${SHOTS}/account-wranx-fr-ca-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('an athlete sees the athlete banner with the annual credit', async ({ page }) => {
    const problems = watchProblems(page);
    await signInOnAccountPage(page, 'athlete@stride.example');
    await expect(page.getByRole('region', { name: 'Athlete credit' })).toContainText('$400.00 of $2,500.00 used this year ($2,100.00 left)');
    expect(await bannerTitles(page)).toEqual(['Athlete credit']);
    expect(problems).toEqual([]);
  });

  test('a shopper holding both identities, IPA and WRANX, sees the IPA banner only; a plain shopper sees none', async ({ page }) => {
    const problems = watchProblems(page);
    await signInOnAccountPage(page, 'ipa.wranx@stride.example');
    await expect(page.getByRole('region', { name: 'IPA credit' })).toContainText('$650.00 of $800.00 used this year ($150.00 left)');
    expect(await bannerTitles(page)).toEqual(['IPA credit']);
    expect(await serverBannerTitles(page)).toEqual(['IPA credit']);
    await page.screenshot({ path: `${SHOTS}/account-ipa-wranx-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await signInOnAccountPage(page, SHOPPER.email);
    await page.getByRole('region', { name: 'Order history' }).waitFor();
    expect(await bannerTitles(page)).toEqual([]);
    expect(await serverBannerTitles(page)).toEqual([]);
    for (const title of BANNER_TITLES) expect(await page.getByRole('region', { name: title }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('an employee has no banner until the discount terms are accepted on the account page, then the employee banner with the cap', async ({ page }) => {
    const problems = watchProblems(page);
    await signInOnAccountPage(page, 'employee@stride.example');
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await terms.getByRole('button', { name: 'Not now' }).click();
    await terms.waitFor({ state: 'hidden' });
    await page.getByText('Your employee discount starts once you accept its terms.').waitFor();
    expect(await bannerTitles(page)).toEqual([]);
    expect(await serverBannerTitles(page)).toEqual([]);

    await page.getByRole('button', { name: 'Review the employee discount terms' }).click();
    await terms.getByRole('button', { name: 'Accept the terms' }).click();
    await terms.waitFor({ state: 'hidden' });
    await expect(page.getByRole('region', { name: 'Employee discount' })).toContainText('$320.00 of $1,500.00 used this year ($1,180.00 left)');
    expect(await bannerTitles(page)).toEqual(['Employee discount']);
    expect(await serverBannerTitles(page)).toEqual(['Employee discount']);
    await page.screenshot({ path: `${SHOTS}/account-employee-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test("the IPA prosumer's cart shows the same banner beside the order summary", async ({ page, store }) => {
    const problems = watchProblems(page);
    // A shoe waiting in the account's cart, put there through the API as another device would.
    const ipa = await signIn(store.server.url, 'ipa@stride.example', PASSWORD);
    const shoe = shoePicker()();
    await createCartWithItem(store.server.url, ipa.accessToken, { productId: shoe.productId, upc: shoe.upc });
    await signInOnAccountPage(page, 'ipa@stride.example');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, \d+ items?$/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    const side = page.getByRole('complementary');
    await expect(side.getByRole('region', { name: 'IPA credit' })).toContainText('$275.50 of $1,000.00 used this year ($724.50 left)');
    expect(await bannerTitles(page)).toEqual(['IPA credit']);
    await page.screenshot({ path: `${SHOTS}/cart-ipa-1440.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Opened straight, the cart and then the banner arrive from the browser: the summary below it barely moves.
    await page.goto('/cart');
    await expect(side.getByRole('region', { name: 'IPA credit' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(problems).toEqual([]);
  });
});
