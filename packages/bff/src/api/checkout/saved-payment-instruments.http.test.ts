import { randomBytes } from 'node:crypto';
import { codeChallengeS256, createCodeVerifier } from '@stride/domain/auth';
import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { api, card, errorId, expectOk, placeOrder, readyBasket, shoePicker, type Call } from './checkout-http.fixture.js';

// Account section 7: GET, POST /consumers-v3/consumer/payment_instruments and PATCH, DELETE .../{paymentInstrumentId};
// section 3's saved card result (card.paymentInstrumentId); section 8's card-exists id (PYT300); commerce section 4's
// one main card, and buying with a saved card through the basket's instruments.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();
const INSTRUMENTS = '/consumers-v3/consumer/payment_instruments';

let accounts = 0;
/** A new registered shopper with nothing saved. */
async function newShopper(): Promise<string> {
  const email = `wallet-${Date.now()}-${(accounts += 1)}@example.com`;
  expectOk(
    await api(store.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Rae', lastName: 'Moss', email, password: 'Good-pass-1' }),
    'sign up',
  );
  return (await signIn(store.url, email, 'Good-pass-1')).accessToken;
}

/** A provider token the shopper makes for a test card (expiry varies so two tokens can be different cards). */
async function tokenFor(token: string, number = '4111111111111111', expiryYear = 2031): Promise<string> {
  return expectOk(await api(store.url, 'POST', '/psp/v1/tokens', token, { ...card(number), expiryYear }), 'tokenise').body.token as string;
}

const saveCard = (token: string, cardToken: string, extra: Record<string, unknown> = {}) =>
  api(store.url, 'POST', INSTRUMENTS, token, { payment_method_id: 'CREDIT_CARD', token: cardToken, recaptcha_response: 'ok', ...extra });
const list = async (token: string) => expectOk(await api(store.url, 'GET', INSTRUMENTS, token), 'list').body.payment_instruments as LooseJson[];
const cards = async (token: string) => (await list(token)).filter((i) => i.payment_method_id === 'CREDIT_CARD');
const mainOf = async (token: string) => (await cards(token)).filter((i) => i.card.isMain).map((i) => i.paymentInstrumentId);
const refusal = (call: Call) => [call.status, errorId(call), call.body.errorDetails?.[0]?.message];
const savedRows = async (consumerToken: string) => (await cards(consumerToken)).length;

describe('saving a card', () => {
  it("saves the shopper's own provider token: card.paymentInstrumentId, the first card is main, only brand, last four, expiry and holder kept, no-store", async () => {
    const shopper = await newShopper();
    const cardToken = await tokenFor(shopper);
    const saved = await saveCard(shopper, cardToken);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ card: { paymentInstrumentId: cardToken } });
    const res = await fetch(new URL(INSTRUMENTS, store.url), { headers: { authorization: `Bearer ${shopper}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const listed = ((await res.json()) as LooseJson).payment_instruments as LooseJson[];
    expect(listed).toEqual([
      {
        paymentInstrumentId: cardToken,
        payment_method_id: 'CREDIT_CARD',
        card: { brand: expect.any(String), last4: '1111', expiryMonth: 12, expiryYear: 2031, holderName: 'Ada Lovelace', isMain: true },
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('4111111111111111');
    const [row] = await store.started.sqlClient().query<LooseJson>('SELECT * FROM card_tokens WHERE token = $1', [cardToken]);
    expect(Object.values(row ?? {}).map(String)).not.toContain('4111111111111111');
  });

  it('keeps one main card: a card saved with isMain takes the flag, PATCH isMain moves it back, deleting the main hands it to the oldest left', async () => {
    const shopper = await newShopper();
    const [first, second, third] = [
      await tokenFor(shopper, '4111111111111111', 2031),
      await tokenFor(shopper, '4111111111111111', 2032),
      await tokenFor(shopper, '4000000000003220'),
    ];
    expectOk(await saveCard(shopper, first), 'first');
    expectOk(await saveCard(shopper, second), 'second');
    expect(await mainOf(shopper)).toEqual([first]);
    expectOk(await saveCard(shopper, third, { isMain: true }), 'third as main');
    expect(await mainOf(shopper)).toEqual([third]);
    const marked = expectOk(await api(store.url, 'PATCH', `${INSTRUMENTS}/${first}`, shopper, { isMain: true }), 'mark first');
    expect(marked.body.payment_instruments.filter((i: LooseJson) => i.card?.isMain).map((i: LooseJson) => i.paymentInstrumentId)).toEqual([first]);
    const removed = expectOk(await api(store.url, 'DELETE', `${INSTRUMENTS}/${first}`, shopper), 'delete main');
    expect(removed.body.payment_instruments.map((i: LooseJson) => [i.paymentInstrumentId, i.card.isMain])).toEqual([
      [second, true],
      [third, false],
    ]);
    const unmarked = expectOk(await api(store.url, 'PATCH', `${INSTRUMENTS}/${second}`, shopper, { isMain: false }), 'unmark');
    expect(unmarked.body.payment_instruments.some((i: LooseJson) => i.card.isMain)).toBe(false);
  });

  it('changes a renewed expiry and the holder, and refuses a past expiry (FE309) without changing anything', async () => {
    const shopper = await newShopper();
    const cardToken = await tokenFor(shopper);
    expectOk(await saveCard(shopper, cardToken), 'save');
    const renewed = expectOk(
      await api(store.url, 'PATCH', `${INSTRUMENTS}/${cardToken}`, shopper, { expiryMonth: 3, expiryYear: 2033, holderName: 'A. Lovelace' }),
      'renew',
    );
    expect(renewed.body.payment_instruments[0].card).toMatchObject({ expiryMonth: 3, expiryYear: 2033, holderName: 'A. Lovelace', isMain: true });
    const past = await api(store.url, 'PATCH', `${INSTRUMENTS}/${cardToken}`, shopper, { expiryMonth: 1, expiryYear: 2020 });
    expect([past.status, errorId(past)]).toEqual([400, 'FE309']);
    expect((await cards(shopper))[0]?.card).toMatchObject({ expiryMonth: 3, expiryYear: 2033 });
  });

  it('answers the same card saved twice with PYT300 and the server message, keeping one', async () => {
    const shopper = await newShopper();
    const cardToken = await tokenFor(shopper);
    expectOk(await saveCard(shopper, cardToken), 'save');
    const again = await saveCard(shopper, cardToken);
    const sameCardNewToken = await saveCard(shopper, await tokenFor(shopper));
    expect(refusal(again)).toEqual([409, 'PYT300', 'This card is already saved.']);
    expect(refusal(sameCardNewToken)).toEqual(refusal(again));
    expect(await savedRows(shopper)).toBe(1);
  });

  it("answers another consumer's token or saved card exactly like a missing one (PYT404) on POST, PATCH and DELETE, and changes nothing", async () => {
    const [owner, other] = [await newShopper(), await newShopper()];
    const ownersCard = await tokenFor(owner);
    expectOk(await saveCard(owner, ownersCard), 'owner saves');
    const missing = 'tok_never_issued_by_anyone';
    expect(refusal(await saveCard(other, ownersCard))).toEqual(refusal(await saveCard(other, missing)));
    expect(refusal(await saveCard(other, ownersCard)).slice(0, 2)).toEqual([404, 'PYT404']);
    for (const [method, body] of [
      ['PATCH', { isMain: true }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await api(store.url, method, `${INSTRUMENTS}/${ownersCard}`, other, body);
      const unknown = await api(store.url, method, `${INSTRUMENTS}/${missing}`, other, body);
      expect(refusal(foreign)).toEqual(refusal(unknown));
      expect(refusal(foreign).slice(0, 2)).toEqual([404, 'PYT404']);
    }
    expect(await mainOf(owner)).toEqual([ownersCard]);
    expect(await savedRows(other)).toBe(0);
  });

  it('answers bad bodies with ATTR300 and a readable message, a guest with PRO404, and stores nothing', async () => {
    const shopper = await newShopper();
    const cardToken = await tokenFor(shopper);
    const bad = [
      { payment_method_id: 'CREDIT_CARD' },
      { payment_method_id: 'CREDIT_CARD', token: 'short' },
      { payment_method_id: 'CREDIT_CARD', token: cardToken, number: '4111111111111111' },
      { payment_method_id: 'PAYPAL', token: cardToken },
      { payment_method_id: 'CREDIT_CARD', token: cardToken, recaptcha_response: 'x'.repeat(4001) },
      { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001' },
    ];
    for (const body of bad) {
      const refused = await api(store.url, 'POST', INSTRUMENTS, shopper, body);
      expect([refused.status, errorId(refused)], JSON.stringify(body)).toEqual([400, 'ATTR300']);
      expect(refused.body.errorDetails[0].message).toMatch(/^Invalid request: /);
    }
    for (const body of [{}, { isMain: 'yes' }, { expiryMonth: 13, expiryYear: 2031 }, { expiryMonth: 3 }, { holderName: '' }]) {
      const refused = await api(store.url, 'PATCH', `${INSTRUMENTS}/${cardToken}`, shopper, body);
      expect([refused.status, errorId(refused)], JSON.stringify(body)).toEqual([400, 'ATTR300']);
    }
    expect(await list(shopper)).toEqual([]);
    const guest = (await guestToken(store.url)).accessToken;
    const guestSave = await saveCard(guest, await tokenFor(guest));
    expect([guestSave.status, errorId(guestSave)]).toEqual([404, 'PRO404']);
    const anonymous = await api(store.url, 'GET', INSTRUMENTS, undefined);
    expect([anonymous.status, errorId(anonymous)]).toEqual([401, 'AUT432']);
  });
});

describe('saving a gift card', () => {
  it('checks the number with its PIN, keeps it masked with its balance, answers PYT300 the second time; a wrong PIN (GFC800) stores nothing', async () => {
    const shopper = await newShopper();
    const wrong = await api(store.url, 'POST', INSTRUMENTS, shopper, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '9999' });
    expect([wrong.status, errorId(wrong)]).toEqual([400, 'GFC800']);
    expect(await list(shopper)).toEqual([]);
    const saved = await api(store.url, 'POST', INSTRUMENTS, shopper, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777000000000001', pin: '1234' });
    expect(saved.status).toBe(201);
    const id = saved.body.giftCard.paymentInstrumentId as string;
    expect(id).toMatch(/^sgc_/);
    const listed = await list(shopper);
    expect(listed).toEqual([
      {
        paymentInstrumentId: id,
        payment_method_id: 'GIFT_CARD',
        giftCard: { maskedNumber: '************0001', balance: expect.any(Number), currency: 'USD', expiryDate: null },
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('7777000000000001');
    const twice = await api(store.url, 'POST', INSTRUMENTS, shopper, { payment_method_id: 'GIFT_CARD', giftCardNumber: '7777 0000 0000 0001', pin: '1234' });
    expect([twice.status, errorId(twice)]).toEqual([409, 'PYT300']);
    const other = await newShopper();
    const foreign = await api(store.url, 'DELETE', `${INSTRUMENTS}/${id}`, other);
    expect(refusal(foreign)).toEqual(refusal(await api(store.url, 'DELETE', `${INSTRUMENTS}/sgc_never_saved_by_anyone_0000`, other)));
    expect(expectOk(await api(store.url, 'DELETE', `${INSTRUMENTS}/${id}`, shopper), 'delete').body.payment_instruments).toEqual([]);
  });
});

describe('buying with a saved card', () => {
  it("charges the saved card's provider token through the basket, and 3-D Secure still applies when the provider asks", async () => {
    const shopper = await newShopper();
    const plain = await tokenFor(shopper);
    expectOk(await saveCard(shopper, plain), 'save');
    const basketId = await readyBasket(store.url, shopper, nextShoe());
    const [main] = await mainOf(shopper);
    const withCard = expectOk(
      await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, shopper, { payment_method_id: 'CREDIT_CARD', token: main }),
      'saved card on the basket',
    );
    expect(withCard.body.totals.remainingToPay).toBe(0);
    const placed = expectOk(await placeOrder(store.url, shopper, basketId), 'place');
    expect(placed.body.status).not.toBe('PENDING_PAYMENT');
    const [payment] = await store.started
      .sqlClient()
      .query<{ card_token: string }>('SELECT card_token FROM order_payments WHERE order_number = $1', [placed.body.orderNumber]);
    expect(payment?.card_token).toBe(plain);

    const challenging = await tokenFor(shopper, '4000000000003220');
    expectOk(await saveCard(shopper, challenging, { isMain: true }), 'save challenge card');
    const secondBasket = await readyBasket(store.url, shopper, nextShoe());
    expectOk(
      await api(store.url, 'POST', `/cart/v1/cart/${secondBasket}/paymentInstruments`, shopper, { payment_method_id: 'CREDIT_CARD', token: challenging }),
      'challenge card',
    );
    const pending = expectOk(await placeOrder(store.url, shopper, secondBasket), 'place');
    expect(JSON.stringify(pending.body)).toContain('PaymentNotAuthorized');
  });
});

describe('the captcha on saving a card', () => {
  it('answers AUT403 to a failed recaptcha_response when the captcha is on, and saves nothing', async () => {
    const started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_RECAPTCHA: 'true' });
    try {
      const url = started.server.url;
      const email = `wallet-captcha-${Date.now()}@example.com`;
      expectOk(
        await api(url, 'POST', '/consumers-v3/auth/signup', undefined, {
          firstName: 'Rae',
          lastName: 'Moss',
          email,
          password: 'Good-pass-1',
          recaptcha_response: 'ok',
        }),
        'sign up',
      );
      const codeVerifier = createCodeVerifier(new Uint8Array(randomBytes(32)));
      const signedIn = await api(url, 'POST', '/consumers-v3/auth/signin', undefined, {
        type: 'Registered',
        username: email,
        password: 'Good-pass-1',
        codeChallenge: await codeChallengeS256(codeVerifier),
        recaptcha_response: 'ok',
      });
      const authorizationCode = expectOk(signedIn, 'sign in').body.authorizationCode as string;
      const grant = expectOk(await api(url, 'POST', '/token/v2/auth/token', undefined, { type: 'Registered', authorizationCode, codeVerifier }), 'token');
      const shopper = grant.body.accessToken as string;
      const cardToken = expectOk(await api(url, 'POST', '/psp/v1/tokens', shopper, card('4111111111111111')), 'tokenise').body.token as string;
      const failed = await api(url, 'POST', INSTRUMENTS, shopper, { payment_method_id: 'CREDIT_CARD', token: cardToken, recaptcha_response: 'fail' });
      expect([failed.status, errorId(failed)]).toEqual([403, 'AUT403']);
      expect(expectOk(await api(url, 'GET', INSTRUMENTS, shopper), 'list').body.payment_instruments).toEqual([]);
      expect((await api(url, 'POST', INSTRUMENTS, shopper, { payment_method_id: 'CREDIT_CARD', token: cardToken, recaptcha_response: 'ok' })).status).toBe(201);
    } finally {
      await started.server.close();
    }
  }, 120_000);
});
