import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInTarget, signOutTarget } from './auth-navigation.js';

// Paths built from a mix of route words and random segments, with an optional query.
const pathArb = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom('en-us', 'p', 'c', 'cart', 'account', 'checkout', 'favorites', 'search'), fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/)), {
      maxLength: 4,
    }),
    fc.constantFrom('', '?q=1', '#top'),
  )
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

describe('signInTarget', () => {
  it('goes to /account when an order number is present, else stays', () => {
    expect(signInTarget({ orderNumber: 'ST000123', currentPath: '/order-confirmation' })).toBe('/account');
    expect(signInTarget({ orderNumber: 'ST000123', currentPath: '/en-us/checkout' })).toBe('/en-us/account');
    expect(signInTarget({ orderNumber: null, currentPath: '/cart' })).toBeNull();
    expect(signInTarget({ currentPath: '/cart' })).toBeNull();
  });
});

describe('signOutTarget', () => {
  it('goes home from cart, checkout, favorites and account pages', () => {
    expect(signOutTarget('/cart')).toBe('/');
    expect(signOutTarget('/checkout?step=billing')).toBe('/');
    expect(signOutTarget('/favorites')).toBe('/');
    expect(signOutTarget('/account/orders')).toBe('/');
    expect(signOutTarget('/en-gb/account')).toBe('/en-gb');
  });

  it('stays on other pages', () => {
    expect(signOutTarget('/en-us/p/runner-HQ4199AB')).toBeNull();
    expect(signOutTarget('/')).toBeNull();
    expect(signOutTarget('/cartography')).toBeNull();
  });

  it('sign-out either stays or lands on a home page', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const target = signOutTarget(path);
        if (target !== null) expect(target).toMatch(/^\/([a-z]{2}-[a-z]{2})?$/);
      }),
    );
  });
});
