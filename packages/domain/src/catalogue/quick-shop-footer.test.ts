import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickShopAddLine } from './quick-shop-add.js';
import { isComingSoonProduct, type QuickShopFooterInput, quickShopFooterAction } from './quick-shop-footer.js';

const base: QuickShopFooterInput = {
  product: { presale: false, notifyMe: true, allVariantsOutOfStock: false },
  variantStock: 'InStock',
  notifyFeatureEnabled: true,
  loggedIn: false,
  openedFor: 'add',
};

describe('quickShopFooterAction', () => {
  it('offers notify me when out of stock and the feature is on', () => {
    expect(quickShopFooterAction({ ...base, variantStock: 'OutOfStock' })).toBe('notifyMe');
  });

  it('shows a disabled out-of-stock action when out of stock otherwise', () => {
    expect(quickShopFooterAction({ ...base, variantStock: 'OutOfStock', notifyFeatureEnabled: false })).toBe('outOfStock');
  });

  it('asks a signed-out shopper to sign in to buy a presale product', () => {
    const presale = { ...base, product: { ...base.product, presale: true } };
    expect(quickShopFooterAction(presale)).toBe('signInToBuy');
    expect(quickShopFooterAction({ ...presale, loggedIn: true })).toBe('addToCart');
  });

  it('updates in cart when opened for a cart item or a saved item, else adds', () => {
    expect(quickShopFooterAction({ ...base, openedFor: 'updateCartItem' })).toBe('updateInCart');
    expect(quickShopFooterAction({ ...base, openedFor: 'updateSavedItem' })).toBe('updateInCart');
    expect(quickShopFooterAction(base)).toBe('addToCart');
  });

  it('before a size is chosen, is out of stock only when every variant is', () => {
    expect(quickShopFooterAction({ ...base, variantStock: null })).toBe('addToCart');
    const allGone = { ...base, variantStock: null, product: { ...base.product, allVariantsOutOfStock: true } };
    expect(quickShopFooterAction(allGone)).toBe('notifyMe');
  });

  it('a coming-soon badge or eyebrow hides purchase', () => {
    expect(quickShopFooterAction({ ...base, product: { ...base.product, badge: 'Coming Soon' } })).toBe('hidden');
    expect(isComingSoonProduct({ eyebrow: 'coming-soon' })).toBe(true);
    expect(isComingSoonProduct({ badge: 'New' })).toBe(false);
  });

  it('quick-shop adds one unit per add', () => {
    expect(quickShopAddLine({ id: 'HQ4199AB-42', upc: '4066748000001' })).toEqual({
      productId: 'HQ4199AB-42',
      upc: '4066748000001',
      qty: 1,
    });
  });

  it('an in-stock purchase is never blocked and an out-of-stock one never offers buying', () => {
    const inputArb = fc.record({
      product: fc.record({
        presale: fc.boolean(),
        notifyMe: fc.boolean(),
        allVariantsOutOfStock: fc.boolean(),
        badge: fc.option(fc.constantFrom('New', 'Coming soon'), { nil: undefined }),
      }),
      variantStock: fc.constantFrom('InStock' as const, 'OutOfStock' as const, null),
      notifyFeatureEnabled: fc.boolean(),
      loggedIn: fc.boolean(),
      openedFor: fc.constantFrom('add' as const, 'updateCartItem' as const, 'updateSavedItem' as const),
    });
    fc.assert(
      fc.property(inputArb, (input) => {
        const action = quickShopFooterAction(input);
        if (input.variantStock === 'OutOfStock') expect(['hidden', 'notifyMe', 'outOfStock']).toContain(action);
        if (input.variantStock === 'InStock' && !input.product.presale && input.product.badge !== 'Coming soon') {
          expect(['addToCart', 'updateInCart']).toContain(action);
        }
      }),
    );
  });
});
