import type { Page } from '@playwright/test';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, watchProblems, closeMiniCart } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// The UK site in Chromium: list, product, add to cart, cart, checkout with a UK address and phone,
// confirmation; every step in pounds and none with a dollar sign. Then money never mixes: the same
// shopper switching to the US site sees the cart carried over in dollars, with a notice.
test.use({ storeName: 'uk-site' });

const GUEST_RENEWAL = 401;
const SHOE = 'SR0045600';
const COLOUR = 'Flame Red';

/** A red Pace Runner 3 size with 3+ units online. */
function redSize(): string {
  const variant = demoData().variants.find((v) => v.id.startsWith(SHOE) && v.id.length === SHOE.length + 3 && v.onlineStock >= 3);
  if (variant === undefined) throw new Error('no red Pace Runner 3 size in stock');
  const tenths = Number(variant.id.slice(-3));
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** The page's visible text shows pounds and never a dollar sign or another currency's code. */
async function inPoundsOnly(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).toMatch(/£\d+\.\d{2}/);
  expect(text).not.toMatch(/\$|\bUSD\b|\bCAD\b/);
}

test('a UK shopper buys in pounds: list, product, cart, checkout to 10 Downing Street, confirmation', async ({ page }) => {
  const problems = watchProblems(page, [GUEST_RENEWAL]);

  await page.goto('/en-gb/c/running-shoes-4100', { waitUntil: 'load' });
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Running' }).waitFor();
  await inPoundsOnly(page);

  await page
    .getByRole('link', { name: /Stride Pace Runner 3/ })
    .first()
    .click();
  await page.waitForURL(/\/en-gb\/p\/stride-pace-runner-3-SR0045600/);
  await page.getByText('£105.00').first().waitFor();
  await inPoundsOnly(page);
  await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: COLOUR }).check();
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: redSize(), exact: true }).check();

  // Pickup in store on the UK site: UK stores by name, distances in miles.
  await page.getByRole('button', { name: 'Pick up in store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await dialog.getByLabel('Postcode').fill('SW1A 2AA');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await dialog.getByText('Stride London Covent Garden').waitFor();
  await dialog
    .getByText(/ · \d+(\.\d)? mi$/)
    .first()
    .waitFor();
  expect(await dialog.getByText(/GB30\d/).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await closeMiniCart(page);

  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  await page.getByText('£105.00').first().waitFor();
  await inPoundsOnly(page);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { level: 2, name: 'Shipping' }).waitFor();
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Address line 1', { exact: true }).fill('10 Downing Street');
  await page.getByLabel('City', { exact: true }).fill('London');
  // County is optional in the UK: left empty.
  await page.getByLabel('County (optional)', { exact: true }).waitFor();
  await page.getByLabel('Postcode', { exact: true }).fill('SW1A 2AA');
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill('020 7946 0123');
  // The UK mask drops the trunk zero as the shopper types.
  await expect(phone).toHaveValue('2079 460123');
  await page.getByLabel('Email', { exact: true }).fill('ada.uk@example.com');
  await page.getByText('Country: United Kingdom').waitFor();
  const first = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first();
  await first.waitFor();
  await inPoundsOnly(page);
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  await page.getByLabel('Card number', { exact: true }).fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await inPoundsOnly(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
  await inPoundsOnly(page);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  const order = await page.evaluate(async (n) => {
    const res = await fetch(`/consumers-v3/consumer/purchase/${n}?locale=en-GB`, { headers: { accept: 'application/json' } });
    return (await res.json()) as { currency: string; shippingAddress?: { postalCode?: string; phone?: string } };
  }, orderNumber);
  expect(order.currency).toBe('GBP');
  expect(problems).toEqual([]);
});

test('switching from the Canadian site to the UK site carries the cart over in pounds, with a notice', async ({ page }) => {
  // The UK site's first read of the CAD basket is refused (409 BSK409): that is what starts the carry-over.
  const problems = watchProblems(page, [GUEST_RENEWAL, 409]);
  await page.goto('/en-ca/p/stride-pace-runner-3-SR0045600', { waitUntil: 'load' });
  await hydrated(page);
  await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: COLOUR }).check();
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: redSize(), exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await closeMiniCart(page);

  // The footer's site selector keeps the shopper on the same product.
  await page.getByRole('navigation', { name: 'Choose your site' }).getByRole('link', { name: 'United Kingdom' }).click();
  await page.waitForURL(/\/en-gb\/p\/stride-pace-runner-3-SR0045600$/);
  await hydrated(page);
  await page.getByTestId('toast').filter({ hasText: 'Your cart now uses this site’s prices' }).waitFor();
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
  await page.getByText('£105.00').first().waitFor();
  await inPoundsOnly(page);
  expect(problems).toEqual([]);
});

test('the sign-up form on the UK site asks for the birth date as DD/MM/YYYY and reads it so', async ({ page }) => {
  const problems = watchProblems(page, [GUEST_RENEWAL]);
  await page.goto('/en-gb', { waitUntil: 'load' });
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  const birthDate = dialog.getByLabel('Birth date (optional)');
  expect(await birthDate.getAttribute('placeholder')).toBe('DD/MM/YYYY');
  // 31/12 is a date only in day-first order; 12/31 is not one on this site.
  await birthDate.fill('12/31/1990');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const wrongOrder = dialog.getByText('Enter a valid date as DD/MM/YYYY');
  await wrongOrder.waitFor();
  await birthDate.fill('31/12/1990');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByText('This field is required').first().waitFor();
  expect(await wrongOrder.count()).toBe(0);
  expect(problems).toEqual([]);
});
