import { buyableDemoVariant, demoData, soldOutShoeSize } from '../testing/demo-variants.js';
import { hydrated, watchProblems } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// Configuration instead of constants, seen by a shopper (commerce section 4, "Favorites can be disabled by
// configuration"; account section 4, toasts dismissed after a configured delay; account section 6, "Loyalty features are
// toggled by configuration"; commerce section 2, the sign-in dialog's simplified enrollment variant): a store with
// favorites, notify me and the loyalty programme off, the simplified sign-in on, and toasts that stay a minute. The default store's
// hearts, 5 s toasts, Stride Rewards and classic sign-in are what the other journeys see.
test.use({
  storeName: 'configuration',
  storeEnv: {
    STRIDE_FAVORITES: 'false',
    STRIDE_TOAST_DISMISS_MS: '60000',
    STRIDE_LOYALTY: 'false',
    STRIDE_SIMPLIFIED_ENROLLMENT: 'true',
    STRIDE_NOTIFY_ME: 'false',
  },
});

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

  // The account page's own sign-in form (the header's dialog is the simplified variant here, walked below).
  await page.goto('/account');
  await hydrated(page);
  await page.getByRole('main').getByLabel('Email').fill(SHOPPER.email);
  await page.getByRole('main').getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  // The account's order history is there (the demo shopper has orders), its favorites link is not.
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).first().waitFor();
  await expect(page.getByRole('link', { name: 'Your favorites' })).toHaveCount(0);
});

test('simplified sign-in with a known e-mail: the password next, then the sign-in confirmation; with loyalty off the member sees no points, offer or member shipping', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto(`/en-us/p/item-${shoe.productId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  // Server-rendered with the page: the members' free shipping is not promised while the programme is off.
  await expect(page.getByTestId('loyalty-shipping-benefit')).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await dialog.getByText('Enter your e-mail address: we will sign you in, or help you create an account.').waitFor();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByLabel('Email').fill('loyal@stride.example');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('An account already uses loyal@stride.example. Sign in to continue.').waitFor();
  await expect(dialog.getByLabel('Email')).toHaveValue('loyal@stride.example');
  await dialog.getByLabel('Password').fill(SHOPPER.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await confirmation.getByText('You are signed in as loyal@stride.example.', { exact: false }).waitFor();
  await expect(dialog).toBeHidden();
  // The confirmation says it instead of the "Signed in" toast.
  await expect(page.getByTestId('toast').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await confirmation.getByRole('link', { name: 'Go to your account' }).click();
  await expect(confirmation).toBeHidden();

  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  await page.getByRole('region', { name: 'Profile' }).getByText('Jordan Lee').waitFor();
  // The account's lazily loaded sections are in: no points, no membership section, no vouchers among the methods.
  await page.getByRole('region', { name: 'Payment methods' }).waitFor();
  await expect(page.getByText('Loyalty points')).toHaveCount(0);
  await expect(page.getByText('2,450')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your Stride Rewards welcome offer' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('simplified sign-in with a new e-mail: the sign-up has it filled in and, with loyalty off, no joining; the welcome dialog follows', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/en-us');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  const email = `simple.${Date.now()}@stride.example`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('No account uses this e-mail yet. Create yours below.').waitFor();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Join Stride Rewards', { exact: false })).toHaveCount(0);
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Password').fill('Compiler-1952');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to Stride' });
  await welcome.getByText('Hello Grace, your Stride account is ready.').waitFor();
  await expect(welcome.getByText('Stride Rewards', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: 'Welcome to Stride' })).toHaveCount(0);
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
  await expect(welcome).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByRole('region', { name: 'Profile' }).getByText('Grace Hopper').waitFor();
  expect(problems).toEqual([]);
});

test('with notify me off a sold-out size gets a disabled Out of stock action and no notify-me form', async ({ page }) => {
  const problems = watchProblems(page, [401]);
  const soldOut = soldOutShoeSize();
  await page.goto(soldOut.path);
  await hydrated(page);
  await expect(page.locator('.picker__label', { hasText: 'Size' })).toContainText(`: ${soldOut.sizeLabel}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Out of stock', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
