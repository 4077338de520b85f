import type { Page } from '@playwright/test';
import { hydrated, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

/** Stride Pace Runner 3 in Flame Red. */
const SHOE_PATH = '/en-us/p/stride-pace-runner-3-SR0045600?color=600';
/** The sandbox card that is authorised without a 3-D Secure challenge (docs/test-cards.md). */
const CARD = '4111 1111 1111 1111';
/** A card number that fails the Luhn check. */
const MISTYPED_CARD = '4111 1111 1111 1112';

test.use({ storeName: 'no-javascript', javaScriptEnabled: false });

/** The sizes of the colour on screen that can be bought, by their labels (radios are chosen by their label without JavaScript). */
async function sizesInStock(page: Page): Promise<string[]> {
  const sizes = page.getByRole('radiogroup', { name: 'Size' }).locator('label:not(.picker__option--sold-out):not(.picker__option--unavailable)');
  return sizes.allInnerTexts();
}

async function chooseSize(page: Page, size: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).check();
}

/** An MM/YY expiry two years ahead. */
function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 2) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

// axe-core cannot run here: its checks wait on timers, and a page without JavaScript runs none. The journey finds every
// control by its role and accessible name instead.
test.describe('without JavaScript', () => {
  test('a guest buys from a product page: add to cart, change the quantity, remove a line, then shipping, billing and a placed order', async ({ page }) => {
    const problems = watchProblems(page);

    // The product page is server-rendered, and its "Add to cart" posts the colour and size chosen.
    expect((await page.goto(SHOE_PATH))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Stride Pace Runner 3' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/en-us\/p\/stride-pace-runner-3-SR0045600\?color=600$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a size.' })).toBeVisible();
    const [size, otherSize] = await sizesInStock(page);
    if (size === undefined || otherSize === undefined) throw new Error('the demo shoe has fewer than two sizes in stock');
    await chooseSize(page, size);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // The cart is rendered on the server from the basket the post made (with the guest session it opened).
    await page.waitForURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart: Stride Pace Runner 3' })).toBeVisible();
    // The shoe's lines (over $100, the cart also holds the free socks of the demo gift promotion).
    const lines = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Stride Pace Runner 3' }) });
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(`Flame Red · Size ${size}`);

    // A second line (another size), removed again by its form.
    await page.goto(SHOE_PATH);
    await chooseSize(page, otherSize);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(lines).toHaveCount(2);
    const second = lines.filter({ hasText: `Size ${otherSize}` });
    await second.getByRole('button', { name: 'Remove Stride Pace Runner 3' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(`Size ${size}`);

    // The quantity: the select and its Update button, shown only without JavaScript.
    await lines.first().getByLabel('Quantity').selectOption('2');
    await lines.first().getByRole('button', { name: 'Update Stride Pace Runner 3' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated' })).toBeVisible();
    await expect(lines.first().getByLabel('Quantity')).toHaveValue('2');
    // The header counts the basket the server rendered: two shoes and the free socks.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // Shipping: a refused form comes back with what was typed and the field's problem, then goes through.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    const shipping = page.getByRole('form', { name: 'Shipping' });
    await shipping.getByLabel('First name').fill('Ada');
    await shipping.getByLabel('Address line 1').fill('1 Main St');
    await shipping.getByLabel('City').fill('Springfield');
    await shipping.getByLabel('State').fill('IL');
    await shipping.getByLabel('ZIP code').fill('62701');
    await shipping.getByLabel('Phone').fill('2175550123');
    await shipping.getByLabel('Email').fill('ada@example.com');
    await shipping.getByRole('button', { name: 'Continue to billing' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(shipping.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(shipping.getByText('This field is required')).toBeVisible();
    await expect(shipping.getByLabel('City')).toHaveValue('Springfield');
    await shipping.getByLabel('Last name').fill('Lovelace');
    await shipping.getByRole('radio', { name: 'Express delivery' }).check();
    await shipping.getByRole('button', { name: 'Continue to billing' }).click();

    // Billing: the shipping address, and the sandbox card; a mistyped number is refused first (and never kept).
    await page.waitForURL(/\/checkout\?step=billing$/);
    const billing = page.getByRole('form', { name: 'Billing' });
    await expect(billing.getByLabel('Billing address same as shipping')).toBeChecked();
    await billing.getByLabel('Card number', { exact: true }).fill(MISTYPED_CARD);
    await billing.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
    await billing.getByLabel('Security code').fill('123');
    await billing.getByLabel('Name on card').fill('Ada Lovelace');
    await billing.getByRole('button', { name: 'Continue to summary' }).click();
    await page.waitForURL(/\/checkout\?step=billing$/);
    await expect(billing.getByRole('alert').filter({ hasText: 'Please check the card number' })).toBeVisible();
    await expect(billing.getByLabel('Card number', { exact: true })).toHaveValue('');
    await billing.getByLabel('Card number', { exact: true }).fill(CARD);
    await billing.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
    await billing.getByLabel('Security code').fill('123');
    await billing.getByLabel('Name on card').fill('Ada Lovelace');
    await billing.getByRole('button', { name: 'Continue to summary' }).click();

    // Summary, then the order.
    await page.waitForURL(/\/checkout\?step=summary$/);
    await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
    await expect(page.getByText(/Visa.*1111/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber ?? '');
    await expect(page.getByText('We have received your order')).toBeVisible();

    // The cart was reset with the order.
    await page.goto('/cart');
    // Without a basket the server cannot tell a browser that keeps its cart itself from one without JavaScript: the
    // empty cart is said in <noscript> (Playwright's text and role engines do not look inside it).
    await expect(page.getByRole('main').locator('noscript p')).toHaveText('Your cart is empty.');
    await expect(page.getByText('Loading your cart…')).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('a form post before the page’s script runs', () => {
  test.use({ javaScriptEnabled: true });

  test('fills the cart the browser then keeps: the cart page’s script takes the basket and acts on it', async ({ page, store }) => {
    const problems = watchProblems(page, [401]);
    // What a click on "Add to cart" sends when the product page has not hydrated yet: the selection form, to /cart.
    await page.goto(SHOE_PATH);
    await hydrated(page);
    const size = (await sizesInStock(page))[0] ?? '';
    const posted = await page.request.post('/cart', {
      form: { productId: 'SR0045600', locale: 'en-US', color: '600', size, intent: 'add' },
      headers: { origin: new URL(store.server.url).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    await page.goto('/cart');
    await hydrated(page);
    const line = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Stride Pace Runner 3' }) });
    await expect(line).toContainText(`Size ${size}`);
    const basket = (await page.context().cookies()).find((cookie) => cookie.name === 'stride_basket')?.value;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('stride.cart'))).toBe(basket);
    await line.getByLabel('Quantity').selectOption('2');
    await page.getByTestId('toast').filter({ hasText: 'Quantity updated' }).waitFor();
    await expect(line.getByLabel('Quantity')).toHaveValue('2');
    expect(problems).toEqual([]);
  });
});
