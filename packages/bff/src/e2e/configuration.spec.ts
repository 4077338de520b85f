import { buyableDemoVariant, demoData } from '../testing/demo-variants.js';
import { hydrated, signInThroughDialog } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// Configuration instead of constants, seen by a shopper (commerce section 4, "Favorites can be disabled by
// configuration"; account section 4, toasts dismissed after a configured delay): a store with favorites off and toasts
// that stay a minute. The default store's hearts and 5 s toasts are what favorites.spec.ts and the journeys see.
test.use({ storeName: 'configuration', storeEnv: { STRIDE_FAVORITES: 'false', STRIDE_TOAST_DISMISS_MS: '60000' } });

const shoe = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 3);
const size = demoData().variants.find((v) => v.id === shoe.variantId)?.sizeLabel ?? '';

test('with favorites off there is no heart, no favorites link and no favorites page; a toast stays as long as configured', async ({ page }) => {
  await page.goto(`/en-us/p/item-${shoe.productId}`);
  await hydrated(page);
  // The reviews section loads after the heart's chunk would have: by then a heart would be on the page.
  await page.getByRole('heading', { level: 2, name: 'Reviews' }).waitFor();
  await expect(page.getByRole('main').getByRole('button', { name: 'Favorite', exact: true })).toHaveCount(0);

  await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Added to cart' });
  await toast.waitFor();
  // The default delay (5 s) would have dismissed it by now; a slow machine only keeps it longer.
  await page.waitForTimeout(7000);
  await expect(toast).toBeVisible();

  const answer = await page.goto('/favorites');
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('This page does not exist.')).toBeVisible();

  await page.goto('/en-us');
  await hydrated(page);
  await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
  await page.goto('/account');
  await hydrated(page);
  // The account's order history is there (the demo shopper has orders), its favorites link is not.
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  await expect(page.getByRole('link', { name: 'Your favorites' })).toHaveCount(0);
});
