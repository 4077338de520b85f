import type { Locator, Page, Response } from '@playwright/test';
import { buyableDemoVariants } from '../testing/demo-variants.js';
import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { importContentWebDocuments, usContentPage } from './content-web.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// Event sign-up, recommendations and upsell, category landings, espots and the size chart, on the demo content.
test.use({ storeName: 'blocks' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A picture the demo store serves, for the journeys' own content blocks. */
const TRAIL_SHOE = { url: '/images/products/ST0348300/300.svg', alt: 'A trail shoe', width: 1600, height: 900 };
const EVENT_ID = 'run-club-weekend-portland-2027';

interface DecideItem {
  readonly link: string;
  readonly title: string;
}

/** The decide calls' answers, by the count each asked for (the upsell asks 3, the product page's carousel 12). */
function watchDecideCalls(page: Page): Map<number, DecideItem[]> {
  const answers = new Map<number, DecideItem[]>();
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/engine/v1/decide/') || response.status() !== 200) return;
    const count = (response.request().postDataJSON() as { count: number }).count;
    void response
      .json()
      .then((body: { data: { responses: { actions: { items: DecideItem[] }[] }[] } }) => answers.set(count, body.data.responses[0]?.actions[0]?.items ?? []))
      .catch(() => undefined);
  });
  return answers;
}

/** The page's dialog block button, scrolled to and once its block has hydrated (the block is loaded on visible). */
async function hydratedDialogButton(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  await expect(page.locator('.cb-slot[data-hydrated] .dialog-block')).toHaveCount(1);
  return button;
}

/** Opens the first product of the running category (a footwear product) as a shopper would. */
async function openRunningShoe(page: Page): Promise<void> {
  await page.goto('/en-us/c/running-shoes-4100');
  await hydrated(page);
  await page.locator('.product-tile a').first().click();
  await page.locator('.pdp h1').waitFor();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`blocks at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a guest opens the event, signs in inside the dialog, fills the join form and sees the confirmation; the registration is stored', async ({
      page,
      store,
    }) => {
      const problems = watchProblems(page);
      await page.goto('/en-us');
      await hydrated(page);
      // The home page and the footer link to the event.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Events' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Run Club Weekend in Portland' })).toBeVisible();
      await (await hydratedDialogButton(page, 'Join the event')).click();

      // Step one: sign in, which switches to creating an account and back.
      const dialog = page.getByRole('dialog', { name: 'Sign in to join' });
      await expect(dialog.getByText('Sign in or create an account to join Join Run Club Weekend, Portland.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      const signUp = page.getByRole('dialog', { name: 'Create an account' });
      await expect(signUp.getByLabel('First name')).toBeVisible();
      await signUp.getByRole('button', { name: 'Use an existing account' }).click();
      await dialog.getByLabel('Email').fill(SHOPPER.email);
      await dialog.getByLabel('Password').fill(SHOPPER.password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

      // Signed in: the join form, the e-mail read-only from the profile, a day picker for the two-day event.
      const form = page.getByRole('dialog', { name: 'Join Run Club Weekend, Portland' });
      const email = form.getByLabel('Email');
      await expect(email).toHaveValue(SHOPPER.email);
      await expect(email).toHaveAttribute('readonly', '');
      const saturday = form.getByLabel('Saturday, May 15');
      const sunday = form.getByLabel('Sunday, May 16');
      await expect(saturday).toBeChecked();
      await saturday.uncheck();
      await sunday.uncheck();
      await form.getByLabel('Guest name (optional)').fill('R2D2');
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(form.getByText('Please choose at least one day.')).toBeVisible();
      await expect(form.getByText('Guest name is not valid.')).toBeVisible();
      await expect(form.getByText('Please accept the event terms and conditions.')).toBeVisible();

      const guest = viewport === PHONE ? 'Zoë O’Brien-Tremblay' : 'Jean-Luc d`Arcy, Jr.';
      await sunday.check();
      await form.getByLabel('Guest name (optional)').fill(guest);
      await form.getByLabel('I accept the event terms and conditions.').check();
      // A failed send: the error state, a dismissible alert; the form stays as filled.
      // The network is down for this call (the client's retries too) until the shopper tries again.
      const offline = (url: URL) => url.pathname === '/consumers-v3/consumer/event-registration';
      await page.route(offline, (route) => route.abort('failed'));
      await form.getByRole('button', { name: 'Register' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('Your registration could not be sent. Please try again.');
      await alert.getByRole('button', { name: 'Dismiss' }).click();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await page.unroute(offline);

      const sent = page.waitForRequest((request) => request.url().includes('/consumers-v3/consumer/event-registration') && request.method() === 'POST');
      await form.getByRole('button', { name: 'Register' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ email: { email: SHOPPER.email }, attendingDays: '2027-05-16', eventId: EVENT_ID, eventTermsAccepted: true, plusOne: guest });

      const confirmation = page.getByRole('dialog', { name: 'You are registered' });
      await expect(confirmation.getByText('See you at the start line.', { exact: false })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await confirmation.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(confirmation).toBeHidden();

      const rows = await store
        .sqlClient()
        .query<{ email: string; attending_days: string[]; plus_one: string; consumer_no: string }>(
          'SELECT email, attending_days, plus_one, consumer_no FROM event_registrations WHERE event_id = $1',
          [EVENT_ID],
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: SHOPPER.email, attending_days: ['2027-05-16'], plus_one: guest });
      expect(problems).toEqual([]);
    });

    test('a product page shows the upsell and the carousel with the products the decide call answered', async ({ page }) => {
      const problems = watchProblems(page);
      const answers = watchDecideCalls(page);
      await openRunningShoe(page);
      const upsell = page.locator('section.upsell');
      await upsell.scrollIntoViewIfNeeded();
      await expect(upsell.getByRole('heading', { name: 'Bought together' })).toBeVisible();
      await expect(upsell.locator('.recs-card')).toHaveCount(3);
      await expect.poll(() => answers.get(3)?.length).toBe(3);
      expect(await upsell.locator('.recs-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))).toEqual(
        answers.get(3)?.map((item) => item.link),
      );
      // The editor turned the upsell's quick-shop on: a card's button opens it on that product, Escape gives focus back.
      const firstTitle = answers.get(3)?.[0]?.title ?? '';
      const quickShopButton = upsell.getByRole('button', { name: `Quick shop, ${firstTitle}`, exact: true });
      await quickShopButton.click();
      const quickShop = page.getByRole('dialog', { name: firstTitle });
      await quickShop.getByRole('radiogroup', { name: 'Colour', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await quickShop.waitFor({ state: 'hidden' });
      await expect(quickShopButton).toBeFocused();

      const carousel = page.locator('section.recs--six-cards');
      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => answers.get(12)?.length ?? 0).toBeGreaterThan(6);
      const expected = answers.get(12) ?? [];
      await expect(carousel.locator('.recs-card')).toHaveCount(expected.length);
      await expect(carousel.locator('.recs-card').first()).toHaveAttribute('href', expected[0]?.link ?? '');
      await expect(carousel.locator('.recs-card__name').first()).toHaveText(expected[0]?.title ?? '');

      // The six-card carousel moves 3 cards per press on a desktop (cardsPerStep 3), one screenful on a phone.
      const track = carousel.locator('.recs__track');
      const cardWidth = await carousel
        .locator('.recs__item')
        .first()
        .evaluate((item) => item.getBoundingClientRect().width + parseFloat(getComputedStyle(item.parentElement as Element).columnGap));
      await carousel.getByRole('button', { name: 'Next products: You may also like' }).click();
      const cardsMoved = () => track.evaluate((element, width) => Math.round(element.scrollLeft / width), cardWidth);
      await expect.poll(cardsMoved).toBe(viewport === DESKTOP ? 3 : 1);
      expect(problems).toEqual([]);
    });

    test('a category shows its landing content and espot above the grid; the product page opens the size chart', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/en-us/c/running-shoes-4100');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Running shoes');
      await expect(page.getByText('Not sure where to start?', { exact: false })).toBeVisible();
      await expect(page.locator('[data-espot="category"]').getByText('60-day returns')).toBeVisible();
      await expect(page.locator('.product-tile').first()).toBeVisible();

      await page.locator('.product-tile a').first().click();
      await page.locator('.pdp h1').waitFor();
      await hydrated(page);
      await page.getByRole('button', { name: 'Size chart' }).click();
      const chart = page.getByRole('dialog', { name: 'Size chart' });
      const row = chart.getByRole('row', { name: /^9 10\.5 8 42\.5 27$/ });
      await expect(row).toBeVisible();
      await expect(chart.getByRole('heading', { name: 'Foot length to shoe size' })).toBeVisible();
      // Under the guide, the comparison of the shoe lines (/fapi/components/compare).
      await expect(chart.getByRole('row', { name: /^Heel-to-toe drop 8 mm 6 mm 10 mm$/ })).toBeAttached();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(chart).toBeHidden();
      expect(problems).toEqual([]);
    });
  });
}

test('the French event page and its dialog speak French', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/fr-ca/run-club-weekend');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fin de semaine du Club de course à Montréal' })).toBeVisible();
  await (await hydratedDialogButton(page, 'Je m’inscris')).click();
  await expect(page.getByRole('dialog', { name: 'Connectez-vous pour vous inscrire' })).toBeVisible();
});

test('a default dialog block opens its panel from its button and closes on Esc, giving focus back (the help page)', async ({ page }) => {
  const problems = watchProblems(page);
  await page.setViewportSize(PHONE);
  await page.goto('/en-us/help');
  await hydrated(page);
  const open = await hydratedDialogButton(page, 'How to measure your foot');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Measure your foot' });
  await expect(dialog.getByText('Mark the tip of your longest toe and measure from the wall to the mark.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(problems).toEqual([]);
});

test('a recommendation block shows the editor’s fallback products when the engine cannot answer', async ({ page, store }) => {
  // 503: the engine's answer, refused on purpose below.
  const problems = watchProblems(page, [503]);
  const picks = buyableDemoVariants()
    .filter((v, i, all) => all.findIndex((o) => o.productId === v.productId) === i)
    .slice(0, 2);
  const names = await Promise.all(
    picks.map(async (v) => ((await (await fetch(new URL(`/products/v2/products/${v.productId}/details`, store.server.url))).json()) as { name: string }).name),
  );
  await importContentWebDocuments(store.server.url, [
    usContentPage('fallback-picks', 'Our picks', [
      { type: 'product-recommendations', title: 'Picked for you', limit: 4, fallbackProductIds: picks.map((v) => v.productId) },
    ]),
  ]);
  await page.setViewportSize(DESKTOP);
  // The engine out of service: its decide call answers 503 in the browser.
  await page.route('**/api/engine/v1/decide/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.goto('/en-us/fallback-picks');
  await hydrated(page);
  // The two fallbacks fill the carousel, read from their product details.
  const carousel = page.getByRole('region', { name: 'Picked for you' });
  for (const name of names) await expect(carousel.getByRole('link', { name })).toBeVisible();
  expect(problems).toEqual([]);
});

test('each hydration mode brings its block to life when it says: eager at once, on-idle when the browser idles, on-visible near the viewport, server-only never', async ({
  page,
  store,
}) => {
  const problems = watchProblems(page);
  const block = (mode: string, text: string) => ({ type: 'rich-text', richText: `<p>${text}</p>`, hydration: mode });
  const filler = Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${i + 1} of the long read that puts the last block far below the fold.</p>`).join('');
  await importContentWebDocuments(store.server.url, [
    usContentPage('hydration-modes', 'Hydration modes', [
      block('eager', 'Eager block'),
      block('on-idle', 'On-idle block'),
      block('server-only', 'Server-only block'),
      { type: 'rich-text', richText: filler, hydration: 'server-only' },
      block('on-visible', 'On-visible block'),
    ]),
  ]);
  await page.setViewportSize(PHONE);
  await page.goto('/en-us/hydration-modes');
  await hydrated(page);
  // The page's own blocks (its chrome has blocks of its own), each in its slot with the mode the document gave it.
  const slot = (text: string) => page.locator('.cb-slot').filter({ hasText: text });
  for (const [text, mode] of [
    ['Eager block', 'eager'],
    ['On-idle block', 'on-idle'],
    ['Server-only block', 'server-only'],
    ['Paragraph 1 of', 'server-only'],
    ['On-visible block', 'on-visible'],
  ] as const)
    await expect(slot(text)).toHaveAttribute('data-hydration', mode);
  await expect(slot('Eager block')).toHaveAttribute('data-hydrated', 'true');
  await expect(slot('On-idle block')).toHaveAttribute('data-hydrated', 'true');
  // The last block sits far below the fold: it waits until the shopper scrolls near it.
  await expect(slot('On-visible block')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByText('On-visible block').scrollIntoViewIfNeeded();
  await expect(slot('On-visible block')).toHaveAttribute('data-hydrated', 'true');
  // Server-only blocks keep the server's HTML and never hydrate.
  await expect(slot('Server-only block')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(slot('Paragraph 1 of')).not.toHaveAttribute('data-hydrated', 'true');
  expect(problems).toEqual([]);
});

test('a pop-up without its own delay expands after the default 2000 ms', async ({ page, store }) => {
  const problems = watchProblems(page);
  await importContentWebDocuments(store.server.url, [
    {
      source: 'en-ca-popups.json',
      document: {
        id: 'en-ca-popups-default',
        kind: 'popups',
        siteId: 'en-ca',
        key: 'default',
        locale: 'en-CA',
        publishAt: '2026-01-01T00:00:00Z',
        content: {
          popups: [{ id: 'no-delay', name: 'No delay', title: 'Winter sale starts now', minimizedTitle: 'Winter sale', routes: ['/en-ca'] }],
        },
      },
    },
  ]);
  // The page's clock stands still from the start: the pop-up's timer only runs when the test moves it.
  await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-26T09:00:01Z'));
  await page.goto('/en-ca');
  await hydrated(page);
  // The pop-ups load when the browser idles, within 2 s: their delay starts once the minimized tab is there.
  await page.clock.runFor(2_000);
  await expect(page.getByRole('button', { name: 'Winter sale', exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Winter sale starts now' });
  await page.clock.runFor(1_900);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(200);
  await expect(dialog).toBeVisible();
  expect(problems).toEqual([]);
});

test('layout rules in the browser: collection title alignments, CTA carousel slides of 19.25rem and 26.5rem, the product-overlay picture per breakpoint', async ({
  page,
  store,
}) => {
  const problems = watchProblems(page);
  const media = TRAIL_SHOE;
  const card = { type: 'linked-card', title: 'Trail', media, target: { url: '/en-us/c/running-4100', text: 'Shop running' } };
  const target = (text: string) => ({ url: '/en-us/c/running-4100', text, style: 'secondary' });
  await importContentWebDocuments(store.server.url, [
    usContentPage('layout-rules', 'Layout rules', [
      {
        type: 'hero',
        variant: 'product-overlay',
        title: 'Meet the Summit',
        media,
        productMedia: { url: '/images/products/SR0054100/100.svg', alt: 'Summit shoe', width: 344, height: 538 },
        targets: [target('Shop the Summit')],
      },
      { type: 'collection', title: 'Centred picks', titleAlignment: 'center', collectionType: 'grid', items: [card] },
      { type: 'collection', title: 'Right picks', titleAlignment: 'right', collectionType: 'grid', items: [card] },
      { type: 'cta-collection', title: 'Shop by sport', layout: 'carousel', targets: [target('Running'), target('Trail'), target('Training')] },
    ]),
  ]);
  const head = (title: string) => page.locator('.collection__head').filter({ hasText: title });
  const slide = page.locator('.cta-collection--carousel li').first();
  const picture = page.getByRole('img', { name: 'Summit shoe' });
  const size = async (locator: Locator) => locator.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height]);
  for (const [viewport, slideWidth, pictureSize] of [
    [{ width: 390, height: 844 }, 19.25 * 16, [196, 343]],
    [{ width: 800, height: 900 }, 26.5 * 16, [271, 467]],
    [{ width: 1280, height: 900 }, 26.5 * 16, [344, 538]],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/en-us/layout-rules');
    await hydrated(page);
    await expect(head('Centred picks')).toHaveCSS('text-align', 'center');
    await expect(head('Centred picks')).toHaveCSS('justify-content', 'center');
    await expect(head('Right picks')).toHaveCSS('justify-content', 'flex-end');
    expect((await size(slide))[0], `CTA slide at ${viewport.width} px`).toBeCloseTo(slideWidth, 0);
    expect(await size(picture), `overlay picture at ${viewport.width} px`).toEqual(pictureSize);
  }
  expect(problems).toEqual([]);
});

test('navigation blocks and cards: the secondary nav inline on a desktop and collapsible on a phone, the vertical list previewing the item pointed at, multi-link and category cards, a CTA button, icon and text', async ({
  page,
  store,
}) => {
  const problems = watchProblems(page);
  const media = (id: string) => ({ url: `/images/products/${id}`, alt: '', width: 800, height: 1000 });
  await importContentWebDocuments(store.server.url, [
    usContentPage('navigation-blocks', 'Navigation blocks', [
      {
        type: 'secondary-nav',
        title: 'Help topics',
        links: [
          { url: '/en-us/help', text: 'Help center' },
          { url: '/en-us/returns', text: 'Returns and exchanges' },
        ],
      },
      {
        type: 'multi-link-card',
        title: 'Shop by sport',
        links: [
          { url: '/en-us/c/running-4100', text: 'Running' },
          { url: '/en-us/c/training-4200', text: 'Training' },
        ],
      },
      { type: 'category-card', categoryId: '100010', title: 'Men’s shoes', media: media('ST0348300/300.svg') },
      { type: 'cta-button', target: { url: '/en-us/help', text: 'Ask us anything', style: 'primary' } },
      {
        type: 'icon-and-text',
        iconAndText: [
          { icon: { url: '/images/products/ST0348300/300.svg', alt: '' }, richText: '<p>Free shipping over $75</p>' },
          { icon: { url: '/images/products/AO1255310/310.svg', alt: '' }, richText: '<p>60-day returns</p>' },
        ],
        iconSize: 'small',
        variant: 'icon-left',
      },
      {
        type: 'vertical-list-collection',
        title: 'Stories',
        items: [
          { title: 'Trail', media: media('ST0348300/300.svg'), target: { url: '/en-us/trail', text: 'Trail' } },
          { title: 'Road', media: media('AO1255310/310.svg'), target: { url: '/en-us/road', text: 'Road' } },
          { title: 'Track', media: media('SR0054100/100.svg'), target: { url: '/en-us/track', text: 'Track' } },
        ],
      },
    ]),
  ]);
  const nav = page.getByRole('navigation', { name: 'Help topics' });
  // A phone: the links fold into a disclosure.
  await page.setViewportSize(PHONE);
  await page.goto('/en-us/navigation-blocks');
  await hydrated(page);
  await expect(nav.locator('.secondary-nav__inline')).toBeHidden();
  await expect(nav.locator('details').getByRole('link', { name: 'Returns and exchanges' })).toBeHidden();
  await nav.locator('summary').click();
  await expect(nav.locator('details').getByRole('link', { name: 'Returns and exchanges' })).toBeVisible();

  // A desktop: the links inline, no disclosure.
  await page.setViewportSize(DESKTOP);
  await page.goto('/en-us/navigation-blocks');
  await hydrated(page);
  await expect(nav.locator('.secondary-nav__inline').getByRole('link', { name: 'Help center' })).toBeVisible();
  await expect(nav.locator('details')).toBeHidden();
  // The cards and the CTA button are links to their targets; the category card to the category's list.
  const sports = page.locator('.content-card--multi').filter({ hasText: 'Shop by sport' });
  await expect(sports.getByRole('link', { name: 'Running' })).toHaveAttribute('href', '/en-us/c/running-4100');
  await expect(sports.getByRole('link', { name: 'Training' })).toHaveAttribute('href', '/en-us/c/training-4200');
  await expect(page.getByRole('link', { name: 'Men’s shoes' })).toHaveAttribute('href', /\/en-us\/c\/[a-z-]+-100010$/);
  await expect(page.getByRole('link', { name: 'Ask us anything' })).toHaveAttribute('href', '/en-us/help');
  for (const text of ['Free shipping over $75', '60-day returns']) await expect(page.getByText(text, { exact: true })).toBeVisible();

  // The vertical list previews the item pointed at or focused, fading its picture in over 300 ms.
  const list = page.locator('section.vertical-list');
  await list.scrollIntoViewIfNeeded();
  await expect(page.locator('.cb-slot[data-hydrated]').filter({ has: list })).toHaveCount(1);
  const pictures = list.locator('.vertical-list__preview picture');
  await expect(pictures.nth(0)).toHaveClass(/is-active/);
  await list.getByRole('link', { name: 'Road' }).hover();
  await expect(list.getByRole('link', { name: 'Road' })).toHaveAttribute('aria-current', 'true');
  await expect(pictures.nth(1)).toHaveClass(/is-active/);
  await expect(pictures.nth(0)).not.toHaveClass(/is-active/);
  await expect(pictures.nth(1)).toHaveCSS('transition-duration', '0.3s');
  await expect(pictures.nth(1)).toHaveCSS('opacity', '1');
  await list.getByRole('link', { name: 'Track' }).focus();
  await expect(pictures.nth(2)).toHaveClass(/is-active/);
  expect(problems).toEqual([]);
});

test('the six banner variants and the block-below hero as laid out in the browser; CTAs are small on a phone and medium above by default', async ({
  page,
  store,
}) => {
  const problems = watchProblems(page);
  const media = TRAIL_SHOE;
  const banner = (variant: string, title: string) => ({
    type: 'banner',
    variant,
    title,
    media,
    linkType: 'CTA',
    gradientStyle: 'off',
    targets: [{ url: '/en-us/c/running-4100', text: `${title}: shop`, style: 'primary' }],
  });
  await importContentWebDocuments(store.server.url, [
    usContentPage('banner-variants', 'Banner variants', [
      { ...banner('block-below', 'Hero below'), type: 'hero' },
      banner('block-below', 'Block below'),
      banner('espot', 'Espot banner'),
      banner('image', 'Image only'),
      banner('thin', 'Thin strip'),
      banner('overlay', 'Overlay banner'),
      banner('split', 'Split banner'),
    ]),
  ]);
  const box = (locator: Locator) =>
    locator.evaluate(
      (element) => element.getBoundingClientRect().toJSON() as { top: number; bottom: number; left: number; right: number; width: number; height: number },
    );
  // A banner's root is .cms-banner, a hero's .hero; both hold the same parts.
  const bannerOf = (title: string) => page.locator('.cms-banner, .hero').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  for (const [viewport, belowRatio, ctaPadding] of [
    [PHONE, 16 / 9, 16],
    [{ width: 800, height: 900 }, 16 / 9, 20],
    [DESKTOP, 21 / 9, 20],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/en-us/banner-variants');
    await hydrated(page);
    // Block-below (banner and hero): the text under the picture, 16:9 and a wide 21:9 strip from lg.
    for (const title of ['Hero below', 'Block below']) {
      const picture = await box(bannerOf(title).locator('.cms-banner__media'));
      const text = await box(bannerOf(title).locator('.cms-banner__content'));
      expect(text.top, `${title}'s text under its picture at ${viewport.width} px`).toBeGreaterThanOrEqual(picture.bottom - 1);
      expect(picture.width / picture.height).toBeCloseTo(belowRatio, 1);
    }
    const espot = await box(bannerOf('Espot banner').locator('.cms-banner__media'));
    expect(espot.width / espot.height).toBeCloseTo(16 / 9, 1);
    // Image: the picture alone; thin: one strip of text and link, no picture.
    await expect(page.getByRole('link', { name: 'Image only: shop' })).toBeHidden();
    await expect(page.locator('.cms-banner--image img')).toBeVisible();
    await expect(page.locator('.cms-banner--image .cms-banner__content')).toBeHidden();
    await expect(bannerOf('Thin strip').locator('.cms-banner__media')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Thin strip: shop' })).toBeVisible();
    // Overlay: the text over the picture; split: beside it from md (under it on a phone).
    const overlayPicture = await box(bannerOf('Overlay banner').locator('.cms-banner__media'));
    const overlayText = await box(bannerOf('Overlay banner').locator('.cms-banner__content'));
    expect(overlayText.top).toBeGreaterThanOrEqual(overlayPicture.top);
    expect(overlayText.bottom).toBeLessThanOrEqual(overlayPicture.bottom + 1);
    const splitPicture = await box(bannerOf('Split banner').locator('.cms-banner__media'));
    const splitText = await box(bannerOf('Split banner').locator('.cms-banner__content'));
    if (viewport.width >= 768) expect(splitText.left, `split side by side at ${viewport.width} px`).toBeGreaterThanOrEqual(splitPicture.right - 1);
    else expect(splitText.top).toBeGreaterThanOrEqual(splitPicture.bottom - 1);
    // A CTA without sizes of its own: sm on a phone (0.45rem 1rem), md above (0.6rem 1.25rem).
    await expect(page.getByRole('link', { name: 'Block below: shop' })).toHaveCSS('padding-left', `${ctaPadding}px`);
  }
  expect(problems).toEqual([]);
});
