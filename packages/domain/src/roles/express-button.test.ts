import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showsPayPalExpressInQuickShop } from './express-button.js';

describe('showsPayPalExpressInQuickShop', () => {
  it('hides the button for a logged-in in-store employee only', () => {
    expect(showsPayPalExpressInQuickShop({ inStoreSessionConnected: true, loggedIn: true })).toBe(false);
    expect(showsPayPalExpressInQuickShop({ inStoreSessionConnected: true, loggedIn: false })).toBe(true);
    expect(showsPayPalExpressInQuickShop({ inStoreSessionConnected: false, loggedIn: true })).toBe(true);
  });

  it('outside an in-store session the button always shows', () => {
    fc.assert(
      fc.property(fc.boolean(), (loggedIn) => {
        expect(showsPayPalExpressInQuickShop({ inStoreSessionConnected: false, loggedIn })).toBe(true);
      }),
    );
  });
});
