import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickShopInventory, quickShopVariantStock, stockStatusForQuantity } from './quick-shop-stock.js';

const inventory = { variants: { A: { quantity: 3, stockStatus: 'InStock' as const }, B: { quantity: 0, stockStatus: 'OutOfStock' as const } } };

describe('quick-shop stock', () => {
  it('is InStock above 0 and OutOfStock at 0 or when missing', () => {
    expect(quickShopVariantStock({ isRobisOnly: false }, inventory, 'A')).toEqual({ quantity: 3, stockStatus: 'InStock' });
    expect(quickShopVariantStock({ isRobisOnly: false }, inventory, 'B')).toEqual({ quantity: 0, stockStatus: 'OutOfStock' });
    expect(quickShopVariantStock({ isRobisOnly: false }, null, 'C')).toEqual({ quantity: 0, stockStatus: 'OutOfStock' });
  });

  it('reservation-only products are always available with quantity 1', () => {
    expect(quickShopVariantStock({ isRobisOnly: true }, inventory, 'B')).toEqual({ quantity: 1, stockStatus: 'InStock' });
    const price = { current: 1, original: 1 };
    const variants = [
      { id: 'A', upc: '1', attributes: {}, price },
      { id: 'Z', upc: '2', attributes: {}, price },
    ];
    expect(quickShopInventory({ isRobisOnly: true, variants }, null)).toEqual({
      A: { quantity: 1, stockStatus: 'InStock' },
      Z: { quantity: 1, stockStatus: 'InStock' },
    });
  });

  it('a variant is in stock exactly when its quantity is above zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (quantity) => {
        expect(stockStatusForQuantity(quantity) === 'InStock').toBe(quantity > 0);
        const stock = quickShopVariantStock({ isRobisOnly: false }, { variants: { V: { quantity: Math.max(0, quantity), stockStatus: 'InStock' } } }, 'V');
        expect(stock.stockStatus === 'InStock').toBe(stock.quantity > 0);
      }),
    );
  });
});
