import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, pageTypeFromPath } from './page-type.js';

// Paths built from a mix of route words and random segments, with an optional query.
const pathArb = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom('en-us', 'p', 'c', 'cart', 'account', 'checkout', 'favorites', 'search'), fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/)), {
      maxLength: 4,
    }),
    fc.constantFrom('', '?q=1', '#top'),
  )
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

describe('pageTypeFromPath', () => {
  it.each([
    ['/en-us/p/ultra-run-HQ4199AB', 'PDP'],
    ['/en-us/c/running-1234', 'PLP'],
    ['/cart', 'Cart'],
    ['/en-us/account/orders', 'Account'],
    ['/en-us/search?q=shoes', 'Search'],
    ['/en-us/search-hub', 'SearchHub'],
    ['/', 'Home'],
    ['/en-us', 'Home'],
    ['/fr-fr/', 'Home'],
    ['/order-confirmation?storeContext=applePayPdp', 'Order Confirmation'],
    ['/checkout', 'Checkout'],
    ['/en-us/help/contact-us', 'Other'],
    ['/en-us/p/', 'Other'],
  ] as const)('%s is %s', (path, type) => {
    expect(pageTypeFromPath(path)).toBe(type);
  });

  it('is Error when the page description says the page is not available', () => {
    expect(pageTypeFromPath('/en-us/p/ultra-run-HQ4199AB', 'Sorry, this page is not available.')).toBe('Error');
    expect(pageTypeFromPath('/en-us/p/ultra-run-HQ4199AB', 'Available now in all sizes')).toBe('PDP');
  });

  it('a not-available description makes any path an Error page, and every answer is a known type', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        expect(PAGE_TYPES).toContain(pageTypeFromPath(path));
        expect(pageTypeFromPath(path, 'This page is Not Available')).toBe('Error');
      }),
    );
  });
});

describe('pageTypeFromPath on paths named like object members', () => {
  it.each(['/valueOf', '/constructor', '/__proto__', '/en-us/toString', '/hasOwnProperty'])('%s is Other', (path) => {
    expect(pageTypeFromPath(path)).toBe('Other');
  });
});
