import type { Locator, Page } from '@playwright/test';
import { hydrated, layoutShift, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

/** Stride Pace Runner 3: Flame Red (600) first, then Stone Grey (020); a shoe, shown from the side, top, back and sole. */
const SHOE = { path: '/en-us/p/stride-pace-runner-3-SR0045600', name: 'Stride Pace Runner 3', views: ['side', 'top', 'back', 'sole'] };
const VIEW_NAMES = ['side view', 'top view', 'back view', 'sole'];
const PHONE = { width: 390, height: 844 };
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

test.use({ storeName: 'gallery' });

const gallery = (page: Page, colour: string): Locator => page.getByRole('list', { name: `Images of ${SHOE.name} in ${colour}` });
const viewUrl = (colourId: string, view: string): string => `/images/products/SR0045600/${colourId}/${view}.svg`;

/** The strip's scroll position in views (0 for the first, 2.5 half way from the third to the fourth), once it has settled. */
async function viewInStrip(page: Page): Promise<number> {
  const strip = page.locator('.pdp-gallery__strip');
  let last = -1;
  for (;;) {
    // To a hundredth: the strip's width may have a fraction of a pixel its scroll position has not.
    const at = await strip.evaluate((element) => Math.round((element.scrollLeft / element.getBoundingClientRect().width) * 100) / 100);
    if (at === last) return at;
    last = at;
    await page.waitForTimeout(150);
  }
}

test.describe('the product gallery', () => {
  test('pick a colour and see its four views; a thumbnail shows its view; the zoom opens from the keyboard, Escape closes it and focus returns', async ({
    page,
  }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.setViewportSize(viewport(1440));
    await page.goto(SHOE.path);
    await hydrated(page);
    const red = gallery(page, 'Flame Red').getByRole('img');
    await expect(red).toHaveCount(4);
    for (const [i, name] of VIEW_NAMES.entries()) {
      await expect(red.nth(i)).toHaveAttribute('alt', `${SHOE.name} in Flame Red, ${name}`);
      await expect(red.nth(i)).toHaveAttribute('src', viewUrl('600', SHOE.views[i] ?? ''));
    }

    // Switching colour switches every view; each image keeps its size, so nothing moves as they load.
    await page.getByRole('radio', { name: 'Stone Grey' }).check();
    const grey = gallery(page, 'Stone Grey').getByRole('img');
    await expect(grey).toHaveCount(4);
    for (const [i, view] of SHOE.views.entries()) {
      await expect(grey.nth(i)).toHaveAttribute('src', viewUrl('020', view));
      await expect(grey.nth(i)).toHaveAttribute('width', '800');
      await expect(grey.nth(i)).toHaveAttribute('height', '800');
    }
    await expect(page.getByRole('img', { name: /in Flame Red/ })).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.05);

    // A thumbnail brings its view into the strip, in place, and is marked as the one shown.
    const sole = page.getByRole('link', { name: 'Show the sole' });
    await sole.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => viewInStrip(page)).toBe(3);
    await expect(sole).toHaveAttribute('aria-current', 'true');
    expect(new URL(page.url()).hash).toBe('');

    // The keyboard goes back from the thumbnails to the image shown, and Enter opens the zoom on it.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+Tab');
    const opener = page.getByRole('link', { name: /Zoom in on the sole/ });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog', { name: `${SHOE.name} in Stone Grey, enlarged` });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole('img', { name: `${SHOE.name} in Stone Grey, sole` })).toHaveAttribute('src', viewUrl('020', 'sole'));
    await expect(zoom.getByRole('status')).toHaveText('Image 4 of 4');
    // The enlarged view is larger than its pane, which pans.
    const pane = zoom.getByRole('group', { name: `${SHOE.name} in Stone Grey, sole` });
    expect(await pane.evaluate((element) => element.scrollWidth > element.clientWidth && element.scrollLeft > 0)).toBe(true);
    await zoom.getByRole('button', { name: 'Previous image' }).click();
    await expect(zoom.getByRole('status')).toHaveText('Image 3 of 4');
    await expect(zoom.getByRole('img', { name: `${SHOE.name} in Stone Grey, back view` })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('at 390 px the strip scrolls one view at a time, swiped or wheeled, and the thumbnail of the view in it is marked', async ({ page }) => {
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.setViewportSize(PHONE);
    await page.goto(`${SHOE.path}?color=020`);
    await hydrated(page);
    const strip = page.locator('.pdp-gallery__strip');
    await expect(gallery(page, 'Stone Grey').getByRole('img')).toHaveCount(4);
    // Polled: the strip can be drawn again as the page settles, and a node being replaced has no box for a moment.
    await expect.poll(async () => (await strip.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await expect.poll(() => viewInStrip(page)).toBe(0);
    await strip.hover();
    await page.mouse.wheel(250, 0);
    // Scroll snapping lands on the next view, whole.
    await expect.poll(() => viewInStrip(page)).toBe(1);
    await expect(page.getByRole('link', { name: 'Show the top view' })).toHaveAttribute('aria-current', 'true');
    await page.mouse.wheel(250, 0);
    await expect.poll(() => viewInStrip(page)).toBe(2);
    await expect(page.getByRole('link', { name: 'Show the back view' })).toHaveAttribute('aria-current', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('works without JavaScript: the colour’s views, thumbnails that scroll the strip as links, and an image that opens large', async ({ browser, store }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: store.server.url });
    const page = await context.newPage();
    await page.goto(`${SHOE.path}?color=020`);
    const images = gallery(page, 'Stone Grey').getByRole('img');
    await expect(images).toHaveCount(4);
    await page.getByRole('link', { name: 'Show the back view' }).click();
    await page.waitForURL(/#pdp-view-back$/);
    await expect.poll(() => viewInStrip(page)).toBe(2);
    const zoom = page.getByRole('link', { name: /Zoom in on the back view/ });
    await expect(zoom).toHaveAttribute('href', viewUrl('020', 'back'));
    await zoom.click();
    await page.waitForURL((url) => url.pathname === viewUrl('020', 'back'));
    await context.close();
  });
});
