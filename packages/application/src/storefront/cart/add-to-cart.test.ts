import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_ADD_RETRY_DELAY_MS } from '@stride/domain/cart';
import { addToCart } from './add-to-cart.js';
import { answerFailure, fakeCartDeps } from './cart-fakes.fixture.js';

const line = { productId: 'SR0045600095', qty: 1 };

describe('addToCart', () => {
  it('creates the cart on the first add and keeps it locally', async () => {
    const { deps, store } = fakeCartDeps();
    const cart = (await addToCart(deps, [line]))._unsafeUnwrap();
    expect(cart.totalItems).toBe(1);
    expect(store.stored).toEqual({ basketId: cart.basketId, lines: [line] });
  });

  it('retries a failed add once after 2 s and answers the cart', async () => {
    const { deps, api, sleeps } = fakeCartDeps();
    api.failNext('addItems', answerFailure(500, 'GEN500'));
    const cart = (await addToCart(deps, [line]))._unsafeUnwrap();
    expect(cart.totalItems).toBe(1);
    expect(sleeps).toEqual([CART_ADD_RETRY_DELAY_MS]);
  });

  it('does not retry a gift-with-purchase error', async () => {
    const { deps, api, sleeps } = fakeCartDeps();
    api.failNext('addItems', answerFailure(409, 'GWP403'));
    const failure = (await addToCart(deps, [line]))._unsafeUnwrapErr();
    expect(failure.kind === 'answer' && failure.error.errorId).toBe('GWP403');
    expect(sleeps).toEqual([]);
    expect(api.calls.filter((c) => c.method === 'addItems')).toHaveLength(1);
  });

  it('for any other error id, calls at most twice with one 2 s wait between', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Z]{3}[0-9]{3}$/).filter((id) => id !== 'GWP403' && id !== 'BSK404' && id !== 'AUT498'),
        async (errorId) => {
          const { deps, api, sleeps } = fakeCartDeps();
          api.failNext('addItems', answerFailure(409, errorId)).failNext('addItems', answerFailure(409, errorId));
          const failure = (await addToCart(deps, [line]))._unsafeUnwrapErr();
          expect(failure.kind === 'answer' && failure.error.errorId).toBe(errorId);
          expect(api.calls.filter((c) => c.method === 'addItems')).toHaveLength(2);
          expect(sleeps).toEqual([CART_ADD_RETRY_DELAY_MS]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('retries a network failure too', async () => {
    const { deps, api, sleeps } = fakeCartDeps();
    api.failNext('addItems', { kind: 'network', message: 'offline' });
    expect((await addToCart(deps, [line])).isOk()).toBe(true);
    expect(sleeps).toEqual([CART_ADD_RETRY_DELAY_MS]);
  });

  it('rebuilds a lost basket and adds to the new one without waiting', async () => {
    const { deps, api, store, sleeps } = fakeCartDeps();
    store.save('gone', [{ productId: 'SR0045600100', qty: 1 }]);
    const cart = (await addToCart(deps, [line]))._unsafeUnwrap();
    expect(cart.items.map((i) => i.variantId)).toEqual(['SR0045600100', 'SR0045600095']);
    expect(sleeps).toEqual([]);
    expect(api.baskets.size).toBe(1);
  });

  it('does not retry after an invalid customer: the page is about to reload', async () => {
    const { deps, api, sleeps, timers } = fakeCartDeps();
    api.failNext('addItems', answerFailure(401, 'AUT498'));
    expect((await addToCart(deps, [line])).isErr()).toBe(true);
    expect(sleeps).toEqual([]);
    expect(timers).toHaveLength(1);
  });
});
