import { describe, expect, it } from 'vitest';
import type { DemoVariant } from '../../testing/demo-variants.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';
import { api, errorId, expectOk, onlineStock, shoePicker, type Call } from './checkout-http.fixture.js';

// The express wallet calls of account section 7, as the product page's wallet sheet makes them: a payment session,
// the sandbox wallet's sheet and its payment data, the add with maxQty 1, the express shipping address context with the
// wallet contact checks of section 5 (errors of section 8), the wallet's payment instrument and place order.

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const nextShoe = shoePicker();

type Wallet = 'DW_APPLE_PAY' | 'PAYPAL';
const CONTEXT: Record<Wallet, string> = { DW_APPLE_PAY: 'APPLE_PAY_EXPRESS', PAYPAL: 'PAYPAL_EXPRESS' };

/** The wallet's contact as the cart's address fields (what the sheet sends). */
function addressOf(contact: Record<string, unknown>) {
  const lines = contact.addressLines as string[];
  return {
    firstName: contact.givenName,
    lastName: contact.familyName,
    addressLine1: lines[0],
    city: contact.locality,
    province: contact.administrativeArea,
    postalCode: contact.postalCode,
    countryCode: contact.countryCode,
    phone: contact.phoneNumber,
    email: contact.emailAddress,
  };
}

/** A payment session of the wallet for the token's consumer, and its sheet. */
async function openWallet(token: string, wallet: Wallet): Promise<{ sessionId: string; sheet: Call }> {
  const session = expectOk(
    await api(store.url, 'GET', `/cart/v1/paymentSession?paymentMethodId=${wallet}&referer=%2Fen-us%2Fp%2Fshoe&locale=en-US`, token),
    'session',
  );
  const sessionId = session.body.sessionId as string;
  return { sessionId, sheet: expectOk(await api(store.url, 'GET', `/psp/v1/wallet/${sessionId}`, token), 'sheet') };
}

const contactOf = (sheet: Call, id: string) => addressOf((sheet.body.contacts as { id: string }[]).find((c) => c.id === id) as Record<string, unknown>);

/** A new basket holding one of the shoe, added as the express wallet adds it (maxQty 1). */
async function walletBasket(token: string, shoe: DemoVariant): Promise<string> {
  const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart', token, {}), 'cart').body.basketId as string;
  expectOk(
    await api(store.url, 'POST', '/cart/v1/item', token, { items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1, maxQty: 1 }] }),
    'add',
  );
  return basketId;
}

/** The express steps after the add: shipping address (wallet context), the first method, billing. */
async function shipWith(token: string, basketId: string, address: object, wallet: Wallet): Promise<void> {
  expectOk(await api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { ...address, context: CONTEXT[wallet] }), 'shipping address');
  const methods = expectOk(await api(store.url, 'GET', `/cart/v1/cart/${basketId}/shippingMethod/me`, token), 'methods');
  const code = (methods.body.applicableShippingMethods as { code: string }[])[0]?.code ?? 'standard';
  expectOk(await api(store.url, 'POST', '/cart/v1/shippingMethod', token, { cartId: basketId, shippingId: 'me', code, shopperAppliedSM: true }), 'method');
  expectOk(await api(store.url, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, token, address), 'billing');
}

const pay = (token: string, sessionId: string, cardId: string) => api(store.url, 'POST', `/psp/v1/wallet/${sessionId}/payments`, token, { cardId });
const instrument = (token: string, basketId: string, wallet: Wallet, paymentData: string) =>
  api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: wallet, additionalDetails: { paymentData } });
const place = (token: string, basketId: string, wallet: Wallet, sessionID: string, address: object) =>
  api(store.url, 'PUT', '/cart/v2/checkout/order', token, {
    cartId: basketId,
    billingAddress: address,
    paymentMethod: { code: wallet, additionalData: { sessionID } },
    recaptcha_response: 'test',
  });

describe('the wallet payment session and the sandbox wallet sheet', () => {
  it('opens a session per wallet (provider, meta with environment, client key and brands, locale, success), whose sheet only its consumer sees', async () => {
    const [shopper, other] = [await guestToken(store.url), await guestToken(store.url)];
    const apple = await openWallet(shopper.accessToken, 'DW_APPLE_PAY');
    const paypal = await openWallet(shopper.accessToken, 'PAYPAL');
    const session = await api(store.url, 'GET', '/cart/v1/paymentSession?paymentMethodId=PAYPAL&locale=fr-CA', shopper.accessToken);
    expect(session.body).toMatchObject({ provider: 'stride-sandbox', meta: { environment: 'test', brands: ['paypal'] }, locale: 'fr-CA', success: true });
    expect(session.body.meta.clientKey).toMatch(/^test_/);
    expect(apple.sheet.body.paymentMethodId).toBe('DW_APPLE_PAY');
    expect(paypal.sheet.body.cards.map((c: { brand: string }) => c.brand)).toEqual(['PAYPAL', 'PAYPAL']);
    expect(apple.sheet.body.contacts.map((c: { id: string }) => c.id)).toContain('home-us');

    const foreign = await api(store.url, 'GET', `/psp/v1/wallet/${apple.sessionId}`, other.accessToken);
    const unknown = await api(store.url, 'GET', `/psp/v1/wallet/ses_${'x'.repeat(24)}`, other.accessToken);
    const foreignPay = await pay(other.accessToken, apple.sessionId, 'visa-1111');
    expect([foreign.status, errorId(foreign), foreign.body.errorDetails[0].message]).toEqual([unknown.status, 'PYT404', unknown.body.errorDetails[0].message]);
    expect([foreignPay.status, errorId(foreignPay)]).toEqual([404, 'PYT404']);
    expect((await pay(shopper.accessToken, apple.sessionId, 'paypal-balance')).status).toBe(404);
    const own = await fetch(new URL(`/psp/v1/wallet/${apple.sessionId}`, store.url), { headers: { authorization: `Bearer ${shopper.accessToken}` } });
    expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });
});

describe('an express wallet purchase through the cart calls', () => {
  for (const wallet of ['DW_APPLE_PAY', 'PAYPAL'] as const) {
    it(`${wallet}: adds the shoe with maxQty 1, ships to the wallet's contact, pays with its payment data and places the order`, async () => {
      const guest = await guestToken(store.url);
      const shoe = nextShoe();
      const stockBefore = await onlineStock(store.started.sqlClient(), shoe.variantId);
      const { sessionId, sheet } = await openWallet(guest.accessToken, wallet);
      const basketId = await walletBasket(guest.accessToken, shoe);
      const again = await api(store.url, 'POST', '/cart/v1/item', guest.accessToken, {
        items: [{ cartId: basketId, productId: shoe.productId, upc: shoe.upc, qty: 1, maxQty: 1 }],
      });
      expect([again.status, errorId(again)]).toEqual([409, 'INV408']);

      const address = contactOf(sheet, 'home-us');
      await shipWith(guest.accessToken, basketId, address, wallet);
      const paid = expectOk(await pay(guest.accessToken, sessionId, sheet.body.cards[0].id), 'pay in the sheet');
      const cart = expectOk(await instrument(guest.accessToken, basketId, wallet, paid.body.paymentData), 'instrument');
      expect(cart.body.payment_instruments).toEqual([
        expect.objectContaining({ payment_method_id: wallet, paymentRequestId: sessionId, paymentId: paid.body.paymentId, payerId: paid.body.payerId }),
      ]);
      expect(cart.body.totals.remainingToPay).toBe(0);

      const order = expectOk(await place(guest.accessToken, basketId, wallet, sessionId, address), 'place order');
      expect(order.body.status).toBe('PLACED');
      expect(order.body.paymentMethod.map((p: { code: string }) => p.code)).toEqual([wallet]);
      // One of the shoe (a free gift it qualifies for may ride along as a bonus line).
      expect(order.body.items.filter((i: { bonus: boolean }) => !i.bonus).map((i: { variantId: string; qty: number }) => [i.variantId, i.qty])).toEqual([
        [shoe.variantId, 1],
      ]);
      expect(await onlineStock(store.started.sqlClient(), shoe.variantId)).toBe(stockBefore - 1);
      const [psp] = await store.started.sqlClient().query<{ status: string }>('SELECT status FROM psp_payments WHERE card_token = $1', [paid.body.paymentData]);
      expect(psp?.status).toBe('CAPTURED');
    });
  }

  it('declines a payment with the wallet’s declined test card (PAY400): no order, nothing taken', async () => {
    const guest = await guestToken(store.url);
    const shoe = nextShoe();
    const stockBefore = await onlineStock(store.started.sqlClient(), shoe.variantId);
    const { sessionId, sheet } = await openWallet(guest.accessToken, 'DW_APPLE_PAY');
    const basketId = await walletBasket(guest.accessToken, shoe);
    const address = contactOf(sheet, 'home-us');
    await shipWith(guest.accessToken, basketId, address, 'DW_APPLE_PAY');
    const paid = expectOk(await pay(guest.accessToken, sessionId, 'mastercard-0002'), 'pay');
    expectOk(await instrument(guest.accessToken, basketId, 'DW_APPLE_PAY', paid.body.paymentData), 'instrument');
    const refused = await place(guest.accessToken, basketId, 'DW_APPLE_PAY', sessionId, address);
    expect([refused.status, errorId(refused)]).toEqual([402, 'PAY400']);
    expect(await onlineStock(store.started.sqlClient(), shoe.variantId)).toBe(stockBefore);
    expect(
      await store.started.sqlClient().query("SELECT 1 FROM orders WHERE basket_id = $1 AND status <> 'PAYMENT_FAILED' AND status <> 'CANCELLED'", [basketId]),
    ).toEqual([]);
  });
});

describe('a wallet payment instrument', () => {
  it("refuses payment data of another consumer, of the other wallet, a card's token, one already paid with, or one never issued, all as PYT404", async () => {
    const [shopper, other] = [await guestToken(store.url), await guestToken(store.url)];
    const { sessionId, sheet } = await openWallet(shopper.accessToken, 'DW_APPLE_PAY');
    const paid = expectOk(await pay(shopper.accessToken, sessionId, 'visa-1111'), 'pay');
    const theirBasket = await walletBasket(other.accessToken, nextShoe());
    const basketId = await walletBasket(shopper.accessToken, nextShoe());
    const card = expectOk(
      await api(store.url, 'POST', '/psp/v1/tokens', shopper.accessToken, {
        number: '4111111111111111',
        expiryMonth: 12,
        expiryYear: 2031,
        cvc: '123',
        holderName: 'Ada',
      }),
      'card token',
    );
    const refusals = [
      await instrument(other.accessToken, theirBasket, 'DW_APPLE_PAY', paid.body.paymentData),
      await instrument(shopper.accessToken, basketId, 'PAYPAL', paid.body.paymentData),
      await instrument(shopper.accessToken, basketId, 'DW_APPLE_PAY', card.body.token),
      await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, shopper.accessToken, {
        payment_method_id: 'CREDIT_CARD',
        token: paid.body.paymentData,
      }),
      await instrument(shopper.accessToken, basketId, 'DW_APPLE_PAY', 'wpd_never_issued_by_the_sandbox'),
    ];
    expect(refusals.map((r) => [r.status, errorId(r)])).toEqual(refusals.map(() => [404, 'PYT404']));

    // Paid once, the payment data is spent: a second basket cannot use it.
    const address = contactOf(sheet, 'home-us');
    await shipWith(shopper.accessToken, basketId, address, 'DW_APPLE_PAY');
    expectOk(await instrument(shopper.accessToken, basketId, 'DW_APPLE_PAY', paid.body.paymentData), 'instrument');
    expectOk(await place(shopper.accessToken, basketId, 'DW_APPLE_PAY', sessionId, address), 'place');
    const second = await walletBasket(shopper.accessToken, nextShoe());
    const spent = await instrument(shopper.accessToken, second, 'DW_APPLE_PAY', paid.body.paymentData);
    expect([spent.status, errorId(spent)]).toEqual([404, 'PYT404']);
  });

  it('answers bad payment data (not a token) with 400 ATTR300 and stores nothing', async () => {
    const guest = await guestToken(store.url);
    const basketId = await walletBasket(guest.accessToken, nextShoe());
    for (const body of [{ payment_method_id: 'PAYPAL' }, { payment_method_id: 'DW_APPLE_PAY', additionalDetails: { paymentData: 'short' } }]) {
      const res = await api(store.url, 'POST', `/cart/v1/cart/${basketId}/paymentInstruments`, guest.accessToken, body);
      expect([res.status, errorId(res)]).toEqual([400, 'ATTR300']);
    }
    expect(await store.started.sqlClient().query('SELECT 1 FROM basket_payment_instruments WHERE basket_id = $1', [basketId])).toEqual([]);
  });
});

describe('the express shipping address context: the wallet contact checks (account sections 5 and 8)', () => {
  it('answers the country error, the city-length error, the failing field and, for an address no method serves, the shipping-method error', async () => {
    const guest = await guestToken(store.url);
    const { sheet } = await openWallet(guest.accessToken, 'DW_APPLE_PAY');
    const basketId = await walletBasket(guest.accessToken, nextShoe());
    const ship = (address: object, context = 'APPLE_PAY_EXPRESS') =>
      api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?locale=en-US`, guest.accessToken, { ...address, context });
    const home = contactOf(sheet, 'home-us');

    const answers = await Promise.all([
      ship(contactOf(sheet, 'home-ca')),
      ship(contactOf(sheet, 'long-city-us'), 'PAYPAL_EXPRESS'),
      ship(contactOf(sheet, 'bad-name-us')),
      ship(contactOf(sheet, 'po-box-us')),
      ship({ ...home, lastName: '  ' }),
    ]);
    expect(answers.map((a) => [a.status, errorId(a)])).toEqual([
      [400, 'WALLET_COUNTRY_MISMATCH'],
      [400, 'WALLET_CITY_TOO_LONG'],
      [400, 'WALLET_CONTACT_INVALID'],
      [409, 'SHP404'],
      [400, 'WALLET_CONTACT_INVALID'],
    ]);
    expect(answers[0]?.body.errorDetails[0].message).toBe("We can only ship to addresses in this store's country.");
    expect(answers[1]?.body.errorDetails[0].message).toBe('City must be 50 characters or fewer.');
    expect(answers[2]?.body.errorDetails[0].message).toBe('The givenName of this contact is not valid.');
    expect(answers[4]?.body.errorDetails[0].message).toBe('The familyName of this contact is not valid.');
    expect((await api(store.url, 'GET', `/cart/v1/cart/${basketId}`, guest.accessToken)).body.shippingAddress).toBeUndefined();

    // A wallet city of 40 characters passes the wallet's 50; the checkout form keeps its 30.
    const fortyCharacterCity = { ...home, city: 'Saint-Jean-Baptiste-de-Rouville Heights' };
    expect(fortyCharacterCity.city).toHaveLength(39);
    expect([(await ship(fortyCharacterCity, 'CHECKOUT')).status, errorId(await ship(fortyCharacterCity, 'CHECKOUT'))]).toEqual([400, 'CHK380']);
    const saved = expectOk(await ship(fortyCharacterCity), 'wallet address');
    expect(saved.body.shippingAddress).toMatchObject({ city: fortyCharacterCity.city, context: 'APPLE_PAY_EXPRESS' });
  });

  it('on the Canadian site a Canadian contact ships and a US one is the country error', async () => {
    const guest = await guestToken(store.url);
    const { sheet } = await openWallet(guest.accessToken, 'PAYPAL');
    const basketId = expectOk(await api(store.url, 'POST', '/cart/v1/cart?locale=en-CA', guest.accessToken, {}), 'cart').body.basketId as string;
    const ship = (address: object) =>
      api(store.url, 'POST', `/cart/v2/cart/${basketId}/shippingAddress?locale=en-CA`, guest.accessToken, { ...address, context: 'PAYPAL_EXPRESS' });
    const us = await ship(contactOf(sheet, 'home-us'));
    expect([us.status, errorId(us)]).toEqual([400, 'WALLET_COUNTRY_MISMATCH']);
    expectOk(await ship(contactOf(sheet, 'home-ca')), 'Canadian address');
  });
});
