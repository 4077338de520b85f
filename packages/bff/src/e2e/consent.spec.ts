import { demoExperimentsDatafile } from '@stride/adapters-storage';
import { decideFlag } from '@stride/domain/experiments';
import type { Page, Request } from '@playwright/test';
import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

test.use({ storeName: 'consent' });

/** Every request the page makes to the experiment and analytics endpoints (the datafile included). */
function trackingRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/fapi\/(experiments|analytics)\//.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/**
 * Closes a site pop-up whenever one stands over what the test is about to click, as a shopper would: the demo site's
 * pop-ups open 2 s after the page (minimized tab, then expanded dialog, fixed in the lower corner) and can cover the
 * footer's "Cookie preferences" link at 1280 px.
 */
async function closePopupsInTheWay(page: Page): Promise<void> {
  await page.addLocatorHandler(page.locator('.popup-tab, .popup[role="dialog"]').first(), async () => {
    // The minimized tab expands by itself after its delay and leaves the DOM: clicking it raced that expansion (the
    // click waited on a detached tab until the test timed out), so the handler waits for the expanded dialog instead.
    await page.locator('.popup[role="dialog"]').getByRole('button', { name: 'Close' }).click();
  });
}

const paths = (requests: readonly Request[]) => requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);

for (const width of [390, 1280] as const) {
  test.describe(`consent on the UK site at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('nothing but required cookies until the shopper chooses; after accepting, experiment and analytics events go out', async ({ page, store }) => {
      const problems = watchProblems(page);
      const requests = trackingRequests(page);
      await page.goto('/en-gb');
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      // The home's experience block asks for its experiment once visible; without targeting consent it gets the
      // baseline at once, with no request.
      const experience = page.locator('[data-experience="home-spotlight"]');
      await experience.scrollIntoViewIfNeeded();
      await expect(experience).toHaveAttribute('data-decision', 'decided');
      await expect(experience).toHaveAttribute('data-variation', '');
      await page.waitForTimeout(1500);
      expect(paths(requests)).toEqual([]);
      expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(0);
      // No pop-up while the banner waits: the choice comes first (the pop-ups' tab would otherwise appear at idle).
      await expect(page.locator('.popup-tab, .popup[role="dialog"]')).toHaveCount(0);
      expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'stride_visitor' }));

      const events = page.waitForRequest((request) => new URL(request.url()).pathname === '/fapi/experiments/v1/events');
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.locator('.popup-tab, .popup[role="dialog"]').first()).toBeVisible();
      await expect(experience).toHaveAttribute('data-variation', /^(road-first|trail-first)$/);
      const batch = (await events).postDataJSON() as { visitors: { visitor_id: string; snapshots: { decisions: { variation_id: string }[] }[] }[] };
      const visitorId = batch.visitors[0]?.visitor_id ?? '';
      const cookie = (await page.context().cookies()).find((c) => c.name === 'stride_visitor');
      expect(cookie?.value).toBe(visitorId);
      const expected = decideFlag(demoExperimentsDatafile, 'home-spotlight', { id: visitorId, attributes: { site: 'en-GB' } })?.variationKey;
      await expect(experience).toHaveAttribute('data-variation', expected ?? '');
      // Stored by the sandbox endpoint as the variation the domain decides.
      await expect
        .poll(async () => (await store.sqlClient().query(`SELECT variation_id FROM experiment_events WHERE visitor_id = $1`, [visitorId])).length)
        .toBe(1);
      const [row] = await store.sqlClient().query<{ variation_id: string }>(`SELECT variation_id FROM experiment_events WHERE visitor_id = $1`, [visitorId]);
      const variationKey = demoExperimentsDatafile.experiments[0]?.variations.find((v) => v.id === row?.variation_id)?.key;
      expect(variationKey).toBe(expected);

      // The choice is a cookie the server reads: no banner in the next page's HTML, and the content hero's promotion
      // impression counts (read from its data-promotion-* attributes by the promotion tracker).
      // Every batch the collector receives after the reload (the restored scroll may show another block first).
      type SentEvent = { event: string; promotion?: { promotionId?: string } };
      const sent: SentEvent[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/fapi/analytics/events') sent.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
      });
      const reload = await page.reload();
      expect(await reload?.text()).not.toContain('stride-consent-banner');
      await hydrated(page);
      // The reload keeps the scroll position, below the hero: back at the top, the hero is seen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => sent.some((event) => event.event === 'promotion_impression' && event.promotion?.promotionId === 'HOME-HERO-W26')).toBe(true);
      expect(await page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.map((entry) => entry.event))).toContain(
        'promotion_impression',
      );
      expect(problems).toEqual([]);
    });
  });
}

test.describe('consent preferences', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the footer link opens an accessible dialog: focus inside, Escape closes, the saved choice holds (functional only: no tracking)', async ({ page }) => {
    const problems = watchProblems(page);
    const requests = trackingRequests(page);
    await closePopupsInTheWay(page);
    await page.goto('/en-gb');
    await hydrated(page);
    const link = page.getByRole('button', { name: 'Cookie preferences' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await dialog.getByRole('checkbox', { name: 'Functional' }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
    const consent = (await page.context().cookies()).find((c) => c.name === 'stride_consent');
    expect(decodeURIComponent(consent?.value ?? '')).toBe('C0001:1,C0002:0,C0003:1,C0004:0');
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(paths(requests)).toEqual([]);
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' }).getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('elsewhere everything is allowed without a banner; preview=true allows everything on the UK site too', async ({ page }) => {
    const requests = trackingRequests(page);
    await page.goto('/en-us');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
    // The home's experience block asks for its decision once visible; with every category allowed, the impression goes out.
    await page.locator('[data-experience="home-spotlight"]').scrollIntoViewIfNeeded();
    await expect.poll(() => paths(requests)).toContain('POST /fapi/experiments/v1/events');

    const preview = await page.goto('/en-gb?preview=true');
    expect(await preview?.text()).not.toContain('stride-consent-banner');
  });

  test('French: the banner and dialog speak the catalogue on a French page', async ({ page }) => {
    // The UK site asks for consent; a French shopper on the Canadian site sees the footer link and dialog in French.
    await page.goto('/fr-ca');
    await hydrated(page);
    await page.getByRole('button', { name: 'Préférences en matière de témoins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préférences en matière de témoins' });
    await expect(dialog.getByRole('button', { name: 'Enregistrer mes choix' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Ciblage' })).toBeChecked();
  });
});
