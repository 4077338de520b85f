import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

const SHOE_PATH = '/en-us/p/stride-pace-runner-3-SR0045600';
// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = [401];

// The sets' data lives in the database beside the stores' (demo-product-sets.ts): one store for both files.
test.use({ storeName: 'stores' });

test('the product page completes the look: the sets the shoe is in, their other products, bought by quick-shop', async ({ page }) => {
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page, GUEST_RENEWAL);
  await page.goto(SHOE_PATH);
  await hydrated(page);
  // The sets load as the shopper scrolls towards them (just after the questions).
  await page.getByRole('heading', { level: 2, name: 'Questions and answers' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Complete the look' });
  await expect(section.getByRole('region')).toHaveCount(2);
  await expect(section.getByRole('region').first()).toHaveAccessibleName('Race day kit');
  await expect(section.getByRole('region').last()).toHaveAccessibleName('Rainy run');
  const raceDay = section.getByRole('region', { name: 'Race day kit' });
  // The shoe itself is the page: the set shows the rest of the look.
  await expect(raceDay.getByRole('article')).toHaveCount(4);
  await expect(raceDay.getByRole('link', { name: /Stride Pace Runner 3/ })).toHaveCount(0);
  await expect(raceDay.getByRole('link', { name: /Stride Tempo Running Tee/ }).first()).toHaveAttribute('href', '/en-us/p/stride-tempo-running-tee-AT0845310');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Quick-shop from the set: the cap is bought without leaving the shoe's page.
  await raceDay.getByRole('button', { name: 'Quick shop, Stride Run Cap' }).click();
  const dialog = page.getByRole('dialog', { name: /Stride Run Cap/ });
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart, 1 item/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHOE_PATH}$`));
  expect(problems).toEqual([]);
});

test('a product in no set shows no section, and the French site names the sets in French', async ({ page }) => {
  // The slot asks once the shopper comes near (on a short page, at once), and is told "none": the answer arrives
  // before nothing is said to be there.
  const asked = page.waitForResponse((r) => r.url().includes('/AT0933100/productSets'));
  await page.goto('/en-us/p/stride-studio-crop-tee-AT0933100');
  await hydrated(page);
  await page.getByRole('heading', { level: 2, name: 'Questions and answers' }).scrollIntoViewIfNeeded();
  expect((await (await asked).json()) as unknown).toEqual({ productId: 'AT0933100', productSets: [] });
  await expect(page.getByRole('region', { name: 'Complete the look' })).toHaveCount(0);

  await page.goto('/fr-ca/p/stride-pace-runner-3-SR0045600');
  await hydrated(page);
  await page.getByRole('heading', { level: 2, name: 'Questions et réponses' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Complétez l’ensemble' });
  await expect(section.getByRole('region').first()).toHaveAccessibleName('Tenue du jour de course');
  await expect(section.getByRole('region').last()).toHaveAccessibleName('Course sous la pluie');
});
