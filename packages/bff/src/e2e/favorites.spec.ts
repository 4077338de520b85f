import { mkdirSync } from 'node:fs';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { buyableDemoVariants } from '../testing/demo-variants.js';
import { signIn } from '../testing/tokens.js';
import { hydrated, seriousAxeViolations, signInThroughDialog, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Favorites: a guest's hearts kept across a reload and merged at sign-in, the favorites page, and the
// list shared by a link that a fresh browser opens.
const SHOTS = '/tmp/shots/favorites';
const PASSWORD = 'Stride-demo-1';

test.use({ storeName: 'favorites' });

test('a guest hearts three products, reloads, signs in, finds them on the favorites page, shares the list and opens it in a fresh browser', async ({
  page,
  browser,
  store,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const email = `hearts.${Date.now()}@stride.example`;
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ada', lastName: 'Hearts', email, password: PASSWORD }),
    'sign up',
  );
  const products = [...new Map(buyableDemoVariants((v) => v.productType === 'FOOTWEAR').map((v) => [v.productId, v])).values()].slice(0, 3);
  // A new guest has no token yet: the first heart is refused 401, and the browser's API takes a guest token and
  // repeats it (app/browser-api.ts), so those two 401s are expected.
  const problems = watchProblems(page, [401]);
  const names: string[] = [];
  for (const product of products) {
    await page.goto(`/en-us/p/item-${product.productId}`);
    await hydrated(page);
    const heart = page.getByRole('main').getByRole('button', { name: 'Favorite', exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    names.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByRole('link', { name: 'Your favorites' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your favorites' }).waitFor();
  await page.getByText('3 products').waitFor();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const name of names) await page.getByRole('main').getByRole('link', { name }).waitFor();

  const share = page.getByRole('region', { name: 'Share your favorites' });
  await share.getByRole('button', { name: 'Get a link to share' }).click();
  const link = await share.getByLabel('Link to your favorites').inputValue();
  expect(link).toMatch(new RegExp(`^${store.server.url}/favorites/shared/[^/?]+\\?token=[A-Za-z0-9_-]{43}$`));
  await page.screenshot({ path: `${SHOTS}/favorites-1440.png`, fullPage: true });

  // Removing one from the list on the page.
  await cards
    .first()
    .getByRole('button', { name: /^Remove .+ from favorites$/ })
    .click();
  await page.getByText('2 products').waitFor();

  const stranger = await browser.newContext({ baseURL: store.server.url });
  const other = await stranger.newPage();
  const otherProblems = watchProblems(other);
  await other.goto(link);
  await hydrated(other);
  await other.getByRole('heading', { level: 1, name: 'Shared favorites' }).waitFor();
  await other.getByText('Someone shared 2 Stride favorites with you.').waitFor();
  await expect(other.getByRole('main').getByRole('article')).toHaveCount(2);
  expect(await other.getByRole('main').textContent()).not.toContain('Hearts');
  expect(await seriousAxeViolations(other)).toEqual([]);
  await other.screenshot({ path: `${SHOTS}/shared-favorites-1440.png`, fullPage: true });
  await other.goto(link.replace(/token=.+$/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  await other.getByText('This link no longer works').waitFor();
  await stranger.close();
  expect(problems).toEqual([]);
  expect(otherProblems.filter((problem) => !problem.startsWith('404 GET'))).toEqual([]);
});

test("a shopper hearts a product from a list's tile: the tile and the product page agree, it stays after a reload and is on the favorites page", async ({
  page,
  store,
}) => {
  const email = `tile.hearts.${Date.now()}@stride.example`;
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ada', lastName: 'Tiles', email, password: PASSWORD }),
    'sign up',
  );
  const problems = watchProblems(page);
  await page.goto('/en-us');
  await hydrated(page);
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
  await page.goto('/en-us/c/running-shoes-4100');
  await hydrated(page);
  const tile = page.getByRole('main').getByRole('article').first();
  const name = ((await tile.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  const heart = tile.getByRole('button', { name: `Favorite ${name}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('status').filter({ hasText: 'Saved to favorites' }).first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/list-hearts-1440.png` });

  await page.reload();
  await hydrated(page);
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Favorite ${name}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await expect(page.getByRole('main').getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await page.getByRole('heading', { level: 1, name: 'Your favorites' }).waitFor();
  await page.getByRole('main').getByRole('link', { name }).first().waitFor();
  expect(problems).toEqual([]);
});

test('a shared list longer than a page is read page by page, the link keeping its token', async ({ page, store }) => {
  const url = store.server.url;
  const email = `long.list.${Date.now()}@stride.example`;
  expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ada', lastName: 'Lists', email, password: PASSWORD }), 'sign up');
  const shopper = await signIn(url, email, PASSWORD);
  const products = [...new Set(buyableDemoVariants(() => true).map((v) => v.productId))].slice(0, 21);
  expect(products).toHaveLength(21);
  let favoriteId = '';
  for (const id of products)
    favoriteId = expectOk(await api(url, 'POST', '/wishlists/v2/favorites', shopper.accessToken, { id, qty: 1 }), 'heart').body.favoriteId as string;
  const shared = expectOk(await api(url, 'POST', `/wishlists/v2/favorites/${favoriteId}/share`, shopper.accessToken), 'share').body as { token: string };
  const link = `/favorites/shared/${favoriteId}?token=${shared.token}`;

  const problems = watchProblems(page);
  await page.goto(link);
  await page.getByText('Someone shared 21 Stride favorites with you.').waitFor();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Favorites pages' });
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('href', `${link}&page=2`);
  await hydrated(page);
  await pages.getByRole('link', { name: '2' }).click();
  await page.waitForURL(`${url}${link}&page=2`);
  await expect(cards).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('toasts: a repeated title shows once, a toast under the pointer outlasts its 5 s, and goes once the pointer leaves', async ({ page }) => {
  // 401: a heart pressed before the new guest's token is renewed, as in the first journey.
  const problems = watchProblems(page, [401]);
  await page.goto('/en-us/c/running-shoes-4100');
  await hydrated(page);
  const hearts = page.getByRole('button', { name: /^Favorite / });
  await hearts.nth(0).click();
  const saved = page.getByTestId('toast').filter({ hasText: 'Saved to favorites' });
  await saved.waitFor();
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  // A second heart within the first toast's time: the same title is not shown twice.
  await hearts.nth(1).click();
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
  expect(await saved.count()).toBe(1);

  // Under the pointer the toast stays past its time (5 s); once the pointer leaves it goes.
  await saved.hover();
  await page.waitForTimeout(6_500);
  await expect(saved).toBeVisible();
  await page.mouse.move(1, 1);
  await saved.waitFor({ state: 'hidden', timeout: 20_000 });
  expect(problems).toEqual([]);
});
