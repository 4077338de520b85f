import { mkdirSync } from 'node:fs';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Product reviews on the product page: read them (the rating links to them; sort, filter by stars, page), find one
// helpful, translate a French review on the English site, sign in from the section and write one, which is then listed
// first with the summary counting it; and the French demo reviews on /fr-ca.
test.use({ storeName: 'reviews' });

const SHOTS = '/tmp/shots/reviews';

const SHOE = 'SR0045600';
const PASSWORD = 'Stride-demo-1';
const reviews = demoData().reviews.filter((r) => r.productId === SHOE);
/** The newest French review of the shoe: on the first page, newest first. */
const frenchReview = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).find((r) => r.locale === 'fr-CA');
const translationOf = (id: string) => demoData().reviewTranslations.find((t) => t.reviewId === id);
const lowest = Math.min(...reviews.map((r) => r.rating));
const fives = reviews.filter((r) => r.rating === 5).length;

test('a shopper reads a product’s reviews, sorts and filters them, votes, translates one, then signs in and writes one', async ({ page, store }) => {
  // A guest's first vote is refused 401 before the browser takes a guest token and repeats it (app/browser-api.ts).
  mkdirSync(SHOTS, { recursive: true });
  const problems = watchProblems(page, [401]);
  const email = `reviewer.${Date.now()}@stride.example`;
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Robin', lastName: 'Reviewer', email, password: PASSWORD }),
    'sign up',
  );

  await page.goto(`/en-us/p/stride-pace-runner-3-${SHOE}`);
  await hydrated(page);
  // The rating under the name links to the reviews, which load once the shopper comes near them.
  await page
    .getByRole('main')
    .getByRole('link', { name: /14 reviews/ })
    .click();
  await expect(page).toHaveURL(/#reviews$/);
  const section = page.getByRole('region', { name: 'Reviews' });
  await expect(section.getByText('Based on 14 reviews')).toBeVisible();
  const items = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(10);
  await expect(section.getByText('Showing 1–10 of 14')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.screenshot({ path: `${SHOTS}/reviews-1440.png` });

  // The second page, then the lowest ratings first.
  await section.getByRole('button', { name: 'More reviews' }).click();
  await expect(section.getByText('Showing 11–14 of 14')).toBeVisible();
  await expect(items).toHaveCount(4);
  await section.getByLabel('Sort by').selectOption({ label: 'Lowest rating' });
  await expect(section.getByText('Showing 1–10 of 14')).toBeVisible();
  await expect(items.first().getByRole('img', { name: `Rated ${lowest} out of 5` })).toBeVisible();

  // Only the five-star reviews, by the distribution's bar, and all of them again.
  await section.getByRole('button', { name: `5 stars (${fives})` }).click();
  await expect(section.getByText(`Showing 1–${fives} of ${fives}`)).toBeVisible();
  await expect(items).toHaveCount(fives);
  await expect(items.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(fives);
  await section.getByLabel('Rating', { exact: true }).selectOption({ label: 'All ratings' });
  await expect(section.getByText('Showing 1–10 of 14')).toBeVisible();

  // Helpful, once.
  const first = items.first();
  const helpful = first.getByRole('button', { name: /^Helpful \((\d+)\)$/ });
  const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? '')?.[1]);
  await helpful.click();
  await expect(first.getByRole('button', { name: `Helpful (${before + 1})` })).toBeDisabled();
  await expect(first.getByText('Thank you for your feedback.')).toBeVisible();

  // A French review on the English site: translated by the store's own translation, and back.
  expect(frenchReview).toBeDefined();
  await section.getByLabel('Sort by').selectOption({ label: 'Newest' });
  // The newest French review is on the first page, newest first.
  const french = section.locator(`#review-${frenchReview?.id ?? ''}`);
  await expect(french).toBeVisible();
  await expect(items.filter({ hasText: 'Verified buyer' }).first()).toBeVisible();
  await french.getByRole('button', { name: 'Translate' }).click();
  const english = translationOf(frenchReview?.id ?? '');
  await expect(french.getByText(english?.text ?? 'no translation')).toBeVisible();
  await expect(french.getByText('Translated from French')).toBeVisible();
  await french.getByRole('button', { name: 'Show original' }).click();
  await expect(french.getByText(frenchReview?.text ?? '')).toBeVisible();
  // An English review offers no translation on the English site.
  await expect(
    items
      .filter({ hasNotText: frenchReview?.text ?? '' })
      .filter({ has: page.locator('[lang^="en"]') })
      .first()
      .getByRole('button', { name: 'Translate' }),
  ).toHaveCount(0);

  // A guest is asked to sign in; signed in, they write a review, checked as the server checks it.
  await section.getByRole('button', { name: 'Sign in to write a review' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByLabel('Email').fill(email);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByLabel('Password').fill(PASSWORD);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = section.locator('form.review-form');
  await form.getByLabel('Your review', { exact: true }).fill('x'.repeat(2001));
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  // Title and name are required.
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await expect(form.getByText('Must be at most 2000 characters')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill('Springy and light');
  await form.getByLabel('Name shown with your review').fill('Robin R.');
  await form.getByLabel('Your review', { exact: true }).fill('My new favourite for tempo runs: light, springy and stable on corners.');
  await expect(form.getByText('70 of 2,000 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(section.getByText('Thank you! Your review is posted.')).toBeVisible();
  await expect(section.getByText('Based on 15 reviews')).toBeVisible();
  await expect(items.first().getByRole('heading', { name: 'Springy and light' })).toBeVisible();
  await expect(items.first().getByText(/^By Robin R\. on /)).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/reviews-written-1440.png` });

  // The product page's rating counts it too.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('link', { name: /15 reviews/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tile’s rating links to the reviews, and /fr-ca shows them in French with French demo reviews', async ({ page }) => {
  const problems = watchProblems(page, []);
  await page.goto(`/fr-ca/p/stride-pace-runner-3-${SHOE}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Avis' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/^Selon 1[45] avis$/)).toBeVisible();
  await expect(section.getByText(frenchReview?.text ?? '').first()).toBeVisible();
  await expect(section.getByLabel('Trier par')).toBeVisible();
  await page.setViewportSize(viewport(375));
  await section.screenshot({ path: `${SHOTS}/reviews-fr-375.png` });
  await page.setViewportSize(viewport(1440));

  // A tile of the category list links to its product's reviews.
  await page.goto('/en-us/search?q=pace');
  await hydrated(page);
  const rating = page
    .getByRole('main')
    .getByRole('link', { name: /^Rated [\d.]+ out of 5, \d+ reviews?$/ })
    .first();
  await rating.click();
  await expect(page).toHaveURL(/\/p\/.+#reviews$/);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(/^Based on \d+ reviews?$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeInViewport();
  expect(problems).toEqual([]);
});
