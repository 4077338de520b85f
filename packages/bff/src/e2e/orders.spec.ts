import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { api, expectOk, GUEST_ADDRESS, payWithCard, placeOrder, readyBasket, shoePicker } from '../api/checkout/checkout-http.fixture.js';
import { demoData } from '../testing/demo-variants.js';
import { agentLogin, guestToken, signIn } from '../testing/tokens.js';
import { hydrated, seriousAxeViolations, signInThroughDialog, viewport, watchProblems } from './browser.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

// The account's order pages: history, one order's tracking, its invoice and return label as PDFs,
// a cancellation, and a digital gift card's e-mail sent again. Orders are placed and fulfilled through
// the API (as the warehouse reports).
const SHOTS = '/tmp/shots/orders';
const PASSWORD = 'Stride-demo-1';

test.use({ storeName: 'orders' });

test.describe('order pages in Chromium', () => {
  let url: string;
  let email: string;
  let delivered: string;
  let placed: string;
  let guestOrder: string;
  let giftCardOrder: string;
  const nextShoe = shoePicker();

  /** Signs the journey's shopper in through the header's dialog and opens the account. */
  async function signInToAccount(page: Page): Promise<void> {
    await page.goto('/en-us');
    await hydrated(page);
    await signInThroughDialog(page, email, PASSWORD);
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  }

  test.beforeEach(
    onceInStore(async ({ store }) => {
      mkdirSync(SHOTS, { recursive: true });
      url = store.server.url;
      email = `orders.${Date.now()}@stride.example`;
      expectOk(await api(url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Ada', lastName: 'Orders', email, password: PASSWORD }), 'sign up');
      const shopper = await signIn(url, email, PASSWORD);
      const order = async () => {
        const basketId = await readyBasket(url, shopper.accessToken, nextShoe());
        await payWithCard(url, shopper.accessToken, basketId, '4111111111111111');
        return expectOk(await placeOrder(url, shopper.accessToken, basketId), 'place').body.orderNumber as string;
      };
      delivered = await order();
      placed = await order();
      // A 25.00 digital gift card: nothing ships, so a billing address and a card are all it needs.
      const giftCard = demoData().variants.find((v) => v.productId === 'GC1689901' && v.sizeLabel === '25');
      const giftBasket = expectOk(await api(url, 'POST', '/cart/v1/cart', shopper.accessToken, {}), 'gift card cart').body.basketId as string;
      const line = { cartId: giftBasket, productId: 'GC1689901', upc: giftCard?.upc, qty: 1 };
      expectOk(await api(url, 'POST', '/cart/v1/item', shopper.accessToken, { items: [line] }), 'add the gift card');
      expectOk(await api(url, 'POST', `/cart/v1/cart/${giftBasket}/billingAddress`, shopper.accessToken, GUEST_ADDRESS), 'gift card billing');
      await payWithCard(url, shopper.accessToken, giftBasket, '4111111111111111');
      giftCardOrder = expectOk(await placeOrder(url, shopper.accessToken, giftBasket), 'gift card order').body.orderNumber as string;
      const agent = await agentLogin(url, 'associate@stride.example', PASSWORD);
      const fulfil = `/consumers-v3/agent/orders/${delivered}/fulfilment`;
      expectOk(await api(url, 'POST', fulfil, agent.accessToken, { step: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }), 'ship');
      expectOk(await api(url, 'POST', fulfil, agent.accessToken, { step: 'DELIVERED' }), 'deliver');
      const guest = await guestToken(url);
      const guestBasket = await readyBasket(url, guest.accessToken, nextShoe());
      await payWithCard(url, guest.accessToken, guestBasket, '4111111111111111');
      guestOrder = expectOk(await placeOrder(url, guest.accessToken, guestBasket), 'guest order').body.orderNumber as string;
      expectOk(
        await api(url, 'POST', `/consumers-v3/agent/orders/${guestOrder}/fulfilment`, agent.accessToken, {
          step: 'SHIPPED',
          carrier: 'FedEx',
          trackingNumber: '7489-2211',
        }),
        'ship the guest order',
      );
    }),
  );

  test('finds a delivered order in the history, tracks it, downloads its invoice and return label, then cancels the other order', async ({ page }) => {
    const problems = watchProblems(page);
    await signInToAccount(page);
    const history = page.getByRole('region', { name: 'Order history' });
    await history.getByRole('link', { name: `Order ${placed}` }).waitFor();
    await history.getByRole('listitem').filter({ hasText: delivered }).getByText('Delivered').waitFor();

    await history.getByRole('link', { name: `Order ${delivered}` }).click();
    await page.waitForURL(`${url}/account/orders/${delivered}`);
    await page.getByRole('heading', { level: 1, name: `Order ${delivered}` }).waitFor();
    const tracking = page.getByRole('region', { name: 'Tracking' });
    await tracking.getByText('Shipped with UPS, tracking number 1Z999AA10123456784').waitFor();
    await tracking.getByText('Delivered').waitFor();
    const actions = page.getByRole('region', { name: 'Manage this order' });
    await actions.getByText(/^You can return this order until .+\.$/).waitFor();
    expect(await actions.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    const [invoice] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Download the invoice (PDF)' }).click()]);
    expect(invoice.suggestedFilename()).toBe(`INV-${delivered}.pdf`);
    expect(
      readFileSync(await invoice.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [label] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Get a return label (PDF)' }).click()]);
    expect(label.suggestedFilename()).toBe(`return-label-R${delivered}.pdf`);
    expect(
      readFileSync(await label.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await tracking.getByText('Return started').waitFor();
    await actions.getByText(`Return R${delivered} started`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/order-delivered-1440.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to your account' }).click();
    await history.getByRole('link', { name: `Order ${placed}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${placed}` }).waitFor();
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    await actions.getByText('Cancel this order? The items go back on sale and your payment is refunded.').waitFor();
    await actions.getByRole('button', { name: 'Keep the order' }).click();
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    await actions.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByRole('status').filter({ hasText: 'Your order is cancelled. Your payment is refunded.' }).waitFor();
    await page.locator('.order-page__status').getByText('Cancelled').waitFor();
    await tracking.getByText('Cancelled').waitFor();
    expect(await actions.getByRole('button', { name: 'Download the invoice (PDF)' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('reports a faulty product of the delivered order: the description is checked first, then the case number is shown and the case kept', async ({
    page,
    store,
  }) => {
    const problems = watchProblems(page);
    await signInToAccount(page);
    await page
      .getByRole('region', { name: 'Order history' })
      .getByRole('link', { name: `Order ${delivered}` })
      .click();
    const actions = page.getByRole('region', { name: 'Manage this order' });
    await actions.getByRole('button', { name: 'Report a faulty product' }).click();
    const claim = actions.getByRole('form', { name: 'Report a faulty product' });
    await claim.getByLabel('What is wrong with it?').fill('Loose');
    await claim.getByRole('button', { name: 'Send the claim' }).click();
    await claim.getByRole('alert').filter({ hasText: 'Describe the fault in at least 10 characters.' }).waitFor();
    await claim.getByLabel('What is wrong with it?').fill('The heel counter cracked after two weeks of walking.');
    await claim.getByText('52 of 2000 characters').waitFor();
    await claim.getByRole('button', { name: 'Send the claim' }).click();
    const opened = actions.getByRole('status').filter({ hasText: /^Claim received: case CS\d{10}\. Customer care will answer at / });
    await opened.waitFor();
    const caseNumber = /CS\d{10}/.exec((await opened.textContent()) ?? '')?.[0];
    const [row] = await store
      .sqlClient()
      .query<{ kind: string; order_number: string; email: string; message: string }>(
        'SELECT kind, order_number, email, message FROM support_cases WHERE case_number = $1',
        [caseNumber],
      );
    // Customer care answers at the order's contact e-mail (what the shopper gave at checkout).
    expect(row).toEqual({
      kind: 'warranty',
      order_number: delivered,
      email: GUEST_ADDRESS.email,
      message: 'The heel counter cracked after two weeks of walking.',
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/warranty-claim-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('sends a gift card order’s e-mail again from its page: the cards are listed masked, the confirmation shows and a second e-mail is queued', async ({
    page,
    store,
  }) => {
    const problems = watchProblems(page);
    const mailsOf = async () =>
      (
        await store
          .sqlClient()
          .query<{ body: string }>(`SELECT body FROM outbound_emails WHERE template = 'gift-card' AND body LIKE $1 ORDER BY created_at`, [`%${giftCardOrder}%`])
      ).map((row) => row.body);
    expect(await mailsOf()).toHaveLength(1);
    await signInToAccount(page);
    await page
      .getByRole('region', { name: 'Order history' })
      .getByRole('link', { name: `Order ${giftCardOrder}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Order ${giftCardOrder}` }).waitFor();
    const actions = page.getByRole('region', { name: 'Manage this order' });
    await actions.getByText(/^Gift cards sent by e-mail: \*{12}\d{4}\. Sending them again gives each card a new PIN/).waitFor();
    await actions.getByRole('button', { name: 'Resend the gift card e-mail' }).click();
    await actions.getByRole('status').filter({ hasText: 'Sent: the gift card e-mail is on its way again, with a new PIN.' }).waitFor();
    const mails = await mailsOf();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('the PIN of the earlier e-mail no longer works');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/gift-card-resent-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('server-renders an order for its owner and answers another order like a missing one, with no serious axe violations at 375', async ({ page }) => {
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, [404]);
    await page.goto('/en-us');
    await hydrated(page);
    await signInThroughDialog(page, email, PASSWORD);
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor({ state: 'hidden' });
    const html = await (await page.request.get(`${url}/account/orders/${delivered}`)).text();
    expect(html).toContain(`<h1>Order ${delivered}</h1>`);
    expect(html).toContain('Shipped with UPS');
    await page.goto(`/account/orders/${delivered}`);
    await hydrated(page);
    await page.getByRole('region', { name: 'Tracking' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/order-375.png`, fullPage: true });
    await page.goto('/account/orders/ST0000000000');
    await hydrated(page);
    await page.getByRole('alert').filter({ hasText: 'We could not find this order in your account.' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('a guest tracks an order with its number and e-mail; a wrong e-mail reads like an unknown number', async ({ page }) => {
    const problems = watchProblems(page, [404]);
    // The confirmation links to the tracking page (read as HTML: this fresh browser holds no token for the order).
    expect(await (await page.request.get(`/order-confirmation?orderNumber=${guestOrder}`)).text()).toContain('href="/track-order"');
    await page.goto('/track-order');
    await page.getByRole('heading', { level: 1, name: 'Track an order' }).waitFor();
    await hydrated(page);
    await page.getByLabel('Order number').fill(guestOrder.toLowerCase());
    await page.getByLabel('Email').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Track the order' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not find an order with this number and e-mail address.' }).waitFor();
    await page.getByLabel('Email').fill(GUEST_ADDRESS.email);
    await page.getByRole('button', { name: 'Track the order' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${guestOrder}` })
      .getByText('Shipped')
      .waitFor();
    await page.getByRole('region', { name: 'Tracking' }).getByText('Shipped with FedEx, tracking number 7489-2211').waitFor();
    expect(await page.getByRole('region', { name: 'Manage this order' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/track-order-1440.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  test('downloads everything the account holds as a JSON file, its orders included', async ({ page }) => {
    const problems = watchProblems(page);
    await signInToAccount(page);
    const data = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^stride-data-[A-Za-z0-9-]+\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { email: string }; orders: { orderNumber: string }[] };
    expect(exported.profile.email).toBe(email);
    expect(exported.orders.map((order) => order.orderNumber)).toEqual(expect.arrayContaining([delivered, placed]));
    expect(problems).toEqual([]);
  });
});
