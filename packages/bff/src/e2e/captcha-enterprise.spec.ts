import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hydrated, signInThroughDialog } from './browser.fixture.js';
import { expect, SHOPPER, test as storeTest } from './store.fixture.js';

// The browser side of reCAPTCHA Enterprise: the page loads Google's enterprise.js only when a token is needed (here
// Playwright answers that URL with a stand-in defining `grecaptcha.enterprise`), executes the action with the page's
// site key, and the bff asks a local stand-in of the assessment API about the token.

/** What the stand-in provider answers: a valid token of the action it was made for, or a failure. */
const provider = { mode: 'valid' as 'valid' | 'down', assessed: [] as { token: string; siteKey: string; expectedAction: string }[] };

const test = storeTest.extend<object, { providerUrl: string }>({
  providerUrl: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const { event } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: (typeof provider.assessed)[number] };
          provider.assessed.push(event);
          if (provider.mode === 'down') return void res.writeHead(500).end();
          const action = event.token.split(':')[1] ?? '';
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ tokenProperties: { valid: true, action }, riskAnalysis: { score: 0.9 } }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  storeEnv: [
    async ({ providerUrl }, use) =>
      use({
        STRIDE_RECAPTCHA: 'true',
        STRIDE_RECAPTCHA_PROJECT_ID: 'stride-shop',
        STRIDE_RECAPTCHA_API_KEY: 'api-key-1',
        STRIDE_RECAPTCHA_SITE_KEY: 'site-key-1',
        STRIDE_RECAPTCHA_URL: providerUrl,
      }),
    { scope: 'test' },
  ],
});
test.use({ storeName: 'captcha-enterprise' });

/** Google's script as the page asks for it, answered by a stand-in whose tokens say the site key and the action. */
const ENTERPRISE_JS = 'https://www.google.com/recaptcha/enterprise.js?render=site-key-1';
const STAND_IN = `window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute: (siteKey, { action }) => Promise.resolve(siteKey + ':' + action) } };`;

test.describe('reCAPTCHA Enterprise in the browser', () => {
  test('loads enterprise.js only on sign-in, signs in with a login token the provider assessed, and shows a provider failure in words', async ({ page }) => {
    const scripts: string[] = [];
    await page.route('https://www.google.com/recaptcha/**', async (route) => {
      scripts.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
    });
    provider.mode = 'down';
    provider.assessed.length = 0;
    await page.goto('/en-us');
    await hydrated(page);
    expect(scripts).toEqual([]);
    await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
    await page
      .getByRole('dialog', { name: 'Welcome back' })
      .getByText('We could not check that you are not a robot just now. Please try again in a moment.')
      .waitFor();
    expect(scripts).toEqual([ENTERPRISE_JS]);

    provider.mode = 'valid';
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(provider.assessed).toEqual([
      { token: 'site-key-1:login', siteKey: 'site-key-1', expectedAction: 'login' },
      { token: 'site-key-1:login', siteKey: 'site-key-1', expectedAction: 'login' },
    ]);
    // One load per page: the second token came from the script already there.
    expect(scripts).toEqual([ENTERPRISE_JS]);
  });
});
