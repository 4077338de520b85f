import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_INVALID_CUSTOMER_RELOAD_MS, CART_RELOAD_GUARD_TTL_MS } from '@stride/domain/cart';
import { answerFailure, fakeCartDeps, InMemoryCartApi, MemoryCartStore } from './cart-fakes.fixture.js';
import { applyPromoCode, updateCartItemQty } from './change-cart.js';
import { loadCart } from './load-cart.js';
import type { CartLine } from './ports/cart-api.port.js';

const variantArb = fc.stringMatching(/^SR00456[0-9]{5}$/);
const linesArb = fc.uniqueArray(fc.record({ productId: variantArb, qty: fc.integer({ min: 1, max: 5 }) }), {
  minLength: 1,
  maxLength: 4,
  selector: (l) => l.productId,
});

describe('runCartCall: cart-not-found', () => {
  it('creates a new cart, re-adds the stored lines and retries the call on it', async () => {
    const { deps, api, store } = fakeCartDeps();
    store.save('gone', [{ productId: 'SR0045600095', qty: 2 }]);
    const cart = (await applyPromoCode(deps, 'welcome10'))._unsafeUnwrap();
    expect(cart.basketId).toBe('basket-1');
    expect(cart.items.map((i) => [i.variantId, i.qty])).toEqual([['SR0045600095', 2]]);
    expect(cart.couponItems.map((c) => c.code)).toEqual(['WELCOME10']);
    expect(api.calls.map((c) => c.method)).toEqual(['applyCoupon', 'createCart', 'addItems', 'applyCoupon']);
    expect(store.basketId()).toBe('basket-1');
  });

  it('for any stored lines, a lost basket ends with exactly those lines in the new one', async () => {
    await fc.assert(
      fc.asyncProperty(linesArb, async (lines) => {
        const { deps, store } = fakeCartDeps();
        store.save('lost-basket', lines);
        const cart = (await applyPromoCode(deps, 'WELCOME10'))._unsafeUnwrap();
        expect(cart.items.map((i) => ({ productId: i.variantId, qty: i.qty }))).toEqual(lines);
        expect(store.lines()).toEqual(lines);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out a line the server now refuses and re-adds the others', async () => {
    const { deps, api, store } = fakeCartDeps();
    api.outOfStock.add('SR0045600100');
    store.save('gone', [
      { productId: 'SR0045600095', qty: 1 },
      { productId: 'SR0045600100', qty: 1 },
    ]);
    const cart = (await applyPromoCode(deps, 'WELCOME10'))._unsafeUnwrap();
    expect(cart.items.map((i) => i.variantId)).toEqual(['SR0045600095']);
  });

  it('keeps the pickup store of a line when it rebuilds', async () => {
    const { deps, api, store } = fakeCartDeps();
    store.save('gone', [{ productId: 'SR0045600095', qty: 1, storeId: 'US101' }]);
    await applyPromoCode(deps, 'WELCOME10');
    expect(api.calls.find((c) => c.method === 'addItems')?.detail).toEqual([{ productId: 'SR0045600095', qty: 1, storeId: 'US101' }]);
  });

  it('creates the cart on the first call when the shopper has none', async () => {
    const { deps, api, store } = fakeCartDeps();
    const cart = (await applyPromoCode(deps, 'WELCOME10'))._unsafeUnwrap();
    expect(api.calls.map((c) => c.method)).toEqual(['createCart', 'applyCoupon']);
    expect(store.basketId()).toBe(cart.basketId);
  });

  it('returns other failures as they are, keeping the local cart', async () => {
    const { deps, api, store } = fakeCartDeps();
    await api.createCart();
    store.save('basket-1', []);
    const failure = (await applyPromoCode(deps, 'NOPE'))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.errorId).toBe('PRM130');
    expect(store.basketId()).toBe('basket-1');
  });
});

describe('runCartCall: invalid customer', () => {
  it('clears the local cart, builds a new one, shows an error toast and reloads after 4 s', async () => {
    const { deps, api, store, toasts, timers, reloads } = fakeCartDeps();
    await api.createCart();
    store.save('basket-1', [{ productId: 'SR0045600095', qty: 1 }]);
    api.failNext('updateItem', answerFailure(401, 'AUT498'));
    const failure = (await updateCartItemQty(deps, 'item-1', 2))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.cartErrorId).toBe('INVALID_CUSTOMER');
    expect(store.stored).toEqual({ basketId: 'basket-2', lines: [] });
    expect(toasts).toEqual([{ titleId: 'cart.resetTitle', messageId: 'storefront.INVALID_CUSTOMER_CART', variant: 'error', persistent: true }]);
    expect(timers.map((t) => t.ms)).toEqual([CART_INVALID_CUSTOMER_RELOAD_MS]);
    expect(reloads()).toBe(0);
    timers[0]?.run();
    expect(reloads()).toBe(1);
  });

  it('does not reload again when the failure comes back within 10 s of the last reload (reload guard)', async () => {
    const { deps, api, store, toasts, timers, clock, reloads } = fakeCartDeps();
    await api.createCart();
    store.save('basket-1', []);
    api.failNext('applyCoupon', answerFailure(401, 'AUT498'));
    await applyPromoCode(deps, 'WELCOME10');
    timers[0]?.run();
    expect(reloads()).toBe(1);
    clock.nowMs += CART_INVALID_CUSTOMER_RELOAD_MS + 1_000;
    api.failNext('applyCoupon', answerFailure(401, 'AUT498'));
    await applyPromoCode(deps, 'WELCOME10');
    timers[1]?.run();
    expect(reloads()).toBe(1);
    expect(toasts).toHaveLength(2);
    clock.nowMs += CART_RELOAD_GUARD_TTL_MS;
    api.failNext('applyCoupon', answerFailure(401, 'AUT498'));
    await applyPromoCode(deps, 'WELCOME10');
    timers[2]?.run();
    expect(reloads()).toBe(2);
  });
});

describe('loadCart', () => {
  it('answers null without a call when the shopper has no cart', async () => {
    const { deps, api } = fakeCartDeps();
    expect((await loadCart(deps))._unsafeUnwrap()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('loads the stored basket and keeps its lines for a later rebuild', async () => {
    const api = new InMemoryCartApi();
    const created = (await api.createCart())._unsafeUnwrap();
    await api.addItems(created.basketId, [{ productId: 'SR0045600095', qty: 3 }]);
    const { deps, store } = fakeCartDeps(api, new MemoryCartStore({ basketId: created.basketId, lines: [] }));
    const cart = (await loadCart(deps))._unsafeUnwrap();
    expect(cart?.totalItems).toBe(3);
    expect(store.lines()).toEqual([{ productId: 'SR0045600095', qty: 3 }]);
  });

  it('sends the cart load query it is given, and none without one', async () => {
    const api = new InMemoryCartApi();
    const created = (await api.createCart())._unsafeUnwrap();
    const { deps } = fakeCartDeps(api, new MemoryCartStore({ basketId: created.basketId, lines: [] }));
    await loadCart(deps, { isPatchRequired: 'true', favStoreId: 'US101' });
    await loadCart(deps);
    expect(api.calls.filter((c) => c.method === 'getCart').map((c) => c.detail)).toEqual([{ isPatchRequired: 'true', favStoreId: 'US101' }, undefined]);
  });

  it('rebuilds a lost basket from the stored lines', async () => {
    const lines: CartLine[] = [{ productId: 'SR0045600095', qty: 1 }];
    const { deps, store } = fakeCartDeps(new InMemoryCartApi(), new MemoryCartStore({ basketId: 'unknown', lines }));
    const cart = (await loadCart(deps))._unsafeUnwrap();
    expect(cart?.items.map((i) => i.variantId)).toEqual(['SR0045600095']);
    expect(store.basketId()).toBe(cart?.basketId);
  });

  it("tells the shopper the cart expired when none of the lost basket's lines can go back in, and only then", async () => {
    const api = new InMemoryCartApi();
    api.outOfStock.add('SR0045600095');
    const soldOut = fakeCartDeps(api, new MemoryCartStore({ basketId: 'unknown', lines: [{ productId: 'SR0045600095', qty: 1 }] }));
    expect((await loadCart(soldOut.deps))._unsafeUnwrap()?.items).toEqual([]);
    expect(soldOut.toasts).toEqual([{ titleId: 'cart.expiredTitle', messageId: 'storefront.CART_EXPIRED', variant: 'info', persistent: true }]);
    const partly = fakeCartDeps(
      api,
      new MemoryCartStore({
        basketId: 'unknown',
        lines: [
          { productId: 'SR0045600095', qty: 1 },
          { productId: 'SR0045600096', qty: 1 },
        ],
      }),
    );
    expect((await loadCart(partly.deps))._unsafeUnwrap()?.items.map((i) => i.variantId)).toEqual(['SR0045600096']);
    expect(partly.toasts).toEqual([]);
  });

  it('forgets a lost basket that had nothing to re-add', async () => {
    const { deps, api, store } = fakeCartDeps(new InMemoryCartApi(), new MemoryCartStore({ basketId: 'unknown', lines: [] }));
    expect((await loadCart(deps))._unsafeUnwrap()).toBeNull();
    expect(store.stored).toBeNull();
    expect(api.calls.map((c) => c.method)).toEqual(['getCart']);
  });

  it('leaves gift-with-purchase lines out of what it keeps: the server adds them back itself', async () => {
    const api = new InMemoryCartApi();
    api.giftProduct = 'GA1545700OSZ';
    const created = (await api.createCart())._unsafeUnwrap();
    await api.addItems(created.basketId, [{ productId: 'SR0045600095', qty: 1 }]);
    const { deps, store } = fakeCartDeps(api, new MemoryCartStore({ basketId: created.basketId, lines: [] }));
    const cart = (await loadCart(deps))._unsafeUnwrap();
    expect(cart?.items).toHaveLength(2);
    expect(store.lines()).toEqual([{ productId: 'SR0045600095', qty: 1 }]);
  });
});
