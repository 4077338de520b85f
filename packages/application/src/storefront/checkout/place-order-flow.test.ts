import { describe, expect, it } from 'vitest';
import { answerFailure, orderAnswer, scriptedCheckoutApi } from './checkout-api.fixture.js';
import { completeThreeDsChallenge } from './complete-three-ds-challenge.js';
import { PAYMENT_AUTHENTICATION_FAILED_MESSAGE } from './checkout-failure.js';
import { placeOrderFlow } from './place-order-flow.js';

const challengeFlash = {
  code: 'PAY400',
  type: 'PaymentNotAuthorized',
  details: { challengeUrl: '/psp/v1/challenge/chl_abcdefghijkl', paymentInstrumentId: 'pi-9', orderNumber: 'ST0000000042' },
};

describe('placeOrderFlow', () => {
  it('prepares, then places the order with the card, and answers the placed order', async () => {
    const api = scriptedCheckoutApi();
    const outcome = await placeOrderFlow(api, { cartId: 'basket-1', recaptcha_response: 'test' });
    expect(outcome).toEqual({ kind: 'placed', order: orderAnswer() });
    expect(api.calls).toEqual([
      ['prepareOrder', 'basket-1'],
      ['placeOrder', { cartId: 'basket-1', recaptcha_response: 'test', paymentMethod: { code: 'CREDIT_CARD' } }],
    ]);
  });

  it('names the prepared basket’s paying instrument: code, id, the bin typed, the brand as type, last four and session', async () => {
    const card = { payment_instrument_id: 'pi-card', payment_method_id: 'CREDIT_CARD', amount: 80, additionalData: { brand: 'VISA', last4: '1111' } };
    const giftCard = { payment_instrument_id: 'pi-gc', payment_method_id: 'GIFT_CARD', amount: 120 };
    const prepared = (instruments: object[]) => ({
      basketId: 'basket-1',
      currency: 'USD',
      totalItems: 1,
      totals: orderAnswer().totals,
      payment_instruments: instruments,
    });
    const sent = async (instruments: object[], cardBin?: string) => {
      const api = scriptedCheckoutApi({ prepareOrder: prepared(instruments) as never });
      await placeOrderFlow(api, { cartId: 'basket-1', cardBin });
      return (api.calls[1]?.[1] as { paymentMethod: unknown }).paymentMethod;
    };
    expect(await sent([giftCard, card], '411111')).toEqual({
      code: 'CREDIT_CARD',
      id: 'pi-card',
      bin: '411111',
      type: 'VISA',
      additionalData: { last4: '1111' },
    });
    // A saved card: no bin known. A gift card paying everything is the method.
    expect(await sent([card])).toEqual({ code: 'CREDIT_CARD', id: 'pi-card', type: 'VISA', additionalData: { last4: '1111' } });
    expect(await sent([giftCard], '411111')).toEqual({ code: 'GIFT_CARD', id: 'pi-gc' });
    // A wallet's instrument carries its payment session: sessionID.
    const wallet = {
      payment_instrument_id: 'pi-w',
      payment_method_id: 'DW_APPLE_PAY',
      amount: 80,
      paymentRequestId: 'ps_123',
      additionalData: { brand: 'VISA', last4: '4242' },
    };
    expect(await sent([wallet])).toMatchObject({ code: 'DW_APPLE_PAY', id: 'pi-w', additionalData: { sessionID: 'ps_123', last4: '4242' } });
  });

  it('does not place the order when prepareOrder fails, and says where to go', async () => {
    const api = scriptedCheckoutApi({ prepareOrder: answerFailure(409, 'INV406') });
    const outcome = await placeOrderFlow(api, { cartId: 'basket-1' });
    expect(outcome).toMatchObject({ kind: 'failed', route: { reloadCart: true, errorId: 'INV406' } });
    expect(api.calls.map(([name]) => name)).toEqual(['prepareOrder']);
  });

  it('answers the challenge to open for a PaymentNotAuthorized flash', async () => {
    const api = scriptedCheckoutApi({ placeOrder: orderAnswer({ orderNumber: 'ST0000000042', status: 'PENDING_PAYMENT', flash: [challengeFlash] }) });
    const outcome = await placeOrderFlow(api, { cartId: 'basket-1' });
    expect(outcome).toEqual({
      kind: 'challenge',
      pending: { orderNumber: 'ST0000000042', challengeUrl: '/psp/v1/challenge/chl_abcdefghijkl', paymentInstrumentId: 'pi-9', cardType: 'visa' },
    });
  });

  it('routes a refused payment to billing with a new cart', async () => {
    const outcome = await placeOrderFlow(scriptedCheckoutApi({ placeOrder: answerFailure(402, 'PAY400') }), { cartId: 'basket-1' });
    expect(outcome).toMatchObject({ kind: 'failed', route: { step: 'billing', newCart: true } });
  });
});

describe('completeThreeDsChallenge', () => {
  const pending = { orderNumber: 'ST0000000042', challengeUrl: '/psp/v1/challenge/chl_abcdefghijkl', paymentInstrumentId: 'pi-9', cardType: 'visa' };

  it("sends the provider's result token with PATCH and answers the placed order", async () => {
    const api = scriptedCheckoutApi({ answerChallenge: '3ds_ok', patchOrder: orderAnswer({ orderNumber: 'ST0000000042' }) });
    const outcome = await completeThreeDsChallenge(api, pending, 'passed');
    expect(outcome).toMatchObject({ kind: 'placed', order: { orderNumber: 'ST0000000042', status: 'PLACED' } });
    expect(api.calls).toEqual([
      ['answerChallenge', pending.challengeUrl, 'passed'],
      [
        'patchOrder',
        'ST0000000042',
        { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: '3ds_ok', cardType: 'visa', paymentInstrumentId: 'pi-9' } } },
      ],
    ]);
  });

  it('turns a failed challenge (PATCH answers PAY400) into the payment-authentication error', async () => {
    const api = scriptedCheckoutApi({ patchOrder: answerFailure(402, 'PAY400') });
    const outcome = await completeThreeDsChallenge(api, pending, 'failed');
    expect(outcome).toEqual({
      kind: 'failed',
      route: expect.objectContaining({ step: 'billing', newCart: true, message: PAYMENT_AUTHENTICATION_FAILED_MESSAGE }),
    });
  });

  it('does not patch when the provider could not be reached', async () => {
    const api = scriptedCheckoutApi({ answerChallenge: { kind: 'network', message: 'offline' } });
    const outcome = await completeThreeDsChallenge(api, pending, 'passed');
    expect(outcome).toMatchObject({ kind: 'failed', route: { step: null } });
    expect(api.calls.map(([name]) => name)).toEqual(['answerChallenge']);
  });
});
