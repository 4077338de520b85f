import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import {
  api,
  errorId,
  expectOk,
  giftCardBalance,
  GUEST_ADDRESS,
  payWithCard,
  placeOrder,
  readyBasket,
  shoePicker,
  type Call,
} from './checkout-http.fixture.js';

// The digital gift card over HTTP: buying it issues a card per unit whose number and PIN arrive by e-mail (read from
// the outbox, as a mail server would), usable at once; resendGiftCardEmail sends them again with new PINs, for the
// order's owner only, a few times an hour.
let started: StartedServer;
let url: string;
const nextShoe = shoePicker();

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
});
afterAll(async () => started?.server.close());

/** The demo's digital gift card of a face value (25, 50, 100...): its "size". */
function digitalGiftCard(value: number): { productId: string; upc: string } {
  const variant = demoData().variants.find((v) => v.productId === 'GC1689901' && v.sizeLabel === String(value));
  if (variant === undefined) throw new Error(`the demo data has no ${value}.00 digital gift card`);
  return { productId: variant.productId, upc: variant.upc };
}

const MONTREAL = {
  firstName: 'Gabrielle',
  lastName: 'Roy',
  addressLine1: '1200, rue Peel',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 1K9',
  countryCode: 'CA',
  phone: '5145550123',
};

let buyers = 0;
/** A buyer's e-mail of its own, so a test reads only its own mail. */
const newEmail = (name: string) => `${name}.${Date.now()}.${++buyers}@example.com`;

interface Purchase {
  readonly token: string;
  readonly email: string;
  readonly basketId: string;
  readonly placed: Call;
}

/**
 * A guest buys `qty` digital gift cards of a value (50 unless told) on a site: no shipping address (nothing ships), a
 * billing address with the buyer's e-mail, a card (4111... authorised, 4000000000003220 asks for 3-D Secure). Baskets
 * stay under the gift-with-purchase threshold (100.00), whose free socks would need a shipping address.
 */
async function buyGiftCards(
  options: {
    qty?: number;
    value?: number;
    giftOption?: { email: string; to: string; message: string };
    locale?: string;
    cardNumber?: string;
    name?: string;
  } = {},
): Promise<Purchase> {
  const token = (await guestToken(url)).accessToken;
  const email = newEmail(options.name ?? 'buyer');
  const q = options.locale === undefined ? '' : `?locale=${options.locale}`;
  const address = options.locale === 'fr-ca' ? { ...MONTREAL, email } : { ...GUEST_ADDRESS, email };
  const basketId = expectOk(await api(url, 'POST', `/cart/v1/cart${q}`, token, {}), 'cart').body.basketId as string;
  const line = {
    cartId: basketId,
    ...digitalGiftCard(options.value ?? 50),
    qty: options.qty ?? 1,
    ...(options.giftOption === undefined ? {} : { giftOption: options.giftOption }),
  };
  expectOk(await api(url, 'POST', `/cart/v1/item${q}`, token, { items: [line] }), 'add the gift card');
  expectOk(await api(url, 'POST', `/cart/v1/cart/${basketId}/billingAddress${q}`, token, address), 'billing address');
  const tokenised = expectOk(
    await api(url, 'POST', '/psp/v1/tokens', token, {
      number: options.cardNumber ?? '4111111111111111',
      expiryMonth: 12,
      expiryYear: 2031,
      cvc: '123',
      holderName: 'Ada',
    }),
    'card token',
  );
  expectOk(
    await api(url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments${q}`, token, { payment_method_id: 'CREDIT_CARD', token: tokenised.body.token }),
    'card',
  );
  const body = { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD' }, recaptcha_response: 'test' };
  const placed = expectOk(await api(url, 'PUT', `/cart/v2/checkout/order${q}`, token, body), 'place');
  return { token, email, basketId, placed };
}

/** A gift card e-mail as the outbox holds it, with the number and PIN it gives. */
interface GiftCardMail {
  readonly subject: string;
  readonly body: string;
  readonly number: string;
  readonly pin: string;
}

/** The gift card e-mails queued for an address, oldest first. */
async function giftCardMails(to: string): Promise<GiftCardMail[]> {
  const rows = await started
    .sqlClient()
    .query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbound_emails WHERE template = 'gift-card' AND to_address = $1 ORDER BY created_at`,
      [to],
    );
  return rows.map((row) => {
    const found = /(7777(?: [0-9]{4}){3})\n(?:PIN|NIP) ?: ([0-9]{4})/.exec(row.body);
    if (found?.[1] === undefined || found[2] === undefined) throw new Error(`no card number and PIN in: ${row.body}`);
    return { ...row, number: found[1].replaceAll(' ', ''), pin: found[2] };
  });
}

const balanceCheck = (token: string, giftCardNumber: string, pin: string) => api(url, 'POST', '/cart/v1/giftcard/balance', token, { giftCardNumber, pin });
const resend = (token: string, body: Record<string, unknown>) => api(url, 'POST', '/consumers-v3/consumer/resendGiftCardEmail', token, body);

describe('the digital gift card an order issues', () => {
  it('issues a card when the order is placed: its number and PIN by e-mail to the buyer, its balance usable at once, on a pair of shoes', async () => {
    const bought = await buyGiftCards();
    const orderNumber = bought.placed.body.orderNumber as string;
    expect(bought.placed.body).toMatchObject({ status: 'PLACED', items: [{ shippingMethod: 'digital', qty: 1 }], totals: { total: 50 } });
    const [mail, ...more] = await giftCardMails(bought.email);
    expect(more).toEqual([]);
    if (mail === undefined) throw new Error('no gift card e-mail was queued');
    expect(mail.subject).toBe('Your Stride gift card');
    expect(mail.body).toContain(`Here is the Stride gift card of your order ${orderNumber}.`);
    expect(mail.body).toContain('Amount: $50.00');
    // The PIN is in the e-mail only: the database keeps its hash.
    const [stored] = await started.sqlClient().query<{ pin_hash: string }>('SELECT pin_hash FROM gift_cards WHERE number = $1', [mail.number]);
    expect(stored?.pin_hash).toMatch(/^scrypt\$/);
    expect(stored?.pin_hash).not.toContain(mail.pin);

    const balance = expectOk(await balanceCheck(bought.token, mail.number, mail.pin), 'balance');
    expect(balance.body).toEqual({ balance: 50, currency: 'USD', expiryDate: null, status: 'ACTIVE' });
    const order = expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, bought.token), 'the order');
    expect(order.body.giftCards).toEqual([{ maskedNumber: `************${mail.number.slice(-4)}`, amount: 50, currency: 'USD' }]);

    const shoes = await readyBasket(url, bought.token, nextShoe());
    expectOk(
      await api(url, 'POST', `/cart/v1/cart/${shoes}/paymentInstruments`, bought.token, {
        payment_method_id: 'GIFT_CARD',
        giftCardNumber: mail.number,
        pin: mail.pin,
      }),
      'the issued card on the shoes',
    );
    await payWithCard(url, bought.token, shoes, '4111111111111111');
    expectOk(await placeOrder(url, bought.token, shoes), 'the shoes');
    expect(await giftCardBalance(started.sqlClient(), mail.number)).toBe(0);
    // Its card spent, the order cannot be refunded whole any more.
    const cancel = await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', bought.token, { orderNumber });
    expect([cancel.status, cancel.body.errorDetails]).toEqual([
      400,
      [{ errorId: 'ORD_NOT_CANCELLABLE', message: 'A gift card of this order has been used, so the order can no longer be refunded.' }],
    ]);
  });

  it('suspends the cards of a cancelled order: the balance check says so, they pay for nothing, and there is nothing to resend', async () => {
    const bought = await buyGiftCards();
    const orderNumber = bought.placed.body.orderNumber as string;
    const [mail] = await giftCardMails(bought.email);
    if (mail === undefined) throw new Error('no gift card e-mail was queued');
    expect(expectOk(await api(url, 'POST', '/consumers-v3/consumer/CancelOrder', bought.token, { orderNumber }), 'cancel').body.status).toBe('CANCELLED');
    expect(expectOk(await balanceCheck(bought.token, mail.number, mail.pin), 'balance').body).toMatchObject({ balance: 50, status: 'SUSPENDED' });
    const shoes = await readyBasket(url, bought.token, nextShoe());
    const pay = await api(url, 'POST', `/cart/v1/cart/${shoes}/paymentInstruments`, bought.token, {
      payment_method_id: 'GIFT_CARD',
      giftCardNumber: mail.number,
      pin: mail.pin,
    });
    expect(errorId(pay)).toBe('GFC725');
    const refused = await resend(bought.token, { orderNumber });
    expect([refused.status, errorId(refused)]).toEqual([403, 'GFC725']);
    expect(await giftCardMails(bought.email)).toHaveLength(1);
  });

  it('issues nothing more when the order is placed again, and nothing while 3-D Secure is pending', async () => {
    const bought = await buyGiftCards({ qty: 2, value: 25 });
    const again = expectOk(await placeOrder(url, bought.token, bought.basketId), 'place again');
    expect(again.body.orderNumber).toBe(bought.placed.body.orderNumber);
    expect(await giftCardMails(bought.email)).toHaveLength(2);
    const [issued] = await started
      .sqlClient()
      .query<{ n: number }>('SELECT count(*)::int AS n FROM order_gift_cards WHERE order_number = $1', [bought.placed.body.orderNumber]);
    expect(issued?.n).toBe(2);

    const challenged = await buyGiftCards({ cardNumber: '4000000000003220' });
    expect(challenged.placed.body.status).toBe('PENDING_PAYMENT');
    expect(await giftCardMails(challenged.email)).toEqual([]);
    const [flash] = challenged.placed.body.flash as { details: { challengeUrl: string; paymentInstrumentId: string } }[];
    const passed = expectOk(await api(url, 'POST', flash?.details.challengeUrl ?? '', undefined, { result: 'passed' }), 'challenge');
    const patch = {
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: { paymentInstrumentId: flash?.details.paymentInstrumentId, threeDS2Result: passed.body.threeDS2Result },
      },
    };
    const path = `/cart/v2/checkout/order/${challenged.placed.body.orderNumber}`;
    expect(expectOk(await api(url, 'PATCH', path, challenged.token, patch), 'patch').body.status).toBe('PLACED');
    expect(expectOk(await api(url, 'PATCH', path, challenged.token, patch), 'patch again').body.status).toBe('PLACED');
    expect(await giftCardMails(challenged.email)).toHaveLength(1);
  });

  it('sends a gift to its recipient, in French on the French site, signed with the buyer’s name and message, one e-mail a card', async () => {
    const recipient = newEmail('sam');
    const bought = await buyGiftCards({ qty: 2, value: 25, locale: 'fr-ca', giftOption: { email: recipient, to: 'Sam', message: 'Bonne fête !' } });
    expect(await giftCardMails(bought.email)).toEqual([]);
    const mails = await giftCardMails(recipient);
    expect(mails.map((m) => m.subject)).toEqual(['Une carte-cadeau Stride pour Sam', 'Une carte-cadeau Stride pour Sam']);
    expect(mails[0]?.body).toContain('Bonjour Sam, Gabrielle Roy vous offre une carte-cadeau Stride.\nSon message : « Bonne fête ! »');
    expect(mails[0]?.body).toContain('Montant : 25,00\u00a0CAD');
    expect(new Set(mails.map((m) => m.number)).size).toBe(2);
    for (const mail of mails)
      expect(expectOk(await balanceCheck(bought.token, mail.number, mail.pin), 'balance').body).toMatchObject({ balance: 25, currency: 'CAD' });
  });
});

describe('POST /consumers-v3/consumer/resendGiftCardEmail', () => {
  it('queues the e-mail again with a new PIN: the new one works, the old one no longer does; one card when one is named', async () => {
    const bought = await buyGiftCards({ qty: 2, value: 25 });
    const orderNumber = bought.placed.body.orderNumber as string;
    const first = await giftCardMails(bought.email);
    const again = expectOk(await resend(bought.token, { orderNumber }), 'resend');
    const masked = (numbers: string[]) => numbers.map((n) => ({ maskedNumber: `************${n.slice(-4)}`, amount: 25, currency: 'USD' }));
    expect(again.body.orderNumber).toBe(orderNumber);
    expect(again.body.giftCards).toEqual(expect.arrayContaining(masked(first.map((m) => m.number))));
    expect(again.body.giftCards).toHaveLength(2);
    const after = await giftCardMails(bought.email);
    expect(after).toHaveLength(4);
    const resent = after.slice(2);
    expect(resent.map((m) => m.number).sort()).toEqual(first.map((m) => m.number).sort());
    expect(resent[0]?.body).toContain('the PIN of the earlier e-mail no longer works');
    for (const mail of resent) {
      expect(expectOk(await balanceCheck(bought.token, mail.number, mail.pin), 'new PIN').body).toMatchObject({ balance: 25 });
      const before = first.find((m) => m.number === mail.number);
      // One new PIN in 10,000 is the old one again.
      if (before !== undefined && before.pin !== mail.pin) expect(errorId(await balanceCheck(bought.token, before.number, before.pin))).toBe('GFC800');
    }

    const [one] = resent;
    const named = expectOk(await resend(bought.token, { orderNumber, giftCardNumber: one?.number.replace(/(.{4})(?=.)/g, '$1 ') }), 'resend one');
    expect(named.body.giftCards).toEqual(masked([one?.number ?? '']));
    const last = await giftCardMails(bought.email);
    expect(last).toHaveLength(5);
    expect(last[4]?.number).toBe(one?.number);
    const notOnTheOrder = await resend(bought.token, { orderNumber, giftCardNumber: '7777000000000001' });
    expect([notOnTheOrder.status, errorId(notOnTheOrder)]).toEqual([409, 'GFO404']);
  });

  it("answers another consumer's order exactly like a missing one, and queues nothing", async () => {
    const bought = await buyGiftCards();
    const stranger = (await guestToken(url)).accessToken;
    const theirs = await resend(stranger, { orderNumber: bought.placed.body.orderNumber });
    const missing = await resend(stranger, { orderNumber: 'ST0000000000' });
    const shape = (call: Call) => [call.status, call.body.errorDetails];
    expect(shape(theirs)).toEqual(shape(missing));
    expect(shape(theirs)).toEqual([404, [{ errorId: 'OHS4004', message: 'We could not find this order.' }]]);
    expect(await giftCardMails(bought.email)).toHaveLength(1);
    expect((await resend(stranger, { orderNumber: 'not an order number at all, far too long' })).status).toBe(400);
  });

  it('refuses an order without a gift card with GFO404', async () => {
    const token = (await guestToken(url)).accessToken;
    const basketId = await readyBasket(url, token, nextShoe());
    await payWithCard(url, token, basketId, '4111111111111111');
    const orderNumber = expectOk(await placeOrder(url, token, basketId), 'shoes').body.orderNumber as string;
    const refused = await resend(token, { orderNumber });
    expect([refused.status, refused.body.errorDetails]).toEqual([409, [{ errorId: 'GFO404', message: 'This order has no gift card to send.' }]]);
    expect(expectOk(await api(url, 'GET', `/consumers-v3/consumer/purchase/${orderNumber}`, token), 'order').body.giftCards).toEqual([]);
  });

  it('sends at most 5 times an hour per order: then 429 API429 with Retry-After, and nothing queued', async () => {
    const bought = await buyGiftCards();
    const orderNumber = bought.placed.body.orderNumber as string;
    for (let i = 0; i < 5; i++) expectOk(await resend(bought.token, { orderNumber }), `resend ${i + 1}`);
    const res = await fetch(new URL('/consumers-v3/consumer/resendGiftCardEmail', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bought.token}` },
      body: JSON.stringify({ orderNumber }),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('API429');
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await giftCardMails(bought.email)).toHaveLength(6);
  });
});
