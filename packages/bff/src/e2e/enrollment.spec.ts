import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { hydrated, seriousAxeViolations, signInThroughDialog, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Enrollment (account section 2, steps 0 to 9) at /{site}/enroll, on a phone: the e-mail lookup leads a new
// e-mail to sign-up and a known one to sign-in; a signed-in shopper outside the programme gets the loyalty-only
// sign-up; the flow ends at success with the interests dialog, whose choice is read back from the profile.
const SHOTS = '/tmp/shots/enrollment';
const PASSWORD = 'Stride-demo-1';

test.use({ storeName: 'enrollment' });

let accounts = 0;
function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.${accounts}@stride.example`;
}

interface ProfileAnswer {
  readonly consumerProfile: {
    readonly isLoyaltyMember: boolean;
    readonly enrollment?: { readonly doubleOptin: boolean };
    readonly consumerDetails: { readonly phone?: string; readonly postalCode?: string; readonly firstName: string };
    readonly preferences: { readonly interests?: string; readonly preferredShoeSize?: string };
  };
}

/** The signed-in shopper's profile, read with the page's cookies. */
async function profileOf(page: Page): Promise<ProfileAnswer['consumerProfile']> {
  const answer = await page.request.get('/consumers-v3/consumer?locale=en-US');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as ProfileAnswer).consumerProfile;
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('sign up through enrollment to success with interests', async ({ page, store }) => {
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page);
  const email = newEmail('grace');
  await page.goto(
    `/en-us/enroll?email=${encodeURIComponent(email)}&storeNum=S001&leadSource=email.spring&enrollment_marketing_source=spring-run&referral_code=FRIEND-1`,
  );
  await hydrated(page);
  const main = page.getByRole('main');

  // Step 0: the link's e-mail is filled in; the lookup finds no account, so step 2 is the sign-up, prefilled.
  await main.getByRole('heading', { level: 1, name: 'Sign in or create an account' }).waitFor();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await main.getByLabel('First name').fill('Grace');
  await main.getByLabel('Last name').fill('Hopper');
  await main.getByLabel('Password').fill('Compiler-1952');
  await main.getByLabel('Birth date (optional)').fill('12/09/1986');
  await main.getByLabel('Join Stride Rewards').check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/sign-up-375.png`, fullPage: true });
  const signUp = page.waitForRequest((request) => new URL(request.url()).pathname === '/consumers-v3/auth/signup');
  await main.getByRole('button', { name: 'Create account' }).click();
  // The sign-up carries where the shopper came from: the store and campaign in its source, the lead source as a header.
  const sent = await signUp;
  expect(sent.postDataJSON()).toMatchObject({ email, source: { acquisitionType: 'Registered', store: 'S001', campaignName: 'spring-run' } });
  expect(await sent.headerValue('source')).toBe('email.spring');

  // Step 5, welcome; step 6, mobile (no phone yet); step 7, profile (the postal code is missing), with the shoe size.
  await main.getByRole('heading', { level: 1, name: 'Welcome, Grace' }).waitFor();
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('heading', { level: 1, name: 'Your mobile number' }).waitFor();
  await main.getByLabel('Phone').fill('123');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await main.getByText('A valid phone number is required').waitFor();
  await main.getByLabel('Phone').fill('(415) 555-2671');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await main.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
  await expect(main.getByLabel('First name')).toHaveCount(0);
  await main.getByLabel('Postal code').fill('94107');
  await main.getByLabel('Preferred shoe size (US)').selectOption('10');
  await main.getByRole('button', { name: 'Save and continue' }).click();

  // Step 8: the interests dialog over the success; saving it ends at step 9.
  const dialog = page.getByRole('dialog', { name: 'What are you into?' });
  await dialog.getByLabel('Running', { exact: true }).check();
  await dialog.getByLabel('Trail running').check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/interests-375.png` });
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await main.getByRole('heading', { level: 1, name: 'Welcome to Stride' }).waitFor();
  await main.getByRole('status').filter({ hasText: 'Your interests are saved.' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/success-375.png`, fullPage: true });

  const profile = await profileOf(page);
  expect(profile.preferences).toMatchObject({ interests: 'Running|Trail', preferredShoeSize: '10' });
  expect(profile.consumerDetails).toMatchObject({ firstName: 'Grace', postalCode: '94107', phone: '4155552671' });
  expect(profile.enrollment?.doubleOptin).toBe(false);
  const rows = await store
    .sqlClient()
    .query<{ signup_store_id: string; acquisition_type: string; campaign_name: string; lead_source: string }>(
      'SELECT signup_store_id, acquisition_type, campaign_name, lead_source FROM consumers WHERE lower(email) = lower($1)',
      [email],
    );
  expect(rows).toEqual([{ signup_store_id: 'S001', acquisition_type: 'Registered', campaign_name: 'spring-run', lead_source: 'email.spring' }]);
  expect(problems).toEqual([]);
});

test('a known e-mail goes from the lookup to sign-in, then on to the steps its profile lacks', async ({ page, store }) => {
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page);
  const email = newEmail('ada');
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: PASSWORD,
      subscriptions: { loyaltyConsent: true, loyaltyEnrollment: 'Full' },
    }),
    'sign up',
  );
  await page.goto('/en-us/enroll');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email.toUpperCase());
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  await main.getByText(`An account already uses ${email.toUpperCase()}. Sign in to continue.`).waitFor();
  await expect(main.getByLabel('Email')).toHaveValue(email.toUpperCase());
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A member without a phone: step 6 next; skipping it leads to the profile step (the postal code is missing).
  await main.getByRole('heading', { level: 1, name: 'Your mobile number' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Skip this step' }).click();
  await main.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
  expect(problems).toEqual([]);
});

test('the loyalty-only sign-up: a signed-in shopper outside the programme joins with the known fields locked', async ({ page, store }) => {
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page);
  const email = newEmail('katherine');
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      password: PASSWORD,
      birthDate: '1990-05-17',
      phone: '4155552673',
    }),
    'sign up',
  );
  await page.goto('/en-us');
  await hydrated(page);
  await signInThroughDialog(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
  await page.goto('/en-us/enroll');
  await hydrated(page);
  const main = page.getByRole('main');

  // Signed in with a phone: the start is the profile step (7), which for a non-member is the loyalty-only sign-up.
  await main.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
  for (const [label, value] of [
    ['First name', 'Katherine'],
    ['Last name', 'Johnson'],
    ['Email', email],
    ['Birth date', '05/17/1990'],
  ] as const) {
    await expect(main.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(main.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
  }
  await expect(main.getByLabel('Password')).toHaveCount(0);
  await main.getByRole('button', { name: 'Join Stride Rewards' }).click();
  await main.getByText('This field is required').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/loyalty-only-375.png`, fullPage: true });
  await page.setViewportSize(viewport(1440));
  await page.screenshot({ path: `${SHOTS}/loyalty-only-1440.png` });
  await main.getByLabel('Join Stride Rewards').check();
  await main.getByRole('button', { name: 'Join Stride Rewards' }).click();

  // Joined: the interests dialog; skipping it ends at success with nothing saved.
  const dialog = page.getByRole('dialog', { name: 'What are you into?' });
  await dialog.getByRole('button', { name: 'Skip this step' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await main.getByRole('heading', { level: 1, name: 'Welcome to Stride' }).waitFor();
  const profile = await profileOf(page);
  expect(profile.enrollment?.doubleOptin).toBe(false);
  expect(profile.preferences.interests).toBeUndefined();
  expect(problems).toEqual([]);
});
