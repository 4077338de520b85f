import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCartRetryDecision } from './add-to-cart-retry.js';
import { CART_ADD_RETRY_DELAY_MS, CART_INVALID_CUSTOMER_RELOAD_MS, CART_RELOAD_GUARD_TTL_MS, strideChannelFor } from './cart.constants.js';
import { isCustomisedItem } from './customised-item.js';
import { shouldShowMergedCartNotification } from './merged-cart-notification.js';
import { isAllowedRequestUrl } from './request-url.js';

describe('cart lifecycle constants', () => {
  it('holds the spec values', () => {
    expect(CART_INVALID_CUSTOMER_RELOAD_MS).toBe(4000);
    expect(CART_ADD_RETRY_DELAY_MS).toBe(2000);
    expect(CART_RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(strideChannelFor(false)).toBe('ECOMM');
    expect(strideChannelFor(true)).toBe('MAPP');
  });
});

describe('isCustomisedItem', () => {
  it('needs the customs flag together with a recipe id or an external URL', () => {
    expect(isCustomisedItem({ isCustoms: true, recipeId: 'R-1' })).toBe(true);
    expect(isCustomisedItem({ isCustoms: true, customsExternalUrl: 'https://custom.example/r/1' })).toBe(true);
    expect(isCustomisedItem({ recipeId: 'R-1' })).toBe(false);
    expect(isCustomisedItem({ isCustoms: true })).toBe(false);
  });

  it('law: without the customs flag nothing is customised', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (recipeId, customsExternalUrl) => !isCustomisedItem({ isCustoms: false, recipeId, customsExternalUrl }),
      ),
    );
  });
});

describe('shouldShowMergedCartNotification', () => {
  it('shows when the item count rises after a sign-in merge', () => {
    expect(shouldShowMergedCartNotification(1, 3)).toBe(true);
    expect(shouldShowMergedCartNotification(3, 3)).toBe(false);
  });

  it('law: shown exactly when the count after the merge is higher', () => {
    fc.assert(fc.property(fc.nat(100), fc.nat(100), (before, after) => shouldShowMergedCartNotification(before, after) === after > before));
  });
});

describe('isAllowedRequestUrl', () => {
  it('refuses a URL beginning with a double slash', () => {
    expect(isAllowedRequestUrl('//evil.example/cart/v1/cart')).toBe(false);
    expect(isAllowedRequestUrl('/\\evil.example')).toBe(false);
    expect(isAllowedRequestUrl('/cart/v1/cart')).toBe(true);
    expect(isAllowedRequestUrl('/cart//v1')).toBe(true);
  });

  it('law: prefixing any path with // makes it refused', () => {
    fc.assert(fc.property(fc.string(), (path) => !isAllowedRequestUrl(`//${path}`)));
  });

  it('law: a path with one leading slash followed by a letter is allowed', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z][a-z0-9/._-]*$/), (rest) => isAllowedRequestUrl(`/${rest}`)));
  });
});

describe('addToCartRetryDecision', () => {
  it('does not retry a gift-with-purchase error', () => {
    expect(addToCartRetryDecision('GWP403', 1)).toEqual({ kind: 'give-up' });
    expect(addToCartRetryDecision('GWP_PRODUCT', 1)).toEqual({ kind: 'give-up' });
  });

  it('retries any other error once after 2 seconds', () => {
    expect(addToCartRetryDecision('INV700', 1)).toEqual({ kind: 'retry', delayMs: 2000 });
    expect(addToCartRetryDecision('INV700', 2)).toEqual({ kind: 'give-up' });
  });

  it('law: at most one retry for any error', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 2, max: 20 }), (errorId, failures) => addToCartRetryDecision(errorId, failures).kind === 'give-up'));
  });
});
