import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_CLEARED_STORES, signOutPlan } from './sign-out-plan.js';

// Paths built from a mix of route words and random segments, with an optional query.
const pathArb = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom('en-us', 'p', 'c', 'cart', 'account', 'checkout', 'favorites', 'search'), fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/)), {
      maxLength: 4,
    }),
    fc.constantFrom('', '?q=1', '#top'),
  )
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

describe('signOutPlan', () => {
  it('revokes, clears every store, gets a guest token, tells the shopper and leaves the cart', () => {
    expect(signOutPlan({ refreshToken: 'rt-1', currentPath: '/cart' })).toEqual([
      { kind: 'revokeRefreshToken', refreshToken: 'rt-1' },
      { kind: 'clearLocalStores', stores: [...SIGN_OUT_CLEARED_STORES] },
      { kind: 'acquireGuestToken' },
      { kind: 'showMessage', messageKey: 'SIGN_OUT_SUCCESS' },
      { kind: 'navigate', to: '/' },
    ]);
  });

  it('stays on a product page and skips revocation without a refresh token', () => {
    const kinds = signOutPlan({ currentPath: '/en-us/p/runner-HQ4199AB' }).map((s) => s.kind);
    expect(kinds).toEqual(['clearLocalStores', 'acquireGuestToken', 'showMessage']);
  });

  it('stores are always cleared before the guest token is acquired', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), pathArb, (refreshToken, currentPath) => {
        const kinds = signOutPlan({ refreshToken, currentPath }).map((s) => s.kind);
        const clear = kinds.indexOf('clearLocalStores');
        expect(clear).toBeGreaterThanOrEqual(0);
        expect(clear).toBeLessThan(kinds.indexOf('acquireGuestToken'));
      }),
    );
  });
});
