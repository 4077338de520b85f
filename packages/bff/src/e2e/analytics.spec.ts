import { readExperimentsReport, readPromotionPerformance } from '@stride/application/commerce';
import { PgAnalyticsEventRepository, PgExperimentDatafileRepository, PgExperimentEventRepository } from '@stride/adapters-storage';
import type { Page } from '@playwright/test';
import { buyableDemoVariant, demoData } from '../testing/demo-variants.js';
import { hydrated, layoutShift, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

test.use({ storeName: 'analytics' });

const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));

/** The header's enhancer (menus, their analytics) loads at the shopper's first interaction: a pointer move here. */
async function enhanced(page: Page): Promise<void> {
  await hydrated(page);
  await page.mouse.move(1, 1);
  await page.locator('header[data-enhanced]').waitFor({ state: 'attached' });
}

/** Opens the minimized pop-up (a click), then follows its target: impression, click and expand, then a click with its URL. */
async function usePopup(page: Page): Promise<void> {
  await page.getByRole('button', { name: '10% off' }).click();
  const popup = page.getByRole('dialog', { name: 'Sign up for Stride news' });
  await expect(popup).toBeVisible();
  // The same events are pushed to the page's dataLayer as they happen.
  expect((await dataLayerEvents(page)).filter((event) => event.startsWith('popup_'))).toEqual(['popup_impression', 'popup_click', 'popup_expand']);
  await popup.getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL(/\/en-gb\/loyalty$/);
}

/**
 * Uses the menu of the width: the mega menu's link on a desktop, the mobile accordion's sections and link on a phone;
 * `pushed` is what the page's dataLayer holds of the menu just before the link is followed.
 */
async function useMenu(page: Page, width: number, pushed: readonly string[]): Promise<void> {
  const menuPushes = async () => (await dataLayerEvents(page)).filter((event) => event.startsWith('mobile_menu') || event.startsWith('top_nav'));
  if (width >= 1024) {
    const men = page.locator('nav[data-mega-menu]').getByRole('button', { name: 'Men', exact: true });
    await men.hover();
    expect(await menuPushes()).toEqual(pushed);
    await page
      .locator(`#${await men.getAttribute('aria-controls')}`)
      .getByRole('link', { name: 'Trail', exact: true })
      .first()
      .click();
  } else {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.locator('#mobile-menu-panel');
    await panel.getByRole('button', { name: 'Men', exact: true }).click();
    await panel.getByRole('button', { name: 'Men’s Shoes', exact: true }).click();
    expect(await menuPushes()).toEqual(pushed);
    await panel.getByRole('link', { name: 'Trail', exact: true }).click();
  }
  await page.waitForURL(/\/en-gb\/c\/trail-shoes-4200$/);
}

for (const width of [390, 1280] as const) {
  test.describe(`analytics pushes on the UK site at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('menu, pop-up and promotion events reach the dataLayer and the collector only after consent C0002', async ({ page, store }) => {
      const problems = watchProblems(page);
      const startedAt = Date.now();
      await page.goto('/en-gb');
      await enhanced(page);
      // Before a choice: the menu is used and nothing is pushed (a push is synchronous); no pop-up is offered while the
      // consent banner waits (the pop-ups come after the choice, below).
      await useMenu(page, width, []);
      await expect(page.getByRole('button', { name: '10% off' })).toHaveCount(0);

      const consentAt = await page.evaluate(() => Date.now());
      await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
      await page.goto('/en-gb');
      await enhanced(page);
      // The hero's call to action is a promotion click (the tracker reads the block's data-promotion-* attributes).
      await page.getByRole('link', { name: 'Shop trail' }).first().click();
      await page.waitForURL(/\/en-gb\/c\/trail-shoes-4200$/);
      await useMenu(page, width, width >= 1024 ? [] : ['mobile_menu_section_expand', 'mobile_menu_section_expand']);
      await page.goto('/en-gb');
      await enhanced(page);
      await usePopup(page);

      const menuEvents =
        width >= 1024
          ? [{ event: 'top_nav_click', label: 'Men > Men’s Shoes > Trail', url: expect.stringMatching(/\/en-gb\/c\/trail-shoes-4200$/) }]
          : [
              { event: 'mobile_menu_section_expand', label: 'Men' },
              { event: 'mobile_menu_section_expand', label: 'Men > Men’s Shoes' },
              { event: 'mobile_menu_section_click', label: 'Men > Men’s Shoes > Trail', url: expect.stringMatching(/\/en-gb\/c\/trail-shoes-4200$/) },
            ];
      const expected = [
        { event: 'promotion_click', page: '/en-gb', promotion: expect.objectContaining({ promotionId: 'HOME-HERO-W26' }) },
        ...menuEvents.map((event) => ({ ...event, page: '/en-gb/c/trail-shoes-4200' })),
        { event: 'popup_impression', label: 'newsletter-signup', page: '/en-gb' },
        { event: 'popup_click', label: 'newsletter-signup', page: '/en-gb' },
        { event: 'popup_expand', label: 'newsletter-signup', page: '/en-gb' },
        { event: 'popup_click', label: 'newsletter-signup', page: '/en-gb', url: expect.stringMatching(/\/en-gb\/loyalty$/) },
      ];
      // What the collector stored since this test began (a page being left sends its queue with keepalive).
      const received = async () =>
        (
          await store.sqlClient().query<{ event: string; label: string | null; url: string | null; page: string; promotion_id: string | null; at: string }>(
            `SELECT event_type AS event, label, target_url AS url, page_path AS page, promotion_id, occurred_at AS at FROM analytics_events
               WHERE occurred_at >= to_timestamp($1::double precision / 1000) ORDER BY id`,
            [startedAt],
          )
        ).map(({ promotion_id, label, url, ...row }) => ({
          ...row,
          ...(label === null ? {} : { label }),
          ...(url === null ? {} : { url }),
          ...(promotion_id === null ? {} : { promotion: { promotionId: promotion_id } }),
        }));
      await expect.poll(received).toEqual(expect.arrayContaining(expected.map((event) => expect.objectContaining(event))));
      // Nothing the shopper did before the choice was ever sent.
      expect((await received()).filter((event) => new Date(event.at).getTime() < consentAt)).toEqual([]);
      // The pop-up's own events on the home page, in the order they happened.
      const popupEvents = (await received()).filter((event) => event.event.startsWith('popup_') && event.page === '/en-gb').map((event) => event.event);
      expect(popupEvents.slice(-4)).toEqual(['popup_impression', 'popup_click', 'popup_expand', 'popup_click']);

      // Stored by the collector: `stride analytics promotions` reads the same lines (impressions, clicks, click-through).
      const [hero] = (await readPromotionPerformance({ analyticsEvents: new PgAnalyticsEventRepository(store.sqlClient()) })).filter(
        (line) => line.promotionId === 'HOME-HERO-W26',
      );
      expect(hero?.clicks).toBeGreaterThanOrEqual(1);
      expect(hero?.impressions).toBeGreaterThanOrEqual(1);
      expect(hero?.clickThroughRate).toBeCloseTo((hero?.clicks ?? 0) / (hero?.impressions ?? 1), 5);
      expect(problems).toEqual([]);
    });
  });
}

/** A shoe in stock online: its page (via productSearch), a colour and a size. */
async function shoeInStock(baseUrl: string): Promise<{ path: string; colour: string; size: string }> {
  const data = demoData();
  const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5);
  const row = data.variants.find((v) => v.id === variant.variantId);
  const product = data.products.find((p) => p.id === variant.productId);
  const colour = data.colourVariants.find((c) => c.id === row?.colourVariantId)?.colourName ?? '';
  const answer = await fetch(new URL(`/products/v2/search/productSearch?q=${encodeURIComponent(product?.name ?? '')}&locale=en-US`, baseUrl));
  const search = (await answer.json()) as { products: { id: string; url: string }[] };
  return { path: search.products.find((p) => p.id === variant.productId)?.url ?? '', colour, size: row?.sizeLabel ?? '' };
}

test.describe('experiment events at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the experience block sends its trackingEvent and an add to cart is a conversion, counted per variation by the report', async ({ page, store }) => {
    // A guest's first cart call is answered 401 and renewed with a guest token (browser-api.ts).
    const problems = watchProblems(page, [401]);
    await page.goto('/en-us');
    await hydrated(page);
    const experience = page.locator('[data-experience="home-spotlight"]');
    await experience.scrollIntoViewIfNeeded();
    await expect(experience).toHaveAttribute('data-variation', /^(road-first|trail-first)$/);
    const variation = (await experience.getAttribute('data-variation')) ?? '';
    const visitorId = (await page.context().cookies()).find((c) => c.name === 'stride_visitor')?.value ?? '';
    expect(visitorId).not.toBe('');

    const shoe = await shoeInStock(store.server.url);
    await page.goto(shoe.path);
    await hydrated(page);
    await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: shoe.colour }).check();
    await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: shoe.size, exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();

    // The vendor-format batches the sandbox endpoint stored for this visitor: the decision, the view, the add.
    const eventsOf = async () =>
      (
        await store.sqlClient().query<{ event_key: string }>(`SELECT event_key FROM experiment_events WHERE visitor_id = $1 ORDER BY occurred_at`, [visitorId])
      ).map((row) => row.event_key);
    await expect.poll(eventsOf).toEqual(['campaign_activated', 'home-spotlight-view', 'add_to_cart']);
    const report = await readExperimentsReport({
      datafiles: new PgExperimentDatafileRepository(store.sqlClient()),
      experimentEvents: new PgExperimentEventRepository(store.sqlClient()),
      sdkKey: 'stride-demo',
    });
    const line = (eventKey: string) => report.find((l) => l.variationKey === variation && l.eventKey === eventKey);
    expect(line('add_to_cart')?.conversions).toBeGreaterThanOrEqual(1);
    expect(line('home-spotlight-view')?.conversions).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('p13n_testcontext (query or cookie) forces a variant of the home experience; a variant the block does not have is ignored', async ({ page }) => {
    const problems = watchProblems(page);
    const experience = page.locator('[data-experience="home-spotlight"]');
    const variationAt = async (query: string) => {
      await page.goto(`/en-us${query}`);
      await hydrated(page);
      await experience.scrollIntoViewIfNeeded();
      await expect(experience).toHaveAttribute('data-variation', /^(road-first|trail-first)$/);
      return experience.getAttribute('data-variation');
    };
    const forcing = (variantId: string) =>
      `?p13n_testcontext=${encodeURIComponent(JSON.stringify({ forcedVariants: [{ experienceId: 'home-spotlight', variantId }] }))}`;
    // The visitor's own decision (bucketing), reached without shifting the page: the skeleton holds the block's place.
    const bucketed = await variationAt('');
    expect(await layoutShift(page)).toBeLessThan(0.05);
    const other = bucketed === 'road-first' ? 'trail-first' : 'road-first';
    expect(await variationAt(forcing(other))).toBe(other);
    // One rule with decideFlag: a forced variant the experience does not have changes nothing.
    expect(await variationAt(forcing('no-such-variant'))).toBe(bucketed);
    // The same context in its cookie forces the variant on a page without the query.
    const context = JSON.stringify({ forcedVariants: [{ experienceId: 'home-spotlight', variantId: other }] });
    await page.context().addCookies([{ name: 'p13n_testcontext', value: encodeURIComponent(context), url: page.url() }]);
    expect(await variationAt('')).toBe(other);
    expect(problems).toEqual([]);
  });

  test('a datafile that cannot be read leaves the baseline and is only logged (content section 8)', async ({ page }) => {
    const problems = watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/fapi/experiments/datafiles/**', (route) => route.abort('connectionrefused'));
    await page.goto('/en-us');
    await hydrated(page);
    const experience = page.locator('[data-experience="home-spotlight"]');
    await experience.scrollIntoViewIfNeeded();
    // Decided without a variation: the baselines stay, never a variant or a page error.
    await expect.poll(() => warnings.some((text) => text.startsWith('[experiments] datafile not loaded'))).toBe(true);
    await expect(experience).toHaveAttribute('data-decision', 'decided');
    await expect(experience).toHaveAttribute('data-variation', '');
    await expect(experience).not.toBeEmpty();
    expect(problems).toEqual([]);
  });

  test('a datafile that does not come within 30 s leaves the baseline (EXPERIMENT_ON_READY_TIMEOUT_MS)', async ({ page }) => {
    const problems = watchProblems(page);
    // The datafile request is held unanswered; the page's clock runs, and the test moves it on.
    await page.route('**/fapi/experiments/datafiles/**', () => undefined);
    await page.clock.install();
    const datafileAsked = page.waitForRequest('**/fapi/experiments/datafiles/**');
    await page.goto('/en-us');
    await hydrated(page);
    const experience = page.locator('[data-experience="home-spotlight"]');
    await experience.scrollIntoViewIfNeeded();
    await datafileAsked;
    await page.clock.runFor(25_000);
    await expect(experience).toHaveAttribute('data-decision', 'pending');
    await page.clock.runFor(6_000);
    await expect(experience).toHaveAttribute('data-decision', 'decided');
    await expect(experience).toHaveAttribute('data-variation', '');
    expect(problems).toEqual([]);
  });
});
