import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

const SHOES_PATH = '/en-us/c/shoes-4000';
const LIFESTYLE_PATH = '/en-us/c/lifestyle-4300';
/** Stride Canvas Low Custom: Citron first, Flame Red (600) second. */
const CANVAS = { name: 'Stride Canvas Low Custom', citron: '/images/products/SL0645700/700.svg', red: '/images/products/SL0645700/600.svg' };
/** Stride Court Classic, $50: Graphite (002) marked down to $29.97. */
const COURT = 'Stride Court Classic';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

test.use({ storeName: 'colour-filter' });

test.describe('tiles that follow the colour filter, and the filter chips', () => {
  test('filter by colour and see the tiles change: images, colour names and links in red; chips shown, one removed, then all cleared', async ({ page }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.setViewportSize(viewport(1440));
    await page.goto(SHOES_PATH);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const main = page.getByRole('main');
    const tile = (name: string) => main.locator('.product-tile').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(tile(CANVAS.name).locator('img')).toHaveAttribute('src', CANVAS.citron);
    await expect(main.getByRole('list', { name: 'Refined by' })).toHaveCount(0);

    await page.locator('.facet--color summary').click();
    await page
      .locator('.facet--color')
      .getByRole('link', { name: /^Flame Red\s*, \d+ products/ })
      .click();
    await page.waitForURL(/\?color=Flame\+Red$/);
    await expect(tile(CANVAS.name).locator('img')).toHaveAttribute('src', CANVAS.red);
    // Every tile: the red image, the colour named, and a link that opens the product in red.
    const tiles = main.locator('.product-tile');
    const count = await tiles.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i += 1) {
      const each = tiles.nth(i);
      await expect(each.locator('img')).toHaveAttribute('src', /\/600\.svg$/);
      await expect(each.locator('.product-tile__colour')).toHaveText('Flame Red');
      await expect(each.locator('.product-tile__link')).toHaveAttribute('href', /\?color=600$/);
    }
    const chips = main.getByRole('list', { name: 'Refined by' });
    await expect(chips.getByRole('link', { name: 'Remove Flame Red' })).toBeVisible();

    await page.locator('.facet--size summary').click();
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^9\.5\s*, \d+ products/ })
      .click();
    await page.waitForURL(/\?size=9\.5&color=Flame\+Red$/);
    await expect(chips.getByRole('link', { name: 'Remove Size 9.5' })).toBeVisible();
    // Removing the colour's chip keeps the size, and the tiles go back to their own colours.
    await chips.getByRole('link', { name: 'Remove Flame Red' }).click();
    await page.waitForURL(/\?size=9\.5$/);
    await expect(tile(CANVAS.name).locator('img')).toHaveAttribute('src', CANVAS.citron);
    await expect(main.locator('.product-tile__colour')).toHaveCount(0);
    await expect(chips.getByRole('link')).toHaveText(['Size 9.5×', 'Clear all']);
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.pathname === SHOES_PATH && url.search === '');
    await expect(chips).toHaveCount(0);
    await expect(main.getByRole('status').filter({ hasText: /of 56 products/ })).toHaveCount(1);
    // All in place: the page never reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

    // A red tile's quick-shop opens in red, and its link opens the product page in red.
    await page.goto(`${SHOES_PATH}?color=Flame+Red`);
    await hydrated(page);
    await page.getByRole('button', { name: `Quick shop, ${CANVAS.name}` }).click();
    const quickShop = page.getByRole('dialog', { name: CANVAS.name });
    await expect(quickShop.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: 'Flame Red' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(quickShop).toBeHidden();
    await tile(CANVAS.name).getByRole('link', { name: CANVAS.name, exact: true }).click();
    await page.waitForURL(/\/p\/stride-canvas-low-custom-SL0645700\?color=600$/);
    await expect(page.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: 'Flame Red' })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('a marked-down colour: the tile refined by it and its product page strike the original price through, labelled', async ({ page }) => {
    await page.setViewportSize(viewport(1440));
    await page.goto(LIFESTYLE_PATH);
    await hydrated(page);
    const court = page.locator('.product-tile').filter({ has: page.getByRole('link', { name: COURT, exact: true }) });
    // Unrefined, only some colours are on sale: the range, nothing struck through.
    await expect(court.locator('.price')).toHaveText('Sale price $29.97 – $50.00');
    await expect(court.locator('s')).toHaveCount(0);
    await page.goto(`${LIFESTYLE_PATH}?color=Graphite`);
    await expect(court.locator('.price--sale')).toHaveText('Sale price $29.97');
    await expect(court.locator('s.price--original')).toHaveText('Was $50.00');
    await expect(court.locator('.price__discount')).toHaveText('40.1% off');
    await court.getByRole('link', { name: COURT, exact: true }).click();
    await page.waitForURL(/\?color=002$/);
    const price = page.locator('.pdp__info .price');
    await expect(price.locator('.price--sale')).toHaveText('Sale price $29.97');
    await expect(price.locator('s.price--original')).toHaveText('Was $50.00');
    // A colour at its list price on the same page: one price, nothing struck through.
    await page.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: 'White' }).check();
    await expect(price).toHaveText('$50.00');
  });

  test('at 375 px the filters are a drawer: sizes and a colour apply in place with the drawer open where it was, and its Show button closes it on the results', async ({
    page,
  }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.setViewportSize(viewport(375));
    await page.goto(SHOES_PATH);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const drawer = page.locator('.refinements__panel');
    await page.locator('.refinements__toggle').click();
    await expect(drawer).toHaveCSS('position', 'fixed');
    await page.locator('.facet--size summary').click();
    // Scrolled down the drawer to the size grid, as a shopper would.
    await drawer.evaluate((element) => (element.scrollTop = 150));
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^9\.5\s*, \d+ products/ })
      .click();
    await page.waitForURL(/\?size=9\.5$/);
    await page.locator('main[aria-busy="false"]').waitFor();
    await expect(page.locator('.facet--size .facet__value--on')).toHaveText(/^9\.5/);
    // Still open, the size grid too, scrolled where it was; the page did not reload.
    expect(await drawer.evaluate((element: HTMLDetailsElement) => ({ open: element.open, top: element.scrollTop }))).toEqual({ open: true, top: 150 });
    await expect(page.locator('.facet--size')).toHaveJSProperty('open', true);
    // Choosing the size again takes it off, and the size grid stays open.
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^9\.5\s*, \d+ products\s*, selected$/ })
      .click();
    await page.waitForURL((url) => url.search === '');
    await expect(page.locator('.facet--size')).toHaveJSProperty('open', true);
    await page
      .locator('.facet--size')
      .getByRole('link', { name: /^10\s*, \d+ products/ })
      .click();
    await page.waitForURL(/\?size=10$/);
    await page.locator('.facet--color summary').click();
    await page
      .locator('.facet--color')
      .getByRole('link', { name: /^Flame Red\s*, \d+ products/ })
      .click();
    await page.waitForURL(/\?size=10&color=Flame\+Red$/);
    await page.locator('main[aria-busy="false"]').waitFor();
    const show = page.getByRole('button', { name: /^Show \d+ products$/ });
    const shown = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    expect(shown).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await show.click();
    await expect(drawer).toHaveJSProperty('open', false);
    await expect(page.locator('#listing-results')).toBeFocused();
    const chips = page.getByRole('list', { name: 'Refined by' });
    await expect(chips.getByRole('link', { name: 'Remove Size 10' })).toBeInViewport();
    await expect(chips.getByRole('link', { name: 'Remove Flame Red' })).toBeVisible();
    await expect(page.locator('.product-tile')).toHaveCount(shown);
    await expect(page.locator('.product-tile__colour').first()).toHaveText('Flame Red');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(problems).toEqual([]);
  });

  test('a search with a colour word shows its tiles in that colour', async ({ page }) => {
    await page.setViewportSize(viewport(1440));
    await page.goto('/en-us/search?q=black+jacket');
    const tiles = page.getByRole('main').locator('.product-tile');
    await expect(tiles.first()).toBeVisible();
    // No colour was picked, so no chip: the words chose the colour.
    await expect(page.getByRole('list', { name: 'Refined by' })).toHaveCount(0);
    const count = await tiles.count();
    for (let i = 0; i < count; i += 1) {
      await expect(tiles.nth(i).locator('.product-tile__colour')).toHaveText('Black');
      await expect(tiles.nth(i).locator('img')).toHaveAttribute('src', /\/001\.svg$/);
      await expect(tiles.nth(i).locator('.product-tile__link')).toHaveAttribute('href', /\?color=001$/);
    }
  });

  test('the chips and tiles in a colour work without JavaScript, as links', async ({ browser, store }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport(375), baseURL: store.server.url });
    const page = await context.newPage();
    await page.goto(`${SHOES_PATH}?size=9.5&color=Flame+Red`);
    const chips = page.getByRole('list', { name: 'Refined by' });
    await expect(page.locator('.product-tile__colour').first()).toHaveText('Flame Red');
    await chips.getByRole('link', { name: 'Remove Size 9.5' }).click();
    await page.waitForURL(/\?color=Flame\+Red$/);
    await expect(chips.getByRole('link', { name: 'Remove Flame Red' })).toBeVisible();
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.pathname === SHOES_PATH && url.search === '');
    await expect(page.getByRole('list', { name: 'Refined by' })).toHaveCount(0);
    await context.close();
  });
});
