import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { guestToken, signIn } from '../testing/tokens.js';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, SHOPPER, test } from './store.fixture.js';

// The newsletter form of a visitor, on a phone: the home page's newsletter block opens it; the field rules, the success
// heading (also for an address already subscribed), and on /en-gb the double opt-in through the e-mailed link.
const SHOTS = '/tmp/shots/newsletter';

const POPUP_CLOSE = 'Close';

test.use({ storeName: 'newsletter' });

/** Opens the home page's newsletter dialog of a site and answers the dialog. */
async function openNewsletter(page: Page, site: string) {
  await page.goto(`/${site}`);
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Sign up for the newsletter' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Get the Stride newsletter' });
  await dialog.getByRole('button', { name: 'Subscribe' }).waitFor();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(viewport(375));
});

test('a visitor subscribes: an invalid e-mail and the missing policy show the field errors, then the success heading', async ({ page, store }) => {
  // A new visitor has no token yet: the first subscription is refused 401, and the browser's API takes a guest token
  // and repeats it (app/browser-api.ts), so those two 401s are expected.
  const problems = watchProblems(page, [401]);
  const dialog = await openNewsletter(page, 'en-us');
  const email = dialog.getByLabel('Email');
  const policy = dialog.getByLabel('I have read the privacy policy and agree to receive the Stride newsletter.');
  await email.fill('runner@');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
  await expect(policy).toHaveAttribute('aria-invalid', 'true');
  await expect(policy).toHaveAccessibleDescription(/This field is required/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/newsletter-errors-375.png` });

  await email.fill('Runner.News@example.com');
  await policy.check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.getByRole('heading', { name: 'Thank you for subscribing' }).waitFor();
  await dialog.getByText('New releases, training tips and offers will come to your inbox.').waitFor();
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/newsletter-success-375.png` });
  const rows = await store.sqlClient().query('SELECT region, confirmation_required FROM newsletter_signups WHERE email = $1', ['runner.news@example.com']);
  expect(rows).toEqual([{ region: 'NORA', confirmation_required: false }]);
  expect(problems).toEqual([]);
});

test('on /en-gb the e-mailed link confirms the subscription once; the same address again shows the success heading', async ({ page, store }) => {
  const problems = watchProblems(page, [400, 401, 404]);
  const address = 'uk.runner@example.com';
  let dialog = await openNewsletter(page, 'en-gb');
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('I have read the privacy policy and agree to receive the Stride newsletter.').check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.getByRole('heading', { name: 'Thank you for subscribing' }).waitFor();
  await dialog.getByText('Check your inbox: open the link we sent you to confirm your subscription.', { exact: false }).waitFor();

  // The sandbox outbox is where the mail relay reads: the test reads the link there as the visitor's inbox would.
  const mails = await store
    .sqlClient()
    .query<{ body: string }>("SELECT body FROM outbound_emails WHERE to_address = $1 AND template = 'newsletter-confirmation'", [address]);
  expect(mails).toHaveLength(1);
  const link = /\/en-gb\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.body ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' }).waitFor();
  expect(await store.sqlClient().query('SELECT confirmed_at FROM newsletter_signups WHERE email = $1', [address])).toEqual([{ confirmed_at: null }]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your newsletter subscription is confirmed' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/newsletter-confirmed-375.png` });
  const [row] = await store.sqlClient().query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_signups WHERE email = $1', [address]);
  expect(row?.confirmed_at).toBeInstanceOf(Date);

  // The used link answers a readable error; a link to another word than loyalty or newsletter is no page.
  await page.goto(link ?? '');
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used.' }).waitFor();
  expect((await page.goto('/en-gb/raffle/confirm?token=x'))?.status()).toBe(404);

  // Already subscribed: the success heading, and nothing more said.
  dialog = await openNewsletter(page, 'en-gb');
  await dialog.getByLabel('Email').fill(address.toUpperCase());
  await dialog.getByLabel('I have read the privacy policy and agree to receive the Stride newsletter.').check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await dialog.getByRole('heading', { name: 'Thank you for subscribing' }).waitFor();
  expect(await store.sqlClient().query("SELECT 1 FROM outbound_emails WHERE to_address = $1 AND template = 'newsletter-confirmation'", [address])).toHaveLength(
    1,
  );
  expect(problems).toEqual([]);
});

test('a subscription the store refuses shows its message in the form, which can be sent again once dismissed', async ({ page, store }) => {
  const problems = watchProblems(page, [401, 429]);
  const address = 'busy.inbox@example.com';
  // Five requests for the address from elsewhere spend its hourly limit.
  const { accessToken } = await guestToken(store.server.url);
  for (let i = 0; i < 5; i++) {
    const res = await fetch(new URL('/consumers-v3/consumer/subscription?locale=en-us', store.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ subscription: { channel: 'email', optin: true, recipient: address, country: 'US', policyAccepted: true } }),
    });
    expect(res.status).toBe(200);
  }
  const dialog = await openNewsletter(page, 'en-us');
  await dialog.getByLabel('Email').fill(address);
  await dialog.getByLabel('I have read the privacy policy and agree to receive the Stride newsletter.').check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const alert = dialog.getByRole('alert');
  await alert.waitFor();
  expect((await alert.textContent())?.length).toBeGreaterThan(10);
  await expect(dialog.getByRole('heading', { name: 'Thank you for subscribing' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/newsletter-error-375.png` });
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a signed-in shopper whose newsletter is on sees only the success heading: no box, no button', async ({ shopperPage: page, store }) => {
  const problems = watchProblems(page);
  // The shopper's newsletter is turned on from elsewhere (the account's subscription call, with their own token).
  const shopper = await signIn(store.server.url, SHOPPER.email, SHOPPER.password);
  const res = await fetch(new URL('/consumers-v3/consumer/subscription', store.server.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.accessToken}` },
    body: JSON.stringify({ subscription: { channel: 'email', optin: true, recipient: SHOPPER.email, country: 'US' } }),
  });
  expect(res.status).toBe(200);
  await page.setViewportSize(viewport(375));
  const dialog = page.getByRole('dialog', { name: 'Get the Stride newsletter' });
  // The home page's pop-up expands after its delay; on a busy machine the sign-in above outlasts it, and an open
  // pop-up keeps the newsletter dialog from opening. It is closed first, then the button is pressed again if needed.
  await expect(async () => {
    const popup = page.getByRole('dialog', { name: 'Sign up for Stride news' });
    if (await popup.isVisible()) await popup.getByRole('button', { name: POPUP_CLOSE }).click();
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Sign up for the newsletter' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank you for subscribing' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
