import { hydrated, seriousAxeViolations, viewport, watchProblems, closeMiniCart } from './browser.fixture.js';
import { pickupChoice, stockedSizes, type StockedSize } from './stock.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

const SHOE = 'SR0045600';
const SHOE_PATH = '/en-us/p/stride-pace-runner-3-SR0045600';
const SHOES_PATH = '/en-us/c/shoes-4000';
const RUNNING_PATH = '/en-us/c/running-shoes-4100';
/** Stride Stratus 4 in Coral, $80. */
const QUICK_SHOP_SHOE = 'SR0091650';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

test.use({ storeName: 'catalogue' });

test.describe('catalogue pages in Chromium', () => {
  let base: string;
  /** Sizes of the shoe's red colour with at least 2 units online. */
  let redSizes: StockedSize[];

  test.beforeEach(
    onceInStore(async ({ store }) => {
      base = store.server.url;
      redSizes = await stockedSizes(base, SHOE);
    }),
  );

  test('serves a list page without JavaScript: tiles, refinement links and pagination that work as plain links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport(375) });
    const page = await context.newPage();
    const response = await page.goto(`${base}${SHOES_PATH}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Shoes' }).waitFor();
    expect(await page.locator('.product-tile').count()).toBe(24);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /of 56 products/ })
        .count(),
    ).toBe(1);
    // Breadcrumbs down to the category; the canonical URL leaves refinements out.
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Home');

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(/page=3$/);
    expect(await page.locator('.product-tile').count()).toBe(56 - 48);
    expect(await pages.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await page.goto(`${base}${SHOES_PATH}`);
    // At 375 px the filters sit in a closed "Refine" disclosure (products come first); open it as a shopper would.
    await page.locator('.refinements__toggle').click();
    await page.locator('.facet--size summary').click();
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^9\.5\s*, \d+ products/ })
      .click();
    await page.waitForURL(/size=9\.5/);
    const count = await page.locator('.listing__count').textContent();
    expect(count).toMatch(/products/);
    expect(pathOf(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(SHOES_PATH);
    // The sort form is a GET form with a submit button (shown only without JavaScript).
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.waitForURL(/sort=price-asc/);
    expect(page.url()).toContain('size=9.5');
    await context.close();
  });

  test('refines, sorts and pages in place with JavaScript', async ({ page }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${base}${SHOES_PATH}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    await page.locator('.facet--size summary').click();
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^10\s*, \d+ products/ })
      .click();
    await page.waitForURL(/size=10$/);
    await page.locator('.facet__value--on').first().waitFor();

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/size=10&sort=price-asc$/);
    await page.locator('main[aria-busy="false"]').waitFor();
    const prices = await page.locator('.product-tile .price').allTextContents();
    const lowest = prices.map((text) => Number(/\$(\d+\.\d\d)/.exec(text)?.[1]));
    expect(lowest.length).toBeGreaterThan(2);
    expect(lowest[0]).toBeLessThanOrEqual(lowest[1] ?? 0);

    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(/page=2$/);
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems).toEqual([]);
  });

  test('quick-shops from a tile with the keyboard: colour and size, add to cart, toast, count 1, focus back on the tile', async ({ page }) => {
    // An $80 shoe: below the gift-with-purchase threshold ($100), so the cart holds just this one item.
    const coral = (await stockedSizes(base, QUICK_SHOP_SHOE))[0];
    if (coral === undefined) throw new Error('demo data: no Stride Stratus 4 size in stock');
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${base}${RUNNING_PATH}`);
    await hydrated(page);
    const quickShop = page.getByRole('button', { name: 'Quick shop, Stride Stratus 4', exact: true });
    await quickShop.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Stride Stratus 4' });
    await dialog.getByRole('radiogroup', { name: 'Colour', exact: true }).waitFor();
    // Arrow keys move within a radiogroup; Tab reaches the chosen colour first.
    await dialog.getByRole('radio', { name: 'Coral' }).focus();
    await page.keyboard.press('Space');
    const sizeRadio = dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: coral.label, exact: true });
    await sizeRadio.focus();
    await page.keyboard.press('Space');
    expect(await sizeRadio.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add to cart' }).press('Enter');

    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The mini cart opens in quick-shop's place; closing it gives focus back to the tile that opened quick-shop.
    await page.getByRole('dialog', { name: 'Added to your cart' }).getByText('Stride Stratus 4').waitFor();
    await closeMiniCart(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Quick shop');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Quick shop, Stride Stratus 4');

    // The cart the API holds for this browser has the variant, once.
    const cart = await page.evaluate(async () => {
      const id = localStorage.getItem('stride.cart');
      return (await fetch(`/cart/v1/cart/${id}`, { credentials: 'same-origin' })).json() as Promise<{ items: { variantId: string; qty: number }[] }>;
    });
    expect(cart.items.map((item) => [item.variantId, item.qty])).toEqual([[coral.variantId, 1]]);
    expect(problems).toEqual([]);
  });

  test('renders the product page with Product JSON-LD, canonical and OpenGraph; the choice goes in the URL', async ({ page }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    const response = await page.goto(`${base}${SHOE_PATH}?color=020`);
    expect(response?.status()).toBe(200);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Stride Pace Runner 3',
      brand: { name: 'Stride' },
      image: ['side', 'top', 'back', 'sole'].map((view) => expect.stringMatching(new RegExp(`/images/products/SR0045600/020/${view}\\.svg$`))),
      offers: { priceCurrency: 'USD', price: '130.00' },
    });
    expect(pathOf(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(SHOE_PATH);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('product');
    expect(await page.getByRole('radio', { name: 'Stone Grey' }).isChecked()).toBe(true);

    await hydrated(page);
    await page.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: 'Flame Red' }).check();
    const size = redSizes[0]?.label ?? '9';
    await page.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: size, exact: true }).check();
    await page.waitForURL((url) => url.search === `?color=600&size=${encodeURIComponent(size)}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('shows Canadian prices in CAD on /en-ca with the page language', async () => {
    const res = await fetch(`${base}/en-ca/p/stride-pace-runner-3-SR0045600`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-CA"');
    expect(html).toMatch(/"priceCurrency":"CAD"/);
    expect(html).toMatch(/CA\$|CAD/);
  });

  test('finds stores by postal code in the pickup-in-store dialog and adds the item for pickup there', async ({ page }) => {
    const pick = await pickupChoice(base, SHOE, '10012');
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${base}${SHOE_PATH}?color=600&size=${encodeURIComponent(pick.size)}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Pick up in store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    await dialog.getByLabel('ZIP code').fill('10012');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const stores = dialog.getByRole('radiogroup', { name: 'Store' });
    await stores.getByRole('radio', { name: /Stride New York SoHo/ }).waitFor();
    await stores.getByRole('radio', { name: new RegExp(pick.storeName) }).check();
    await dialog.getByRole('button', { name: 'Pick up at this store' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const cart = await page.evaluate(async () => {
      const id = localStorage.getItem('stride.cart');
      return (await fetch(`/cart/v1/cart/${id}`, { credentials: 'same-origin' })).text();
    });
    expect(cart).toContain(pick.storeId);
    expect(problems).toEqual([]);
  });

  test('suggests products while typing in the header search; arrow keys and Enter open one', async ({ page }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${base}/en-us`);
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('pace run');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Stride Pace Runner 3/ }).waitFor();
    const options = await list.getByRole('option').allTextContents();
    const index = options.findIndex((text) => text.startsWith('Stride Pace Runner 3'));
    for (let i = 0; i <= index; i += 1) await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(new RegExp(`${SHOE_PATH}$`));
    await page.getByRole('heading', { level: 1, name: 'Stride Pace Runner 3' }).waitFor();

    await search.fill('trail');
    await search.press('Escape');
    await search.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=trail$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “trail”' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('answers 404 with the error page for an unknown product or category', async () => {
    for (const path of ['/en-us/p/no-such-shoe-ZZ0000000', '/en-us/c/nothing-9999']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Page not found</h1>');
    }
  });

  test('has no serious or critical axe violations on list and product pages at 375 and 1440', async ({ browser }) => {
    for (const width of [375, 1440] as const) {
      for (const path of [`${RUNNING_PATH}?size=9.5`, SHOE_PATH]) {
        const page = await browser.newPage({ viewport: viewport(width) });
        await page.goto(`${base}${path}`);
        await hydrated(page);
        expect({ width, path, violations: await seriousAxeViolations(page) }).toEqual({ width, path, violations: [] });
        await page.close();
      }
    }
  });
});

/** The path and query of an absolute URL (canonical URLs use the configured public origin). */
function pathOf(href: string | null): string {
  const url = new URL(href ?? '', 'http://invalid');
  return url.pathname + url.search;
}
