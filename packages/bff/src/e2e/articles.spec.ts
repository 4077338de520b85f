import type { Page } from '@playwright/test';
import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { importContentWebDocuments, usContentPage } from './content-web.fixture.js';
import { expect, test } from './store.fixture.js';

test.use({ storeName: 'articles' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Guest token renewal answers 401 once on a first visit. */
const GUEST_RENEWAL = [401];

const grid = (page: Page) => page.locator('section.article-grid');
const cards = (page: Page) => grid(page).locator('.article-card');

/** The grid's renderer has run in the browser: its toggles are buttons (the server's are links). */
async function interactiveGrid(page: Page): Promise<void> {
  await grid(page).scrollIntoViewIfNeeded();
  await page.locator('.cb-slot[data-hydrated="true"] section.article-grid').waitFor();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`article grid at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('loads more by offset, toggling a tag resets to the first page, tags beyond the preview count wait behind "Show all topics"', async ({ page }) => {
      const problems = watchProblems(page, GUEST_RENEWAL);
      await page.goto('/en-us/stories');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Stride stories' })).toBeVisible();
      // rows (3) x small-grid columns (2): six first, newest first.
      await expect(cards(page)).toHaveCount(6);
      await expect(grid(page).getByRole('status')).toHaveText('6 of 13 stories');
      await interactiveGrid(page);

      const tags = grid(page).getByRole('list', { name: 'Filter stories by topic' });
      const showAll = grid(page).getByText('Show all topics');
      if (viewport === PHONE) {
        // Facet preview count sm 4: the fifth tag waits behind "Show all topics".
        await expect(tags.locator('li')).toHaveCount(9);
        await expect(tags.locator('li:visible')).toHaveCount(4);
        await showAll.click();
        await expect(tags.locator('li:visible')).toHaveCount(9);
      } else {
        // md 10 and lg 20: all nine tags show, and no "Show all topics".
        await expect(tags.locator('li:visible')).toHaveCount(9);
        await expect(showAll).toBeHidden();
      }

      const firstSix = await cards(page).locator('h3').allTextContents();
      await grid(page).getByRole('button', { name: 'Load more stories' }).click();
      await expect(cards(page)).toHaveCount(12);
      expect((await cards(page).locator('h3').allTextContents()).slice(0, 6)).toEqual(firstSix);
      // Focus moves to the first new story.
      await expect(cards(page).nth(6).locator('a')).toBeFocused();
      await grid(page).getByRole('button', { name: 'Load more stories' }).click();
      await expect(cards(page)).toHaveCount(13);
      await expect(grid(page).getByRole('button', { name: 'Load more stories' })).toHaveCount(0);

      const trail = tags.getByRole('button', { name: /^Trail \d+$/ });
      await trail.click();
      await expect(trail).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(3);
      await expect(grid(page).getByRole('status')).toHaveText('3 of 3 stories');
      for (const meta of await cards(page).locator('.article-card__tags').allTextContents()) expect(meta).toContain('Trail');
      await trail.click();
      await expect(trail).toHaveAttribute('aria-pressed', 'false');
      // Offset back to 0: the first page again, not the thirteen shown before.
      await expect(cards(page)).toHaveCount(6);
      expect(await cards(page).locator('h3').allTextContents()).toEqual(firstSix);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test("an article shows its blocks, the product's shoppers' photos and four related articles", async ({ page }) => {
      const problems = watchProblems(page, GUEST_RENEWAL);
      await page.goto('/en-us/stories');
      await hydrated(page);
      await cards(page).filter({ hasText: 'How we built the Pace Runner 3' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/en-us\/articles\/pace-runner-3-story$/);
      await expect(page.getByRole('heading', { level: 1, name: 'How we built the Pace Runner 3' })).toBeVisible();
      const gallery = page.locator('section.photo-gallery');
      await expect(gallery.getByRole('heading', { name: 'Your Pace Runner 3 photos' })).toBeVisible();
      // The demo data's four approved photos of SR0045600 (the fifth waits for moderation).
      await expect(gallery.locator('[data-photo-id]')).toHaveCount(4);
      await expect(gallery.locator('[data-photo-id="ugc-sr0045600-5"]')).toHaveCount(0);
      await expect(gallery.getByText(/^Photo by /).first()).toBeVisible();
      const related = page.getByRole('region', { name: 'Related stories' });
      await expect(related.locator('.article-card')).toHaveCount(4);
      await expect(related.getByText('How we built the Pace Runner 3')).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test('the social gallery draws the sandbox widget from our own photos after the wait', async ({ page }) => {
  const problems = watchProblems(page, GUEST_RENEWAL);
  await page.goto('/en-us/stories');
  await hydrated(page);
  const widget = page.locator('[data-social-gallery="stride-community"]');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-social-gallery-ready', 'true');
  await expect(widget.locator('li')).toHaveCount(8);
  expect(problems).toEqual([]);
});

test('without JavaScript the grid works by links: load more and a tag', async ({ browser, store }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: store.server.url });
  const page = await context.newPage();
  await page.goto('/en-us/stories');
  await expect(cards(page)).toHaveCount(6);
  await grid(page).getByRole('link', { name: 'Load more stories' }).click();
  await expect(page).toHaveURL(/\?shown=12$/);
  await expect(cards(page)).toHaveCount(12);
  await grid(page)
    .getByRole('link', { name: /^Running \d+$/ })
    .click();
  await expect(page).toHaveURL(/\?tags=running$/);
  await expect(cards(page)).toHaveCount(5);
  await context.close();
});

test('fr-ca shows the French stories', async ({ page }) => {
  await page.goto('/fr-ca/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'Le journal Stride' })).toBeVisible();
  await expect(cards(page).first()).toContainText('Votre premier 5 km en huit semaines');
  await expect(grid(page).getByRole('status')).toHaveText('6 sur 13 récits');
});

test('a customs recipe on the product URL reaches the cart as the item recipeId', async ({ page, store }) => {
  const base = store.server.url;
  const details = (await (await fetch(`${base}/products/v2/products/SR0045600/details`)).json()) as {
    variants: { id: string; attributes: Record<string, string> }[];
    attributes: { type: string; options: { id: string; label: string }[] }[];
  };
  const inventory = (await (await fetch(`${base}/products/v2/products/SR0045600/inventory`)).json()) as { variants: Record<string, { quantity: number }> };
  const variant = details.variants.find((v) => (inventory.variants[v.id]?.quantity ?? 0) >= 2);
  if (variant === undefined) throw new Error('no Pace Runner 3 in stock');
  const problems = watchProblems(page, GUEST_RENEWAL);
  const query = new URLSearchParams({ color: variant.attributes.color ?? '', size: variant.attributes.size ?? '', recipe: 'R-TEST-42' });
  await page.setViewportSize(PHONE);
  await page.goto(`/en-us/p/stride-pace-runner-3-SR0045600?${query.toString()}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  // The recipe stays in the URL after the selection is written back to it.
  expect(new URL(page.url()).searchParams.get('recipe')).toBe('R-TEST-42');
  const cart = await page.evaluate(async () => {
    const id = localStorage.getItem('stride.cart');
    return (await (await fetch(`/cart/v1/cart/${id}`, { credentials: 'same-origin' })).json()) as {
      items: { productId: string; bonus?: boolean; recipeId?: string }[];
    };
  });
  // The shoe carries the recipe; a gift with purchase the promotion adds does not.
  expect(cart.items.filter((item) => item.bonus !== true)).toEqual([expect.objectContaining({ recipeId: 'R-TEST-42' })]);
  expect(problems).toEqual([]);
});

test('a photo gallery whose product cannot be looked up shows the store’s photos without a product tag', async ({ page, store }) => {
  const problems = watchProblems(page);
  await importContentWebDocuments(store.server.url, [
    // No product has this id: the lookup fails (404), is logged, and the gallery asks for photos untagged.
    usContentPage('gallery-unknown-product', 'Shoppers’ photos', [{ type: 'user-photo-gallery', title: 'Photos from the road', productId: 'ZZ99999999' }]),
  ]);
  // The page renders on the server, in this worker's store: its warning is read where it is written.
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(String(args[0]));
  try {
    await page.goto('/en-us/gallery-unknown-product');
  } finally {
    console.warn = warn;
  }
  expect(warnings).toContain('Stride: product lookup for the photo gallery failed (ZZ99999999); showing photos without a product tag');
  await hydrated(page);
  const gallery = page.locator('section.photo-gallery');
  await expect(gallery.getByRole('heading', { name: 'Photos from the road' })).toBeVisible();
  // More than the four of any one product: the photos of several products, none filtered by a tag.
  await expect(gallery.locator('[data-photo-id]').first()).toBeVisible();
  const products = await gallery
    .locator('[data-photo-id]')
    .evaluateAll((photos) => new Set(photos.map((photo) => photo.getAttribute('data-photo-id')?.split('-')[1])).size);
  expect(products).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});
