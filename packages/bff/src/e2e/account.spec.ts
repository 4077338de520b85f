import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expectOk, payWithCard, placeOrder, readyBasket, shoePicker } from '../api/checkout/checkout-http.fixture.js';
import { createCartWithItem } from '../testing/cart.js';
import { signIn } from '../testing/tokens.js';
import { hydrated, openSignUpDialog, seriousAxeViolations, signInThroughDialog, viewport, watchProblems } from './browser.fixture.js';
import { expect, SHOPPER, test, onceInStore } from './store.fixture.js';

// Sign-in, the guest cart merge, the account page, sign-out, sign-up, forgot and reset password, in
// Debian's Chromium against one started server. Sign-in failures count per account (AUT426 on the
// fourth), so only the fresh accounts this file signs up ever see a wrong password.
const SHOTS = '/tmp/shots/account';
const PASSWORD = 'Stride-demo-1';

test.use({ storeName: 'account' });

test.describe('account pages in Chromium', () => {
  let url: string;
  let shopperOrder: string;
  let accountShoe: string;
  let accountCount = 0;
  const nextShoe = shoePicker();

  /** A new account made through the API (unique e-mail per call), for tests that fail sign-ins. */
  async function freshAccount(): Promise<string> {
    accountCount += 1;
    const email = `runner.${Date.now()}.${accountCount}@stride.example`;
    expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ada', lastName: 'Runner', email, password: PASSWORD }), 'sign up');
    return email;
  }

  /** Opens /account as a guest and signs in with its own form. */
  async function signInOnAccountPage(page: Page, email: string): Promise<void> {
    await page.goto(`${url}/account`);
    await hydrated(page);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  /** Puts one shoe in a new guest cart through the API from the page (its cookies), as the PDP would. */
  async function guestAddsAShoe(page: Page): Promise<{ basketId: string; productId: string }> {
    const shoe = nextShoe();
    const basketId = await page.evaluate(async ({ productId, upc }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await res.json()) as { basketId: string };
      };
      await post('/token/v2/auth/token', { type: 'Guest' });
      const cart = await post('/cart/v1/cart', {});
      await post('/cart/v1/item', { items: [{ cartId: cart.basketId, productId, upc, qty: 1 }] });
      localStorage.setItem('stride.cart', cart.basketId);
      return cart.basketId;
    }, shoe);
    await page.reload();
    await hydrated(page);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    return { basketId, productId: shoe.productId };
  }

  test.beforeEach(
    onceInStore(async ({ store }) => {
      mkdirSync(SHOTS, { recursive: true });
      url = store.server.url;
      // The shopper has an order to list, and an open cart of one shoe for the guest's shoe to merge into.
      const shopper = await signIn(url, SHOPPER.email, SHOPPER.password);
      const basketId = await readyBasket(url, shopper.accessToken, nextShoe());
      await payWithCard(url, shopper.accessToken, basketId, '4111111111111111');
      shopperOrder = expectOk(await placeOrder(url, shopper.accessToken, basketId), 'place order').body.orderNumber as string;
      const shoe = nextShoe();
      accountShoe = shoe.productId;
      await createCartWithItem(url, shopper.accessToken, { productId: shoe.productId, upc: shoe.upc });
      // The employee has a cart of one shoe waiting, priced without the employee discount until the terms are accepted.
      const employee = await signIn(url, 'employee@stride.example', PASSWORD);
      const employeeShoe = nextShoe();
      await createCartWithItem(url, employee.accessToken, { productId: employeeShoe.productId, upc: employeeShoe.upc });
    }),
  );

  test('a guest signs in, finds the cart merged and the order history, then signs out to / as a guest', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${url}/en-us`);
    await hydrated(page);
    const guestBasket = await guestAddsAShoe(page);
    // The proof key the browser sends (commerce 4.37): the challenge with the password, the verifier for the token.
    const proofKey: { codeChallenge?: string; codeVerifier?: string } = {};
    page.on('request', (req) => {
      let body: unknown = null;
      try {
        body = req.method() === 'POST' ? req.postDataJSON() : null;
      } catch {
        return; // a body that is not JSON (a beacon's text) carries no proof key
      }
      if (typeof body !== 'object' || body === null) return;
      if ('codeChallenge' in body && typeof body.codeChallenge === 'string') proofKey.codeChallenge = body.codeChallenge;
      if ('codeVerifier' in body && typeof body.codeVerifier === 'string') proofKey.codeVerifier = body.codeVerifier;
    });

    await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
    await page.getByTestId('toast').filter({ hasText: 'Items from your previous visit have been added to your cart.' }).waitFor();
    // The verifier is 32 random bytes in URL-safe base64 (43 characters, no padding); the challenge is its SHA-256.
    expect(proofKey.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proofKey.codeChallenge).toBe(
      createHash('sha256')
        .update(proofKey.codeVerifier ?? '')
        .digest('base64url'),
    );
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Account', exact: true }).waitFor();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });

    // The merged basket, read through the API with the page's cookies: the guest's shoe joined the
    // account's, and the header counts what the basket holds (a free gift may join above $100).
    const merged = await page.evaluate(async () => {
      const basketId = localStorage.getItem('stride.cart') ?? '';
      const res = await fetch(`/cart/v1/cart/${basketId}`);
      return { basketId, status: res.status, body: (await res.json()) as { totalItems: number; items: { productId: string; bonus: boolean }[] } };
    });
    expect(merged.status).toBe(200);
    expect(merged.basketId).not.toBe(guestBasket.basketId);
    expect(
      merged.body.items
        .filter((item) => !item.bonus)
        .map((item) => item.productId)
        .sort(),
    ).toEqual([accountShoe, guestBasket.productId].sort());
    await header.getByRole('link', { name: `Cart, ${merged.body.totalItems} ${merged.body.totalItems === 1 ? 'item' : 'items'}` }).waitFor();

    await header.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const history = page.getByRole('region', { name: 'Order history' });
    await history.getByRole('link', { name: `Order ${shopperOrder}` }).waitFor();
    expect(await history.getByRole('link', { name: `Order ${shopperOrder}` }).getAttribute('href')).toBe(`/account/orders/${shopperOrder}`);
    // The profile comes from the account (GET /consumers-v3/consumer), not from a sign-up in this browser.
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Alex Rivera').waitFor();
    expect(await profile.textContent()).toContain('shopper@stride.example');
    await shot(page, 'account-signed-in-1440');

    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByTestId('toast').filter({ hasText: 'You have been signed out.' }).waitFor();
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    await header.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('stride.cart'), localStorage.getItem('stride.session')])).toEqual([null, null]);
    // The server agrees: the new cookies are a guest's, with no orders.
    const after = await page.evaluate(async () =>
      (await fetch('/consumers-v3/consumer/purchasehistory', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json(),
    );
    expect(after).toMatchObject({ total: 0, orders: [] });
    expect(problems).toEqual([]);
  });

  test('signs in through the header’s dialog and is told so: the success toast says you have successfully logged in', async ({ page }) => {
    const email = await freshAccount();
    const problems = watchProblems(page);
    await page.goto(`${url}/en-us`);
    await hydrated(page);
    await signInThroughDialog(page, email, PASSWORD);
    const toast = page.getByTestId('toast').filter({ hasText: 'Signed in' });
    await expect(toast).toContainText('You have successfully logged in.');
    await expect(toast).toBeInViewport();
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  test('signs in from an order’s confirmation page to /account, and signs out to / from the cart, checkout and favorites', async ({ page }) => {
    // A new visitor's first call gets a guest token (401 first); a guest may not read the shopper's order (404).
    const problems = watchProblems(page, [401, 404]);
    await page.goto(`${url}/order-confirmation?orderNumber=${shopperOrder}`);
    await hydrated(page);
    await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
    await page.waitForURL(`${url}/account`);
    await page
      .getByRole('region', { name: 'Order history' })
      .getByRole('link', { name: `Order ${shopperOrder}` })
      .waitFor();

    const header = page.getByRole('banner');
    for (const [index, path] of ['/cart', '/checkout', '/favorites'].entries()) {
      if (index > 0) {
        await signInThroughDialog(page, SHOPPER.email, SHOPPER.password);
        await header.getByRole('link', { name: 'Account', exact: true }).waitFor();
      }
      await page.goto(`${url}${path}`);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(path);
      await header.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${url}/`);
      await header.getByRole('link', { name: 'Sign in' }).waitFor();
    }
    expect(problems).toEqual([]);
  });

  test('server-renders the account for a signed-in shopper and keeps it after a reload; the loyalty member sees their welcome promo', async ({ page }) => {
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page);
    await signInOnAccountPage(page, 'loyal@stride.example');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await page.getByText('2,450').waitFor();
    // The loyalty section below the points, loaded after the page: the demo member's welcome promo, unused.
    const welcome = page.getByRole('region', { name: 'Your Stride Rewards welcome offer' });
    await welcome.getByText('WELCOME-DE40000002', { exact: true }).waitFor();
    expect(await welcome.textContent()).toMatch(
      /15% off one order · Promo code WELCOME-DE40000002Use it by [A-Z][a-z]+ \d{1,2}, \d{4}\. Enter it in your cart\./,
    );

    const html = await (await page.request.get(`${url}/account`)).text();
    expect(html).toContain('<h1>Your account</h1>');
    expect(html).toContain('2,450');
    expect(html).toContain('Jordan Lee');
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await welcome.getByText('WELCOME-DE40000002', { exact: true }).waitFor();
    await shot(page, 'account-loyal-375');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('keeps an address book on the account: the first address is main, a new main takes over, the form checks first, removing hands main on; checkout starts from the main one', async ({
    page,
  }) => {
    const email = await freshAccount();
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page);
    await signInOnAccountPage(page, email);
    const book = page.getByRole('region', { name: 'Addresses' });
    await book.getByText('No saved addresses yet.').waitFor();

    const add = async (line1: string, main: boolean) => {
      await book.getByRole('button', { name: 'Add an address' }).click();
      const form = book.getByRole('form', { name: 'New address' });
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Runner');
      await form.getByLabel('Address line 1').fill(line1);
      await form.getByLabel('City').fill('Portland');
      await form.getByLabel('State').fill('OR');
      await form.getByLabel('ZIP code').fill('97205');
      await form.getByLabel('Phone').fill('5035550123');
      await form.getByLabel('Email').fill(email);
      if (main) await form.getByLabel('Make this my main address of its type').check();
      await form.getByRole('button', { name: 'Save address' }).click();
      await book.getByText(line1).waitFor();
    };
    // The form checks the address before anything is sent.
    await book.getByRole('button', { name: 'Add an address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    await form.getByLabel('ZIP code').fill('SW1A 1AA');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await add('12 Elm Street', false);
    await add('40 Oak Avenue', false);
    const cards = book.getByRole('listitem');
    await expect(cards.filter({ hasText: '12 Elm Street' })).toContainText('Main shipping address');
    await expect(cards.filter({ hasText: '40 Oak Avenue' })).toContainText('Shipping address');
    await add('9 Pine Court', true);
    await expect(cards.filter({ hasText: '9 Pine Court' })).toContainText('Main shipping address');
    await expect(cards.filter({ hasText: '12 Elm Street' })).not.toContainText('Main');
    await shot(page, 'account-address-book-375');

    // Make main from the list, then remove the main one: the next of its type becomes main.
    await book.getByRole('button', { name: 'Make main: 40 Oak Avenue, Portland' }).click();
    await expect(cards.filter({ hasText: '40 Oak Avenue' })).toContainText('Main shipping address');
    await book.getByRole('button', { name: 'Remove 40 Oak Avenue, Portland' }).click();
    await expect(cards.filter({ hasText: '40 Oak Avenue' })).toHaveCount(0);
    await expect(cards.filter({ hasText: '12 Elm Street' })).toContainText('Main shipping address');

    // What the page shows is what the account keeps: a reload renders it on the server.
    const html = await (await page.request.get(`${url}/account`)).text();
    expect(html).toContain('9 Pine Court');
    expect(html).not.toContain('40 Oak Avenue');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Checkout starts from the main shipping address.
    const shoe = nextShoe();
    await page.evaluate(async ({ productId, upc }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await res.json()) as { basketId: string };
      };
      const cart = await post('/cart/v1/cart', {});
      await post('/cart/v1/item', { items: [{ cartId: cart.basketId, productId, upc, qty: 1 }] });
      localStorage.setItem('stride.cart', cart.basketId);
    }, shoe);
    await page.goto(`${url}/checkout`);
    await hydrated(page);
    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await expect(shipping.getByLabel('Address line 1')).toHaveValue('12 Elm Street');
    await expect(shipping.getByLabel('First name')).toHaveValue('Ada');
    await expect(shipping.getByLabel('Email')).toHaveValue(email);
    expect(problems).toEqual([]);
  });

  test('buy with a saved card and a prefilled address: cards and a gift card saved on the account, express checkout opens on summary', async ({ page }) => {
    const email = await freshAccount();
    await page.setViewportSize(viewport(1440));
    // The duplicate card and gift card are refused with 409 (PYT300), the wrong gift card PIN with 400 (GFC800), on purpose.
    const problems = watchProblems(page, [409, 400]);
    await signInOnAccountPage(page, email);
    const wallet = page.getByRole('region', { name: 'Payment methods' });
    await wallet.getByText('No saved cards or gift cards yet.').waitFor();
    // The main shipping address, as the address book saves it.
    const saved = await page.evaluate(async (mail) => {
      const res = await fetch('/consumers-v3/consumer/address?locale=en-US', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          approachType: 'S',
          firstName: 'Ada',
          lastName: 'Runner',
          addressLine1: '12 Elm Street',
          city: 'Portland',
          province: 'OR',
          postalCode: '97205',
          countryCode: 'US',
          phone: '5035550123',
          email: mail,
        }),
      });
      return res.status;
    }, email);
    expect(saved).toBe(200);

    // A card: the number goes to the provider, the account keeps brand, last four and expiry; the first is main.
    await wallet.getByRole('button', { name: 'Add a card' }).click();
    const cardForm = wallet.getByRole('form', { name: 'Add a card' });
    await cardForm.getByLabel('Card number').fill('4111111111111111');
    await cardForm.getByLabel('Expiry (MM/YY)').fill('12/31');
    await cardForm.getByLabel('Security code').fill('123');
    await cardForm.getByLabel('Name on card').fill('Ada Runner');
    await expect(cardForm.getByLabel('Make this my main card')).toBeChecked();
    await cardForm.getByRole('button', { name: 'Save card' }).click();
    const items = wallet.getByRole('listitem');
    await expect(items.filter({ hasText: 'ending in 1111' })).toContainText('Main card');
    await expect(items.filter({ hasText: 'ending in 1111' })).toContainText('Expires 12/2031');

    // The same card again: the server's message, nothing more saved.
    await wallet.getByRole('button', { name: 'Add a card' }).click();
    await cardForm.getByLabel('Card number').fill('4111111111111111');
    await cardForm.getByLabel('Expiry (MM/YY)').fill('12/31');
    await cardForm.getByLabel('Security code').fill('123');
    await cardForm.getByLabel('Name on card').fill('Ada Runner');
    await cardForm.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('This card is already saved.').waitFor();
    await cardForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(items.filter({ hasText: 'ending in 1111' })).toHaveCount(1);

    // A gift card, checked with its PIN and shown masked.
    await wallet.getByRole('button', { name: 'Add a gift card' }).click();
    const giftForm = wallet.getByRole('form', { name: 'Add a gift card' });
    await giftForm.getByLabel('Gift card number').fill('7777000000000001');
    // A wrong PIN (GFC800) is the save failure; the right one saves it; the same card again already exists (PYT300).
    await giftForm.getByLabel('PIN').fill('9999');
    await giftForm.getByRole('button', { name: 'Save gift card' }).click();
    await giftForm.getByText('The gift card could not be saved. Please check its number and PIN.').waitFor();
    await giftForm.getByLabel('PIN').fill('1234');
    await giftForm.getByRole('button', { name: 'Save gift card' }).click();
    await wallet.getByText('Gift card ************0001').waitFor();
    await wallet.getByRole('button', { name: 'Add a gift card' }).click();
    await giftForm.getByLabel('Gift card number').fill('7777 0000 0000 0001');
    await giftForm.getByLabel('PIN').fill('1234');
    await giftForm.getByRole('button', { name: 'Save gift card' }).click();
    await giftForm.getByText('This gift card is already saved.').waitFor();
    await giftForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(wallet.getByText('Gift card ************0001')).toHaveCount(1);
    expect(await wallet.textContent()).not.toContain('7777000000000001');
    await shot(page, 'account-payment-methods-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Express checkout: the main address, delivery, the main card and billing go on the basket; checkout opens on summary.
    const shoe = nextShoe();
    await page.evaluate(async ({ productId, upc }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await res.json()) as { basketId: string };
      };
      const cart = await post('/cart/v1/cart', {});
      await post('/cart/v1/item', { items: [{ cartId: cart.basketId, productId, upc, qty: 1 }] });
      localStorage.setItem('stride.cart', cart.basketId);
    }, shoe);
    await page.goto(`${url}/checkout`);
    await hydrated(page);
    const placeButton = page.getByRole('button', { name: 'Place order' });
    await placeButton.waitFor();
    await expect(page.locator('[aria-current="step"]')).toContainText('Summary');
    await expect(page.getByRole('main')).toContainText('12 Elm Street');
    await expect(page.getByRole('main')).toContainText('ending in 1111');
    await shot(page, 'checkout-express-summary-1440');
    await placeButton.click();
    await page.waitForURL(/\/order-confirmation/);
    expect(problems).toEqual([]);
  });

  test('subscribes to texts through the terms panel: accept is required, an invalid phone unticks the box, the choice is kept', async ({ page }) => {
    const email = await freshAccount();
    const problems = watchProblems(page);
    await signInOnAccountPage(page, email);
    const texts = page.getByRole('region', { name: 'Text messages' });
    const box = texts.getByRole('checkbox', { name: 'Text me offers and news from Stride' });
    await expect(box).toBeDisabled();
    await texts.getByLabel('Mobile phone').fill('(212) 555-0177');
    await box.check();
    const terms = texts.getByRole('region', { name: 'Text message terms' });
    await terms.getByRole('link', { name: 'Read the text message terms' }).waitFor();
    await texts.getByRole('button', { name: 'Save text preferences' }).click();
    await texts.getByRole('alert').filter({ hasText: 'Accept the text message terms first, or untick the box.' }).waitFor();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.waitFor({ state: 'hidden' });
    await texts.getByRole('button', { name: 'Save text preferences' }).click();
    await texts.getByRole('status').filter({ hasText: 'You will get texts from Stride.' }).waitFor();
    await shot(page, 'account-texts-1440');

    await texts.getByLabel('Mobile phone').fill('555');
    await expect(box).not.toBeChecked();
    await page.reload();
    await hydrated(page);
    await expect(texts.getByRole('checkbox', { name: 'Text me offers and news from Stride' })).toBeChecked();
    await expect(texts.getByLabel('Mobile phone')).toHaveValue('+12125550177');
    expect(problems).toEqual([]);
  });

  test('chooses notifications on the account: by e-mail at once, by text message once a phone is on the profile, and the choices are kept', async ({
    page,
  }) => {
    const email = await freshAccount();
    const problems = watchProblems(page);
    await signInOnAccountPage(page, email);
    const card = page.getByRole('region', { name: 'Notifications' });
    const box = (label: string) => card.getByRole('checkbox', { name: label, exact: true });
    // The defaults: order updates by e-mail, nothing else; no phone, so no text messages.
    await expect(box('My orders and deliveries by e-mail')).toBeChecked();
    await expect(box('Saved items back in stock by e-mail')).not.toBeChecked();
    await expect(box('Price drops on saved items by text message')).toBeDisabled();
    await card.getByText('Add a mobile number to your profile to get notifications by text message.').waitFor();
    await box('Saved items back in stock by e-mail').check();
    await box('My orders and deliveries by e-mail').uncheck();
    const saved = page.waitForResponse((res) => res.url().includes('/consumers-v3/consumer/notification') && res.request().method() === 'PUT');
    await card.getByRole('button', { name: 'Save notification choices' }).click();
    expect((await saved).status()).toBe(200);
    await card.getByRole('status').filter({ hasText: 'Your notification choices are saved.' }).waitFor();

    // A phone on the profile opens the text message boxes; what was chosen is read back from the profile.
    const token = (await signIn(url, email, PASSWORD)).accessToken;
    expectOk(await api(url, 'PUT', '/consumers-v3/consumer', token, { consumerProfile: { consumerDetails: { phone: '(212) 555-0199' } } }), 'add a phone');
    await page.reload();
    await hydrated(page);
    await expect(box('Saved items back in stock by e-mail')).toBeChecked();
    await expect(box('My orders and deliveries by e-mail')).not.toBeChecked();
    await box('Price drops on saved items by text message').check();
    await card.getByRole('button', { name: 'Save notification choices' }).click();
    await card.getByRole('status').filter({ hasText: 'Your notification choices are saved.' }).waitFor();
    await shot(page, 'account-notifications-1440');
    await page.reload();
    await hydrated(page);
    await expect(box('Price drops on saved items by text message')).toBeChecked();
    await expect(box('Saved items back in stock by e-mail')).toBeChecked();
    const profile = await api(url, 'GET', '/consumers-v3/consumer', token);
    expect(profile.body.consumerProfile?.preferences?.notifications).toEqual([
      { type: 'ORDER_UPDATES', email: false, sms: false },
      { type: 'BACK_IN_STOCK', email: true, sms: false },
      { type: 'PRICE_DROPS', email: false, sms: true },
      { type: 'REWARDS', email: false, sms: false },
    ]);
    expect(problems).toEqual([]);
  });

  test('edits the profile on the account (the form checks the name first, then interests and shoe size are kept) and changes the password', async ({
    page,
  }) => {
    const email = await freshAccount();
    await page.setViewportSize(viewport(1440));
    // The wrong current password is refused with a 400, which the form shows.
    const problems = watchProblems(page, [400]);
    await signInOnAccountPage(page, email);
    const card = page.getByRole('region', { name: 'Profile' });
    await card.getByRole('button', { name: 'Edit profile' }).click();
    const form = card.getByRole('form', { name: 'Edit your profile' });
    await form.getByLabel('First name').fill('A');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('First name').fill('Adele');
    await form.getByLabel('Hiking').check();
    await form.getByLabel('Running', { exact: true }).check();
    await form.getByLabel('Preferred shoe size (US)').selectOption('9.5');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await card.getByText('Profile saved.').waitFor();
    await expect(card).toContainText('Adele Runner');
    await expect(card).toContainText('Running, Hiking');
    await expect(card).toContainText('9.5');
    await shot(page, 'account-profile-1440');
    // The account keeps it: the server renders the same.
    const html = await (await page.request.get(`${url}/account`)).text();
    expect(html).toContain('Running, Hiking');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Change password: the confirmation is checked first, a wrong current password is refused, then it changes.
    await card.getByRole('button', { name: 'Change password' }).click();
    const passwords = card.getByRole('form', { name: 'Change your password' });
    await passwords.getByLabel('Current password').fill('Wrong-pass-9');
    await passwords.getByLabel('New password', { exact: true }).fill('Newer-pass-7');
    await passwords.getByLabel('Confirm the new password').fill('Newer-pass-8');
    await passwords.getByRole('button', { name: 'Save password' }).click();
    await expect(passwords.getByLabel('Confirm the new password')).toHaveAttribute('aria-invalid', 'true');
    await passwords.getByLabel('Confirm the new password').fill('Newer-pass-7');
    await passwords.getByRole('button', { name: 'Save password' }).click();
    await expect(passwords.getByRole('alert')).toHaveText('The current password is incorrect.');
    await passwords.getByLabel('Current password').fill(PASSWORD);
    await passwords.getByRole('button', { name: 'Save password' }).click();
    await card.getByText('Password changed.').waitFor();
    const withNew = await api(url, 'POST', '/consumers-v3/auth/signin', undefined, {
      type: 'Registered',
      username: email,
      password: 'Newer-pass-7',
      codeChallenge: 'x'.repeat(43),
    });
    expect(withNew.status).toBe(200);
    expect(problems).toEqual([]);
  });

  test('takes at most 100 characters of e-mail, shows the server message for a wrong password, and the last-attempt warning on the fourth', async ({
    page,
  }) => {
    const email = await freshAccount();
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, [401]);
    await page.goto(`${url}/account`);
    await hydrated(page);
    const main = page.getByRole('main');
    // Account section 5: the form checks before it sends: both fields required, then a valid e-mail.
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && (req.postData() ?? '').includes('not-an-email')) sent.push(req.url());
    });
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(main.getByText('This field is required')).toHaveCount(2);
    await main.getByLabel('Email').fill('not-an-email');
    await main.getByLabel('Password').fill('Anything-1');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await main.getByText('Please enter a valid e-mail address.').waitFor();
    await expect(main.getByText('This field is required')).toHaveCount(0);
    expect(sent).toEqual([]);
    // Account section 9: the sign-in e-mail is at most 100 characters; the field takes no more.
    await main.getByLabel('Email').fill(`${'a'.repeat(100)}@stride.example`);
    expect(await main.getByLabel('Email').inputValue()).toHaveLength(100);
    await main.getByLabel('Email').fill(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await main.getByLabel('Password').fill(`Wrong-password-${attempt}`);
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      const expected = attempt === 4 ? 'one attempt left' : 'The e-mail address or password is incorrect.';
      await main.getByRole('alert').filter({ hasText: expected }).waitFor();
    }
    await main.getByRole('link', { name: 'Reset your password' }).waitFor();
    await shot(page, 'sign-in-wrong-password-375');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('while an employee is signed in, favorites are skipped: the product page and its tiles show no heart', async ({ page }) => {
    const problems = watchProblems(page);
    const productPage = `${url}/en-us/p/stride-pace-runner-3-SR0045600`;
    await page.goto(productPage);
    await hydrated(page);
    // A guest has the heart.
    await page.getByRole('button', { name: 'Favorite', exact: true }).waitFor();
    await signInThroughDialog(page, 'employee@stride.example', PASSWORD);
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    await page.goto(productPage);
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    // Everything the page loads once it runs (the heart's chunk among it) has arrived.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /^Favorite/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('an employee accepts the discount terms after signing in: the account records it and the cart gets the employee discount', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${url}/en-us`);
    await hydrated(page);
    await signInThroughDialog(page, 'employee@stride.example', PASSWORD);
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
    await terms.waitFor();
    await page.waitForTimeout(300); // the 250 ms slide-in, for the screenshot
    await shot(page, 'employee-terms-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await terms.getByRole('button', { name: 'Accept the terms' }).click();
    await terms.waitFor({ state: 'hidden' });
    await page.getByTestId('toast').filter({ hasText: 'Your employee discount now applies to your cart.' }).waitFor();

    // The server agrees, through the API with the page's cookies: the profile says accepted and the
    // employee's cart is priced with the employee promotion.
    const server = await page.evaluate(async () => {
      const profile = (await (await fetch('/consumers-v3/consumer')).json()) as { consumerProfile: { preferences: { isEmployeeDiscountTCAccepted: boolean } } };
      const cart = (await (await fetch(`/cart/v1/cart/${localStorage.getItem('stride.cart') ?? ''}`)).json()) as {
        items: { productPromotions: { promotionId: string }[] }[];
      };
      return {
        accepted: profile.consumerProfile.preferences.isEmployeeDiscountTCAccepted,
        promotions: cart.items.flatMap((item) => item.productPromotions.map((p) => p.promotionId)),
      };
    });
    expect(server).toEqual({ accepted: true, promotions: ['PROMO-EMPLOYEE40'] });

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByText(/You save \$/).waitFor();
    await shot(page, 'employee-cart-discount-1440');

    await header.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Casey Morgan').waitFor();
    expect(await profile.textContent()).toContain('Employee');
    await expect(page.getByRole('region', { name: 'Employee discount' })).toContainText('$320.00 of $1,500.00 used this year ($1,180.00 left)');
    await shot(page, 'account-employee-1440');
    expect(await page.getByRole('button', { name: 'Review the employee discount terms' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('signs up from the sign-in dialog, checks the form first, and ends signed in; joining Stride Rewards waits for the e-mailed confirmation', async ({
    page,
    store,
  }) => {
    // 400: the spent confirmation link is opened again on purpose (AUT402).
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, [400]);
    const dialog = await openSignUpDialog(page, `${url}/en-us`);
    const email = `grace.${Date.now()}@stride.example`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Join Stride Rewards').check();
    await dialog.getByLabel('Password').fill('weakpass');
    await dialog.getByLabel('Birth date (optional)').fill('12/09/2020');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByText('You must be at least 13 years old.').waitFor();
    await shot(page, 'sign-up-errors-375');
    await dialog.getByLabel('Password').fill('Compiler-1952');
    await dialog.getByLabel('Birth date (optional)').fill('12/09/1986');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    // The welcome dialog (commerce section 2) names the shopper and joining's next step, the e-mailed link.
    const welcomeDialog = page.getByRole('dialog', { name: 'Welcome to Stride' });
    await welcomeDialog.getByText('Hello Grace, your Stride account is ready.').waitFor();
    await welcomeDialog.getByText(`To start earning Stride Rewards, open the confirmation link we e-mailed to ${email}.`).waitFor();
    await shot(page, 'welcome-dialog-375');
    await welcomeDialog.getByRole('link', { name: 'Go to your account' }).click();
    expect(await page.getByRole('region', { name: 'Profile' }).textContent()).toContain('Grace Hopper');
    await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
    await page.getByText(`We sent a new confirmation link to ${email}.`).waitFor();

    const mails = await store
      .sqlClient()
      .query<{ body: string }>(
        "SELECT body FROM outbound_emails WHERE lower(to_address) = lower($1) AND template = 'loyalty-confirmation' ORDER BY created_at",
        [email],
      );
    expect(mails).toHaveLength(2);
    const link = /\/[a-z]{2}-[a-z]{2}\/loyalty\/confirm\?token=[A-Za-z0-9_-]+/.exec(mails[1]?.body ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(`${url}${link}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my membership' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Stride Rewards membership is confirmed' }).waitFor();
    await shot(page, 'loyalty-confirmed-375');
    // The confirmation made the membership effective: the account now shows the new member's welcome promo.
    await page.goto(`${url}/account`);
    const welcome = page.getByRole('region', { name: 'Your Stride Rewards welcome offer' });
    await welcome.getByText(/^WELCOME-[0-9A-F]{10}$/).waitFor();
    expect(await welcome.textContent()).toContain('15% off one order');
    expect(await page.getByRole('button', { name: 'Send a new confirmation link' }).count()).toBe(0);
    await page.goto(`${url}${link}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my membership' }).click();
    await page.getByRole('alert').filter({ hasText: 'expired or was already used' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('forgot password opens from the sign-in dialog, answers the same for an unknown e-mail, and the e-mailed link sets a new password', async ({
    page,
    store,
  }) => {
    const email = await freshAccount();
    const problems = watchProblems(page);
    // A direct link still finds the page.
    await page.goto(`${url}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    // From the sign-in dialog, forgot password is a dialog that replaces it.
    await page.goto(`${url}/en-us`);
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('link', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
    await forgot.getByLabel('Email').waitFor();
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/en-us');
    const ask = async (address: string) => {
      await forgot.getByLabel('Email').fill(address);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      const status = forgot.getByRole('status').filter({ hasText: address });
      await status.waitFor();
      return (await status.textContent())?.replace(address, '<e-mail>');
    };
    const unknown = await ask('nobody.here@stride.example');
    const known = await ask(email);
    expect(known).toBe(unknown);
    await shot(page, 'forgot-password-1440');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [mail] = await store
      .sqlClient()
      .query<{ body: string }>('SELECT body FROM outbound_emails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1', [email]);
    const link = /\/forgot-password\?token=[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(`${url}${link}`);
    await page.waitForURL(/\/reset-password\?token=/);
    await hydrated(page);
    await page.getByLabel('New password', { exact: true }).fill('Fresh-start-42');
    await page.getByLabel('Confirm new password').fill('Fresh-start-41');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('Fresh-start-42');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your password has been changed' }).waitFor();
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill('Fresh-start-42');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  for (const width of [375, 1440] as const) {
    test(`has no serious or critical axe violations on /account and in the sign-in dialog at ${width}`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto(`${url}/account`);
      await hydrated(page);
      await shot(page, `account-guest-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Welcome back' }).getByLabel('Email').waitFor();
      await page.waitForTimeout(300);
      await shot(page, `sign-in-dialog-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
