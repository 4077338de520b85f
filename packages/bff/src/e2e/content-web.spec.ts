import { hydrated, layoutShift, seriousAxeViolations, signInThroughDialog, watchProblems } from './browser.fixture.js';
import { contentWebDocuments, importContentWebDocuments } from './content-web.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

test.use({ storeName: 'content-web' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(
  onceInStore(async ({ store }) => {
    await importContentWebDocuments(store.server.url);
  }),
);

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`content home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('renders the home page document with its metadata, without layout shift or axe violations', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/en-us');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Run your own pace' })).toBeVisible();
      expect(await page.title()).toBe('Shoes, apparel and gear | Stride');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Stride: run your own pace');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-us$/);
      // The segmentation block shows its baseline to a signed-out shopper.
      await expect(page.getByText('Join Stride Rewards: points on every order')).toBeVisible();
      await expect(page.getByText('Members: double points on running shoes this week')).toHaveCount(0);
      // The collection is a carousel on a phone (dots that scroll to a slide) and a grid on a desktop.
      const sports = page.locator('section.collection').filter({ hasText: 'Shop by sport' });
      if (viewport === PHONE) {
        // On visible: the carousel comes alive once it nears the viewport.
        await sports.scrollIntoViewIfNeeded();
        await expect(page.locator('.cb-slot[data-hydrated] section.collection')).toHaveCount(1);
        const third = sports.getByRole('button', { name: 'Go to slide 3' });
        await third.click();
        await expect(third).toHaveAttribute('aria-current', 'true');
      } else {
        await expect(sports.locator('.collection__controls')).toBeHidden();
      }
      // Embla is downloaded only where a collection is a carousel at this width (lazy-carousel.ts).
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(
        scripts.some((name) => name.includes('/embla-carousel')),
        `Embla loaded at ${viewport.width} px`,
      ).toBe(viewport === PHONE);
      expect(await layoutShift(page)).toBeLessThan(0.05);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('pop-ups and the benefit bar', () => {
  test.use({ viewport: PHONE });

  test('a pop-up expands after its delay, and a dismissed one never comes back: the next one is offered', async ({ page }) => {
    await page.goto('/en-us');
    await hydrated(page);
    const tab = page.getByRole('button', { name: '10% off', exact: true });
    await expect(tab).toBeVisible();
    // The newsletter pop-up's delay is 1500 ms: it expands by itself.
    const dialog = page.getByRole('dialog', { name: 'Get 10% off your first order' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Get the app', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '10% off', exact: true })).toHaveCount(0);
  });

  test('the benefit bar closes and stays closed across reloads, the server leaving it out', async ({ page }) => {
    await page.goto('/en-us/returns');
    await hydrated(page);
    const bar = page.getByRole('complementary', { name: 'Free returns for 60 days' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Free returns for 60 days' })).toHaveCount(0);
    const html = await (await page.request.get('/en-us/returns')).text();
    expect(html).not.toContain('Free returns for 60 days');
  });
});

test('every footer link answers 200, and each content page has its title, description and robots', async ({ page }) => {
  await page.goto('/en-us');
  const hrefs = await page
    .locator('footer .footer-columns a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
  const pages = contentWebDocuments().filter(
    ({ document }) => (document as { kind: string; key: string }).kind === 'page' && (document as { key: string }).key !== 'home',
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(pages.length);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  await page.goto('/en-us/sale-terms');
  expect(await page.title()).toBe('Terms of sale | Stride');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'The terms of buying from Stride.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  expect((await page.request.get('/en-us/no-such-page')).status()).toBe(404);
});

test.describe('mega menu from the menu document at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('shows the document’s levels and its visual selectors', async ({ page }) => {
    await page.goto('/en-us');
    await hydrated(page);
    const shoes = page.locator('nav[data-mega-menu]').getByRole('button', { name: 'Shoes', exact: true });
    await shoes.click();
    const panel = page.locator(`#${await shoes.getAttribute('aria-controls')}`);
    await expect(panel.getByText('By activity')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Trail running' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'New trail' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Shop all Shoes' })).toBeVisible();
  });
});

test.describe('segmentation after sign-in', () => {
  test.use({ viewport: DESKTOP });

  test('a loyalty member sees the members’ segment instead of the baseline once signed in', async ({ page }) => {
    await page.goto('/en-us');
    await hydrated(page);
    await expect(page.getByText('Join Stride Rewards: points on every order')).toBeVisible();
    await signInThroughDialog(page, 'loyal@stride.example', 'Stride-demo-1');
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('Members: double points on running shoes this week')).toBeVisible();
    await expect(page.getByText('Join Stride Rewards: points on every order')).toHaveCount(0);
  });
});
