import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { pickupChoice } from './stock.fixture.js';
import { expect, test } from './store.fixture.js';

/** Stride Pace Runner 3 in Flame Red. */
const SHOE = 'SR0045600';
const SHOE_PATH = '/en-us/p/stride-pace-runner-3-SR0045600';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

test.use({ storeName: 'stores' });

test.describe('the store locator', () => {
  test('answers without JavaScript: the postal code form lists the stores nearest first, in miles, with hours and services', async ({ browser, store }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport(375) });
    const page = await context.newPage();
    expect((await page.goto(`${store.server.url}/en-us/stores`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Find a store' }).waitFor();
    await page.getByLabel('ZIP or postal code').fill('10012');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await page.waitForURL(/\/en-us\/stores\?postalCode=10012$/);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await page.getByRole('heading', { level: 2, name: '8 stores near you' }).waitFor();
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Stride New York SoHo');
    await expect(first).toContainText(/\d[\d,.]*\s+mi/);
    await expect(first.getByRole('term')).toHaveText([/^Mon\s–\sSat$/, /^Sun$/]);
    await expect(first.getByRole('definition')).toHaveText([/^10:00\sAM\s–\s8:00\sPM$/, /^11:00\sAM\s–\s6:00\sPM$/]);
    await expect(first).toContainText('Pickup in store');
    await expect(first.getByRole('link', { name: /\+1 212/ })).toHaveAttribute('href', /^tel:\+1212/);
    // Without JavaScript there is no position to ask for, and no "my store" to keep.
    expect(await page.getByRole('button', { name: 'Use my location' }).count()).toBe(0);
    await context.close();
  });

  test('finds stores with a product’s stock, keeps one as my store, and the pickup dialog offers it first', async ({ page, store }) => {
    // The second store near 10012 that holds a red size: the dialog's own search would not put it first.
    const pick = await pickupChoice(store.server.url, SHOE, '10012', 1);
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`/en-us/stores?productId=${SHOE}`);
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Stride Pace Runner 3' })).toHaveAttribute('href', SHOE_PATH);
    await page.getByLabel('ZIP or postal code').fill('10012');
    await page.getByRole('button', { name: 'Find stores' }).click();
    await page.waitForURL(new RegExp(`/en-us/stores\\?postalCode=10012&productId=${SHOE}$`));
    const card = page.getByRole('listitem', { name: pick.storeName });
    await expect(card).toContainText(/In stock \(\d+\)/);
    await card.getByRole('button', { name: 'Make this my store' }).click();
    await expect(card.getByRole('heading', { level: 3 })).toContainText('My store');
    await expect(card.getByRole('button', { name: 'Make this my store' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reload keeps it (this device's store), and the product page's pickup dialog starts from it.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('listitem', { name: pick.storeName }).getByRole('heading', { level: 3 })).toContainText('My store');
    await page.goto(`${SHOE_PATH}?color=600&size=${encodeURIComponent(pick.size)}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Pick up in store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    const mine = dialog.getByRole('radiogroup', { name: 'My store' }).getByRole('radio', { name: new RegExp(`My store: ${pick.storeName}`) });
    await expect(mine).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'See all stores and their hours' })).toHaveAttribute('href', `/en-us/stores?productId=${SHOE}`);
    await dialog.getByRole('button', { name: 'Pick up at this store' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
    const cart = await page.evaluate(async () => {
      const id = localStorage.getItem('stride.cart');
      return (await fetch(`/cart/v1/cart/${id}`, { credentials: 'same-origin' })).text();
    });
    expect(cart).toContain(pick.storeId);
    await page.goto('/cart');
    await expect(page.getByText(pick.storeName).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('lists the stores nearest the browser’s position when the shopper asks to use their location', async ({ browser, store }) => {
    // Back Bay, Boston: the position the browser reports once the shopper allows it.
    const context = await browser.newContext({ geolocation: { latitude: 42.3493, longitude: -71.0826 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${store.server.url}/en-us/stores`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Stride Boston Newbury');
    await expect(first).toContainText(/^Stride Boston Newbury0(\.\d)?\s+mi/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('answers 404 under a prefix that is not a site, and the French site lists in kilometres', async ({ page }) => {
    expect((await page.goto('/xx-yy/stores'))?.status()).toBe(404);
    await page.goto('/fr-ca/stores?postalCode=H3G1P1');
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un magasin' })).toBeVisible();
    const first = page.getByRole('listitem', { name: 'Stride Montréal Sainte-Catherine' });
    await expect(first).toContainText(/\d[\d\s,]*\s+km/);
    await expect(first).toContainText('Ramassage en magasin');
    await expect(first.getByRole('term')).toHaveText([/^lun\.\s–\ssam\.$/, /^dim\.$/]);
    await expect(first.getByRole('definition').first()).toHaveText(/^10\sh\s00\s–\s20\sh\s00$/);
  });
});
