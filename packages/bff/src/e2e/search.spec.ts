import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

test.use({ storeName: 'search' });

test.describe('search in Chromium', () => {
  test('a typo finds running shoes with a did-you-mean, and a colour word shows jackets in that colour', async ({ page, store }) => {
    const base = store.server.url;
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(`${base}/en-us`);
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    // Enter with no suggestion chosen searches for the words as typed.
    await search.fill('runnr');
    await search.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=runnr$/);
    const main = page.getByRole('main');
    const didYouMean = main.getByRole('link', { name: 'runner', exact: true });
    await didYouMean.waitFor();
    await expect(main.getByText(/Did you mean/)).toBeVisible();
    await expect(main.getByRole('link', { name: /Stride Pace Runner 3/ }).first()).toBeVisible();
    await didYouMean.click();
    await page.waitForURL(/\/en-us\/search\?q=runner$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “runner”' }).waitFor();
    await expect(main.getByText(/Did you mean/)).toHaveCount(0);

    await search.fill('black jacket');
    await search.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=black(%20|\+)jacket$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “black jacket”' }).waitFor();
    const tiles = main.getByRole('link', { name: /Stride .*Jacket/ });
    await tiles.first().waitFor();
    await expect(main.getByRole('link', { name: /Stride Track Jacket/ }).first()).toBeVisible();
    // Only jackets: no shoe or top among the results.
    await expect(main.getByRole('link', { name: /Runner 3|Tee$/ })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a search that finds nothing offers popular searches, categories and the search hub', async ({ page, store }) => {
    await page.goto(`${store.server.url}/en-us/search?q=zzzzqqq`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Popular searches', level: 2 }).first().waitFor();
    await expect(main.getByRole('link', { name: 'running shoes', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Browse a category' })).toBeVisible();
    // The search hub's links (content): its Outerwear entry.
    await expect(main.getByRole('link', { name: 'Outerwear' }).first()).toBeAttached();
    await main.getByRole('link', { name: 'running shoes', exact: true }).click();
    await page.waitForURL(/\/en-us\/search\?q=running%20shoes$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “running shoes”' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
