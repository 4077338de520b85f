import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strideErrorMessage } from '../errors/index.js';
import { buildCartAddItemLine, cartAddItemLineSchema } from './add-item-line.js';
import { CART_DEFAULT_MAX_QTY, CART_DEFAULT_QTY } from './cart.constants.js';

const base = { cartId: 'c1', productId: '1234567', upc: '0001' };
const gift = { email: 'sam@example.com', message: 'Happy birthday', to: 'Sam' };

describe('buildCartAddItemLine', () => {
  it('defaults qty to 1 and maxQty to 999999', () => {
    expect(CART_DEFAULT_QTY).toBe(1);
    expect(CART_DEFAULT_MAX_QTY).toBe(999999);
    expect(buildCartAddItemLine(base)._unsafeUnwrap()).toEqual({ ...base, qty: 1, maxQty: 999999 });
    expect(cartAddItemLineSchema.parse(base)).toEqual({ ...base, qty: 1, maxQty: 999999 });
  });

  it('sends the gift option only on a digital item with email, message and to all present', () => {
    expect(buildCartAddItemLine({ ...base, isDigitalProduct: true, giftOption: gift })._unsafeUnwrap().giftOption).toEqual(gift);
    expect(buildCartAddItemLine({ ...base, isDigitalProduct: false, giftOption: gift })._unsafeUnwrap()).not.toHaveProperty('giftOption');
    expect(buildCartAddItemLine({ ...base, isDigitalProduct: true, giftOption: { ...gift, to: '  ' } })._unsafeUnwrap()).not.toHaveProperty('giftOption');
  });

  it('refuses a quantity above maxQty with INV408 naming the maximum', () => {
    const error = buildCartAddItemLine({ ...base, qty: 3, maxQty: 2 })._unsafeUnwrapErr();
    expect(error.code).toBe('INV408');
    expect(error.details).toEqual({ maxQty: 2 });
    expect(strideErrorMessage(error)).toContain('2');
  });

  it('law: a built line always passes the request schema and keeps qty within maxQty', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        fc.boolean(),
        (qty, maxQty, isDigitalProduct) => {
          const line = buildCartAddItemLine({ ...base, isDigitalProduct, giftOption: gift, ...(qty ? { qty } : {}), ...(maxQty ? { maxQty } : {}) });
          if (line.isErr()) return (qty ?? 1) > (maxQty ?? CART_DEFAULT_MAX_QTY);
          expect(cartAddItemLineSchema.parse(line.value)).toEqual(line.value);
          expect(line.value.qty).toBeLessThanOrEqual(line.value.maxQty);
          expect('giftOption' in line.value).toBe(isDigitalProduct);
          return true;
        },
      ),
    );
  });
});
