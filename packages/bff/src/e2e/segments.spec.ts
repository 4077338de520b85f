import type { Page } from '@playwright/test';
import { buyableDemoVariants } from '../testing/demo-variants.js';
import { guestCartInPage, hydrated, signInThroughDialog, watchProblems } from './browser.fixture.js';
import { importContentWebDocuments } from './content-web.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

test.use({ storeName: 'segments' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Stride-demo-1';

const note = (text: string) => ({ type: 'promo-bar', messages: [{ text }] });

const [shoe] = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5);
if (shoe === undefined) throw new Error('the demo data has no shoe in stock');

/**
 * A content page of segmentation blocks over the profile types (content spec sections 2 and 6): the first block
 * names the first of athletes, ipa, wranx or signed in that matches; the second splits the partner programmes.
 */
const segmentsPage = {
  id: 'en-us-page-segments-check',
  kind: 'page',
  siteId: 'en-us',
  key: 'segments-check',
  publishAt: '2026-01-01T00:00:00Z',
  content: {
    title: 'Segments',
    sections: [
      {
        name: 'segments',
        items: [
          {
            type: 'segmentation',
            segments: [
              { segmentId: 'athletes-loggedin', items: [note('Segment: athletes')] },
              { segmentId: 'ipa-loggedin', items: [note('Segment: IPA')] },
              { segmentId: 'wranx-loggedin', items: [note('Segment: WRANX')] },
              { segmentId: 'loggedin', items: [note('Segment: signed in')] },
            ],
            baselines: [note('Segment: everyone')],
          },
          {
            type: 'segmentation',
            segments: [
              { segmentId: 'ipa-wranx-loggedin', items: [note('Programme: partner')] },
              { segmentId: 'non-ipa-wranx-loggedin', items: [note('Programme: none')] },
            ],
            baselines: [note('Programme: signed out')],
          },
        ],
      },
    ],
  },
};

/** The traits a `non-{trait}-loggedin` segment negates, each in its own block; and the cart's two segments. */
const NEGATED = ['loyalty', 'employee', 'athletes', 'ipa', 'wranx'] as const;
const negationsPage = {
  id: 'en-us-page-segments-negations',
  kind: 'page',
  siteId: 'en-us',
  key: 'segments-negations',
  publishAt: '2026-01-01T00:00:00Z',
  content: {
    title: 'Segment negations',
    sections: [
      {
        name: 'negations',
        items: [
          ...NEGATED.map((trait) => ({
            type: 'segmentation',
            segments: [{ segmentId: `non-${trait}-loggedin`, items: [note(`Not ${trait}`)] }],
            baselines: [note(`${trait} or signed out`)],
          })),
          {
            type: 'segmentation',
            segments: [
              { segmentId: 'cart-not-empty', items: [note('Cart: has items')] },
              { segmentId: 'cart-empty', items: [note('Cart: empty')] },
            ],
            baselines: [note('Cart: not known yet')],
          },
        ],
      },
    ],
  },
};

test.beforeEach(
  onceInStore(async ({ store }) => {
    await importContentWebDocuments(store.server.url, [
      { source: 'segments-check.json', document: segmentsPage },
      { source: 'segments-negations.json', document: negationsPage },
    ]);
  }),
);

/** Signs in through the header's dialog and waits for the account link. */
async function signIn(page: Page, email: string): Promise<void> {
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
}

const decided = (page: Page) => page.locator('[data-segmentation="decided"]');

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`profile type segments at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [email, segment, programme] of [
      ['athlete@stride.example', 'Segment: athletes', 'Programme: none'],
      ['ipa@stride.example', 'Segment: IPA', 'Programme: partner'],
      ['wranx@stride.example', 'Segment: WRANX', 'Programme: partner'],
      ['shopper@stride.example', 'Segment: signed in', 'Programme: none'],
    ] as const) {
      test(`${email} sees “${segment}” and “${programme}” once signed in`, async ({ page }) => {
        const problems = watchProblems(page);
        await page.goto('/en-us/segments-check');
        await hydrated(page);
        await expect(decided(page)).toHaveCount(2);
        await expect(decided(page).first()).toContainText('Segment: everyone');
        await expect(decided(page).last()).toContainText('Programme: signed out');
        await signIn(page, email);
        // The segment follows the sign-in on the page already shown, and holds after a reload (the session is kept).
        await expect(decided(page).first()).toContainText(segment);
        await expect(decided(page).last()).toContainText(programme);
        await page.reload();
        await hydrated(page);
        await expect(decided(page).first()).toContainText(segment);
        await expect(decided(page).last()).toContainText(programme);
        expect(problems).toEqual([]);
      });
    }

    test('an employee sees the associates’ banner instead of the signed-out one on the home page after signing in', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/en-us');
      await hydrated(page);
      const segmented = page.locator('[data-segmentation]').first();
      await expect(segmented).toHaveAttribute('data-segmentation', 'decided');
      await expect(segmented.getByRole('heading', { name: 'Join Stride Rewards, free' })).toBeVisible();
      await signIn(page, 'employee@stride.example');
      // The employee has not accepted the discount terms yet: the terms dialog opens over the page.
      const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
      await terms.waitFor();
      await expect(segmented.getByRole('heading', { name: 'Your associate discount is on' })).toBeAttached();
      await expect(segmented.getByRole('heading', { name: 'Join Stride Rewards, free' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await terms.waitFor({ state: 'hidden' });
      await expect(segmented.getByRole('heading', { name: 'Your associate discount is on' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test.describe('negated and cart segments at 390 px', () => {
  test.use({ viewport: PHONE });

  // Each account has one trait (the shopper none): its own block keeps the baseline, every other block says "Not".
  for (const [email, trait] of [
    ['shopper@stride.example', null],
    ['loyal@stride.example', 'loyalty'],
    ['employee@stride.example', 'employee'],
    ['athlete@stride.example', 'athletes'],
    ['ipa@stride.example', 'ipa'],
    ['wranx@stride.example', 'wranx'],
  ] as const) {
    test(`${email} sees “Not …” in every block but its own trait’s (${trait ?? 'none'})`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/en-us/segments-negations');
      await hydrated(page);
      await expect(decided(page)).toHaveCount(NEGATED.length + 1);
      for (const [index, negated] of NEGATED.entries()) await expect(decided(page).nth(index)).toContainText(`${negated} or signed out`);
      await signIn(page, email);
      if (email === 'employee@stride.example') {
        // The employee has not accepted the discount terms yet: the terms dialog opens over the page.
        await page.getByRole('dialog', { name: 'Employee discount terms' }).waitFor();
        await page.keyboard.press('Escape');
      }
      for (const [index, negated] of NEGATED.entries())
        await expect(decided(page).nth(index)).toContainText(negated === trait ? `${negated} or signed out` : `Not ${negated}`);
      expect(problems).toEqual([]);
    });
  }

  test('a guest sees the cart-empty segment, and cart-not-empty once a line is in the cart', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/en-us/segments-negations');
    await hydrated(page);
    const cart = decided(page).nth(NEGATED.length);
    await expect(cart).toContainText('Cart: empty');
    await guestCartInPage(page, [{ productId: shoe.variantId, qty: 1 }]);
    await page.reload();
    await hydrated(page);
    await expect(cart).toContainText('Cart: has items');
    expect(problems).toEqual([]);
  });
});
