import { describe, expect, it } from 'vitest';
import { ADDRESS, cartAnswer, cartItem, scriptedCheckoutApi } from './checkout-api.fixture.js';
import { startCheckout } from './start-checkout.js';

const card = { payment_instrument_id: 'pi-1', payment_method_id: 'CREDIT_CARD', amount: 130 };

describe('startCheckout (express checkout)', () => {
  it('opens on shipping for a guest without saved cards, calling nothing', async () => {
    const api = scriptedCheckoutApi();
    const start = await startCheckout(api, { cart: cartAnswer({ shippingAddress: ADDRESS }), savedCards: [] });
    expect(start._unsafeUnwrap().step).toBe('shipping');
    expect(api.calls).toEqual([]);
  });

  it('opens on shipping with a main card but no shipping address for items delivered home', async () => {
    const start = await startCheckout(scriptedCheckoutApi(), {
      cart: cartAnswer(),
      savedCards: [{ paymentInstrumentId: 'tok_main_card_0000001', main: true }],
    });
    expect(start._unsafeUnwrap().step).toBe('shipping');
  });

  it('jumps to summary with a main card and a shipping address: billing follows shipping, the main card goes on the basket', async () => {
    const api = scriptedCheckoutApi({ loadCart: cartAnswer({ shippingAddress: ADDRESS, billingAddress: ADDRESS, payment_instruments: [card] }) });
    const start = await startCheckout(api, {
      cart: cartAnswer({ shippingAddress: ADDRESS }),
      savedCards: [
        { paymentInstrumentId: 'tok_other', main: false },
        { paymentInstrumentId: 'tok_main_card_0000001', main: true },
      ],
    });
    expect(start._unsafeUnwrap().step).toBe('summary');
    expect(api.calls).toEqual([
      ['setBillingAddress', 'basket-1', ADDRESS],
      ['addCard', 'basket-1', 'tok_main_card_0000001'],
      ['loadCart', 'basket-1'],
    ]);
  });

  it('jumps to summary for a pickup-only cart that already has a billing address and a card', async () => {
    const api = scriptedCheckoutApi();
    const cart = cartAnswer({ items: [cartItem({ storeId: 'US101' })], billingAddress: ADDRESS, payment_instruments: [card] });
    const start = await startCheckout(api, { cart, savedCards: [{ paymentInstrumentId: 'tok_main_card_0000001', main: true }] });
    expect(start._unsafeUnwrap()).toEqual({ step: 'summary', cart });
    expect(api.calls).toEqual([]);
  });
});
