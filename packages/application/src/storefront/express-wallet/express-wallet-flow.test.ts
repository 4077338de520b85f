import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../ports/api-failure.js';
import { answerFailure, cartAnswer, cartItem, orderAnswer } from '../checkout/checkout-api.fixture.js';
import type { WalletContactAnswer, WalletSheetAnswer } from '../../api-contract/express-wallet.contract.js';
import type { ExpressWalletApi } from './express-wallet-api.port.js';
import {
  cancelWalletSession,
  merchantValidation,
  paymentAuthorised,
  shippingContactSelected,
  type WalletFailure,
  type WalletSession,
} from './express-wallet-flow.js';

const HOME: WalletContactAnswer = {
  id: 'home-us',
  givenName: 'Ada',
  familyName: 'Lovelace',
  addressLines: ['512 Broadway'],
  locality: 'New York',
  administrativeArea: 'NY',
  postalCode: '10012',
  countryCode: 'US',
  phoneNumber: '2125550123',
  emailAddress: 'ada@example.com',
};
const SHEET: WalletSheetAnswer = {
  sessionId: 'ses_0123456789abcdefghij',
  paymentMethodId: 'DW_APPLE_PAY',
  contacts: [HOME],
  cards: [{ id: 'visa-1111', brand: 'VISA', last4: '1111', outcome: 'AUTHORISED' }],
};
const STANDARD = { code: 'standard', label: 'Standard', deliveryTime: '3-5 days', price: { amount: 0 }, type: 'STH' as const };

type Script = Partial<Record<keyof ExpressWalletApi, ApiFailure | unknown>>;

/** The wallet calls answered from a script (a failure answers as one), recording each call. */
function scriptedWalletApi(script: Script = {}): ExpressWalletApi & { calls: [string, ...unknown[]][] } {
  const calls: [string, ...unknown[]][] = [];
  const defaults: Record<keyof ExpressWalletApi, unknown> = {
    createCart: cartAnswer({ basketId: 'wallet-basket', items: [] }),
    addItems: cartAnswer({ basketId: 'wallet-basket', items: [cartItem({ id: 'line-1', maxQty: 1 })] }),
    removeItem: cartAnswer({ basketId: 'wallet-basket', items: [] }),
    paymentSession: {
      provider: 'stride-sandbox',
      meta: { environment: 'test', clientKey: 'k', brands: ['visa'] },
      locale: 'en-US',
      sessionId: SHEET.sessionId,
      success: true,
    },
    walletSheet: SHEET,
    payInSheet: { paymentData: 'wpd_0123456789abcdef', paymentId: 'wpay_1', payerId: 'payer_1' },
    setShippingAddress: cartAnswer(),
    shippingMethods: { shippingId: 'me', applicableShippingMethods: [STANDARD], code: 'standard' },
    setShippingMethod: cartAnswer(),
    setBillingAddress: cartAnswer(),
    prepareOrder: {},
    addWalletInstrument: cartAnswer(),
    placeOrder: orderAnswer(),
  };
  const answer =
    (name: keyof ExpressWalletApi) =>
    (...args: unknown[]): ResultAsync<never, ApiFailure> => {
      calls.push([name, ...args]);
      const scripted = name in script ? script[name] : defaults[name];
      const failed = typeof scripted === 'object' && scripted !== null && 'kind' in scripted;
      return (failed ? errAsync(scripted as ApiFailure) : okAsync(scripted)) as ResultAsync<never, ApiFailure>;
    };
  const api = Object.fromEntries(Object.keys(defaults).map((name) => [name, answer(name as keyof ExpressWalletApi)])) as unknown as ExpressWalletApi;
  return Object.assign(api, { calls });
}

const product = { productId: 'SR0045600', upc: '084931000018' };
const session = async (api: ExpressWalletApi): Promise<WalletSession> =>
  (await merchantValidation(api, { wallet: 'DW_APPLE_PAY', product, referer: '/en-us/p/x' }))._unsafeUnwrap();
const failureOf = async (result: ResultAsync<unknown, WalletFailure>) => (await result)._unsafeUnwrapErr();
const pay = (api: ExpressWalletApi, s: WalletSession, contact = HOME) =>
  paymentAuthorised(api, s, { contact, cardId: 'visa-1111', storeCountry: 'US', countryCodes: ['US', 'CA', 'GB'] });

describe('merchantValidation', () => {
  it("puts one unit (maxQty 1) in a basket of the wallet's own, then opens the payment session and its sheet", async () => {
    const api = scriptedWalletApi();
    const opened = await session(api);
    expect(opened).toMatchObject({ basketId: 'wallet-basket', line: { itemId: 'line-1', upc: product.upc }, sessionId: SHEET.sessionId });
    expect(api.calls).toEqual([
      ['createCart'],
      ['addItems', [{ cartId: 'wallet-basket', ...product, qty: 1, maxQty: 1 }]],
      ['paymentSession', 'DW_APPLE_PAY', '/en-us/p/x'],
      ['walletSheet', SHEET.sessionId],
    ]);
  });

  it('completes as the generic failure when the add or the session fails', async () => {
    expect(
      await failureOf(merchantValidation(scriptedWalletApi({ addItems: answerFailure(409, 'INV408') }), { wallet: 'PAYPAL', product, referer: '/' })),
    ).toEqual({
      kind: 'unknown',
    });
    expect(
      await failureOf(
        merchantValidation(scriptedWalletApi({ paymentSession: { kind: 'network', message: 'down' } }), { wallet: 'PAYPAL', product, referer: '/' }),
      ),
    ).toEqual({
      kind: 'unknown',
    });
  });
});

describe('shippingContactSelected', () => {
  it('ships to the contact with the express context and selects the first applicable method', async () => {
    const api = scriptedWalletApi();
    const choice = (await shippingContactSelected(api, await session(api), { contact: HOME, storeCountry: 'US' }))._unsafeUnwrap();
    expect(choice.code).toBe('standard');
    expect(api.calls.slice(4)).toEqual([
      ['setShippingAddress', 'wallet-basket', expect.objectContaining({ firstName: 'Ada', city: 'New York', countryCode: 'US' }), 'APPLE_PAY_EXPRESS'],
      ['shippingMethods', 'wallet-basket', 'me'],
      ['setShippingMethod', { cartId: 'wallet-basket', code: 'standard', shippingId: 'me', shopperAppliedSM: true }],
    ]);
  });

  it('refuses a contact outside the store country, a long city or a failing field before any call', async () => {
    const api = scriptedWalletApi();
    const s = await session(api);
    const select = (contact: WalletContactAnswer) => failureOf(shippingContactSelected(api, s, { contact, storeCountry: 'US' }));
    expect(await select({ ...HOME, countryCode: 'CA' })).toEqual({ kind: 'country' });
    expect(await select({ ...HOME, locality: 'C'.repeat(51) })).toEqual({ kind: 'cityLength' });
    expect(await select({ ...HOME, postalCode: ' ' })).toEqual({ kind: 'contact', field: 'postalCode' });
    expect(api.calls).toHaveLength(4);
  });

  it('answers the shipping-method error for an address the server cannot serve, and the list error for an empty list', async () => {
    const unserviceable = scriptedWalletApi({ setShippingAddress: answerFailure(409, 'SHP404') });
    expect(await failureOf(shippingContactSelected(unserviceable, await session(unserviceable), { contact: HOME, storeCountry: 'US' }))).toEqual({
      kind: 'unserviceable',
    });
    const empty = scriptedWalletApi({ shippingMethods: { shippingId: 'me', applicableShippingMethods: [] } });
    expect(await failureOf(shippingContactSelected(empty, await session(empty), { contact: HOME, storeCountry: 'US' }))).toEqual({ kind: 'methodList' });
    const country = scriptedWalletApi({ setShippingAddress: answerFailure(400, 'WALLET_COUNTRY_MISMATCH') });
    expect(await failureOf(shippingContactSelected(country, await session(country), { contact: HOME, storeCountry: 'US' }))).toEqual({ kind: 'country' });
  });
});

describe('paymentAuthorised', () => {
  it('pays in the sheet, adds the addresses and the wallet instrument, prepares and places the order with the wallet and session', async () => {
    const api = scriptedWalletApi();
    const s = await session(api);
    expect((await pay(api, s))._unsafeUnwrap()).toEqual(orderAnswer());
    expect(api.calls.slice(4).map(([name]) => name)).toEqual([
      'payInSheet',
      'setShippingAddress',
      'setBillingAddress',
      'addWalletInstrument',
      'prepareOrder',
      'placeOrder',
    ]);
    expect(api.calls.at(-3)).toEqual(['addWalletInstrument', 'wallet-basket', 'DW_APPLE_PAY', 'wpd_0123456789abcdef']);
    expect(api.calls.at(-1)?.[1]).toMatchObject({
      cartId: 'wallet-basket',
      paymentMethod: { code: 'DW_APPLE_PAY', additionalData: { sessionID: SHEET.sessionId } },
    });
  });

  it('refuses a billing country outside the country list, and reports the failing field, before paying', async () => {
    const api = scriptedWalletApi();
    const s = await session(api);
    expect(await failureOf(pay(api, s, { ...HOME, countryCode: 'CH' }))).toEqual({ kind: 'billingCountry' });
    expect(await failureOf(pay(api, s, { ...HOME, familyName: '' }))).toEqual({ kind: 'contact', field: 'familyName' });
    expect(api.calls.map(([name]) => name)).not.toContain('payInSheet');
  });

  it('completes as the generic failure when the payment is declined', async () => {
    const api = scriptedWalletApi({ placeOrder: answerFailure(402, 'PAY400') });
    expect(await failureOf(pay(api, await session(api)))).toEqual({ kind: 'unknown' });
  });
});

describe('cancelWalletSession', () => {
  it("gives the wallet basket's line back, and never fails", async () => {
    const api = scriptedWalletApi();
    const s = await session(api);
    expect((await cancelWalletSession(api, s)).isOk()).toBe(true);
    expect(api.calls.at(-1)).toEqual(['removeItem', 'wallet-basket', 'line-1', product.upc]);
    const down = scriptedWalletApi({ removeItem: { kind: 'network', message: 'down' } });
    expect((await cancelWalletSession(down, await session(down))).isOk()).toBe(true);
  });
});
