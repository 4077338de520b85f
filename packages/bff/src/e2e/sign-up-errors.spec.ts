import type { Locator, Page } from '@playwright/test';
import type { SqlClient } from '@stride/adapters-storage';
import { openSignUpDialog, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// The sign-up form's answers to the server's refusals in Chromium (account section 8): a phone already in use
// (AUT442) is told on the phone field; a missing birth date where the store requires one (PRO411, the store asks it
// for US sign-ups while the form calls it optional) triggers the birth date rule on its field; any other id (here the
// development captcha's refusal AUT403, `?devCaptchaToken=fail`) is a banner the form scrolls into view.
test.use({
  storeName: 'sign-up-errors',
  storeEnv: { STRIDE_RECAPTCHA: 'true', STRIDE_SIGN_UP_BIRTH_DATE_COUNTRIES: 'US' },
  locale: 'en-US',
});

/** The demo shopper's phone (demo data), typed as a shopper would. */
const DEMO_SHOPPER_PHONE = '(212) 555-0140';

/** Opens the sign-up dialog from the header's sign-in on `path` and fills every field but those the test sets. */
async function openSignUp(page: Page, path: string, email: string): Promise<Locator> {
  const dialog = await openSignUpDialog(page, path);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Compiler-1952');
  return dialog;
}

/** Accounts with the e-mail: what a refused sign-up must not have made. */
const consumers = async (sql: SqlClient, email: string) =>
  (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM consumers WHERE lower(email) = lower($1)', [email]))[0]?.n;

test('a phone already on another account is told on the phone field (AUT442), and the account is made once the phone is changed', async ({ page, store }) => {
  // 409: the sign-up's refusal of the phone, shown on its field.
  const problems = watchProblems(page, [409]);
  const email = `phone.taken.${Date.now()}@stride.example`;
  const dialog = await openSignUp(page, '/en-us', email);
  await dialog.getByLabel('Birth date (optional)').fill('12/09/1986');
  await dialog.getByLabel('Mobile phone').fill(DEMO_SHOPPER_PHONE);
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/consumers-v3/auth/signup');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  expect((await answer).status()).toBe(409);
  const phone = dialog.getByLabel('Mobile phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/This phone number is already in use\./);
  await expect(dialog.getByRole('alert')).toHaveText('Please check the highlighted fields.');
  expect(await consumers(store.sqlClient(), email)).toBe(0);

  await phone.fill('(212) 555-0188');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  expect(await consumers(store.sqlClient(), email)).toBe(1);
  expect(problems).toEqual([]);
});

test('a missing birth date where the store requires one (PRO411) triggers the birth date rule on its field, and nothing is made', async ({ page, store }) => {
  // 400: the sign-up's PRO411, shown as the field's rule.
  const problems = watchProblems(page, [400]);
  const email = `no.birth.${Date.now()}@stride.example`;
  const dialog = await openSignUp(page, '/en-us', email);
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/consumers-v3/auth/signup');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const sent = await answer;
  expect(sent.status()).toBe(400);
  expect(((await sent.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('PRO411');
  const birthDate = dialog.getByLabel('Birth date (optional)');
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveAccessibleDescription(/birth date/i);
  expect(await consumers(store.sqlClient(), email)).toBe(0);

  await birthDate.fill('12/09/1986');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  expect(await consumers(store.sqlClient(), email)).toBe(1);
  expect(problems).toEqual([]);
});

test('any other refusal (the captcha’s AUT403) is a banner with the server’s words, scrolled into view on a short phone screen', async ({ page, store }) => {
  await page.setViewportSize({ width: viewport(375).width, height: 520 });
  // 403: the refused captcha token, on purpose.
  const problems = watchProblems(page, [403]);
  const email = `robot.${Date.now()}@stride.example`;
  const dialog = await openSignUp(page, '/en-us?devCaptchaToken=fail', email);
  await dialog.getByLabel('Birth date (optional)').fill('12/09/1986');
  const submit = dialog.getByRole('button', { name: 'Create account' });
  await submit.scrollIntoViewIfNeeded();
  // The top of the form is out of view where the shopper presses the button.
  await expect(dialog.getByLabel('First name')).not.toBeInViewport();
  await submit.click();
  const banner = dialog.getByRole('alert').filter({ hasText: 'We could not verify that you are not a robot. Please try again.' });
  await expect(banner).toBeInViewport();
  expect(await consumers(store.sqlClient(), email)).toBe(0);
  expect(problems).toEqual([]);
});
