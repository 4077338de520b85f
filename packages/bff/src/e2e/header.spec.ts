import { hydrated, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';
import type { Page } from '@playwright/test';

test.use({ storeName: 'header' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The header's enhancer (disclosures, sticky header) loads at the shopper's first interaction: a pointer move here. */
async function enhanced(page: Page): Promise<void> {
  await hydrated(page);
  await page.mouse.move(1, 1);
  await page.locator('header[data-enhanced]').waitFor({ state: 'attached' });
}

test.describe('mega menu at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens on hover and on click, shows three levels, and closes on Esc and on a followed link', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/en-us');
    await enhanced(page);
    const menu = page.locator('nav[data-mega-menu]');
    const shoes = menu.getByRole('button', { name: 'Shoes', exact: true });
    await expect(shoes).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await shoes.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await shoes.hover();
    await expect(shoes).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The click that follows the hover keeps it open (it does not toggle the panel away under the pointer).
    await shoes.click();
    await expect(shoes).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link').first()).toBeVisible();
    // Each column is a sixth of the panel's row (spec content section 9).
    const fractions = await panel.locator('.mega-menu__column').evaluateAll((columns) =>
      columns.map((column) => {
        const row = column.parentElement as HTMLElement;
        const style = getComputedStyle(row);
        const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return column.getBoundingClientRect().width / inner;
      }),
    );
    expect(fractions.length).toBeGreaterThan(0);
    for (const fraction of fractions) expect(fraction).toBeCloseTo(1 / 6, 2);

    await page.keyboard.press('Escape');
    await expect(shoes).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(shoes).toBeFocused();

    // A route change closes it: follow a link inside the panel.
    await shoes.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link').first().click();
    await page.waitForURL(/\/en-us\/c\//);
    await expect(panel).toBeHidden();
    // The bar is 2.35rem high (spec content section 9).
    expect(await shoes.evaluate((element) => parseFloat(getComputedStyle(element).height))).toBeCloseTo(2.35 * 16, 0);
    expect(problems).toEqual([]);
  });

  test('works by keyboard: Tab to a top item, Enter or Space opens, Esc closes and gives focus back', async ({ page }) => {
    await page.goto('/en-us');
    await enhanced(page);
    const menu = page.locator('nav[data-mega-menu]');
    const first = menu.getByRole('button').first();
    for (let i = 0; i < 30 && !(await first.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // Tab moves into the open panel's links; leaving the menu closes it.
    await page.keyboard.press('Tab');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')} a`).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
  });

  test('is plain links without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    await page.goto('/en-us');
    const menu = page.locator('nav[data-mega-menu]');
    const shoes = menu.getByRole('button', { name: 'Shoes', exact: true });
    await shoes.hover();
    const link = page
      .locator(`#${await shoes.getAttribute('aria-controls')}`)
      .getByRole('link')
      .first();
    await expect(link).toBeVisible();
    await link.click();
    await page.waitForURL(/\/en-us\/c\//);
    await context.close();
  });
});

test.describe('header on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('has a menu button opening an accordion of the three levels, and no row scrolling sideways', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/en-us');
    await enhanced(page);
    // The desktop bar is hidden below lg, so nothing is cut off at the right edge.
    await expect(page.locator('nav[data-mega-menu]')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    // The level 1 entry (a level 2 heading may carry the same name).
    const gear = panel.getByRole('button', { name: 'Gear', exact: true }).first();
    await expect(gear).toBeVisible();
    await gear.click();
    await expect(gear).toHaveAttribute('aria-expanded', 'true');
    const section = page.locator(`#${await gear.getAttribute('aria-controls')}`);
    await expect(section.getByRole('link').first()).toBeVisible();
    await gear.click();
    await expect(section).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('loads its enhancer only at the first interaction, and a tap on Menu before it arrives still opens the menu', async ({ page }) => {
    const problems = watchProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en-us/c/shoes-4000');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Looked at, not touched: no enhancer, no personalisation (the listing shows no promotion block).
    await expect(page.locator('header[data-enhanced]')).toHaveCount(0);
    expect(scripts.filter((path) => /\/(after-hydration|start-personalisation)-/.test(path))).toEqual([]);

    // The tap lands before the enhancer is there: it is held, then given to the menu once it is wired.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu-panel')).toBeVisible();
    await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
    expect(scripts.filter((path) => /\/(after-hydration|start-personalisation)-/.test(path))).toHaveLength(2);
    expect(problems).toEqual([]);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`sticky header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('hides on scroll down, comes back on scroll up, and stays in place on checkout', async ({ page }) => {
      await page.goto('/en-us/c/shoes-4000');
      await enhanced(page);
      const header = page.getByRole('banner');
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 900);
      // Applied 200 ms after the last scroll event (500 ms at most during a long scroll).
      await expect(header).toHaveAttribute('data-hidden', '');
      await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
      await page.mouse.wheel(0, -300);
      await expect(header).not.toHaveAttribute('data-hidden', '');
      await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);

      await page.goto('/checkout');
      await enhanced(page);
      await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', 'false');
    });
  });
}

test.describe('sticky header timings at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('applies a scroll 200 ms after its last event, and 500 ms into a scroll that goes on', async ({ page }) => {
    // The page's clock stands still: the header's timers and performance.now move only when the test moves them.
    await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-26T09:00:01Z'));
    await page.goto('/en-us/c/shoes-4000');
    await enhanced(page);
    const header = page.getByRole('banner');
    // Scrolls the window and resolves once the page has had its scroll event.
    const scrollTo = (y: number) =>
      page.evaluate(
        (to) =>
          new Promise<void>((resolve) => {
            addEventListener('scroll', () => resolve(), { once: true });
            window.scrollTo(0, to);
          }),
        y,
      );
    await scrollTo(1200);
    await page.clock.runFor(150);
    await expect(header).not.toHaveAttribute('data-hidden', '');
    await page.clock.runFor(60);
    await expect(header).toHaveAttribute('data-hidden', '');
    // Scrolling up with an event every 100 ms: each one puts the 200 ms off again, so 400 ms in it is still hidden...
    for (const y of [1100, 1000, 900, 800, 700]) {
      await scrollTo(y);
      await page.clock.runFor(100);
    }
    await expect(header).toHaveAttribute('data-hidden', '');
    // ...and the event 500 ms into the scroll applies it while the scroll goes on.
    await scrollTo(600);
    await expect(header).not.toHaveAttribute('data-hidden', '');
  });
});
