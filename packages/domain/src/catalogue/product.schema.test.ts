import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueProductSchema } from './product.schema.js';

const shoe = {
  id: 'HQ4199AB',
  name: 'Ultra Run 2',
  url: '/en-us/p/ultra-run-2-HQ4199AB',
  price: { current: 8999, original: 12000 },
  currency: 'USD',
  attributes: [
    { type: 'color', label: 'Colour', options: [{ id: '9AB', label: 'Black', value: 'black', available: true }] },
    { type: 'size', label: 'Size', options: [{ id: '42', label: '42', value: '42', available: true }] },
  ],
  variants: [{ id: 'HQ4199AB-42', upc: '4066748000001', attributes: { size: '42' }, price: { current: 8999, original: 12000 } }],
};

describe('catalogueProductSchema', () => {
  it('accepts a product and fills the flags with false', () => {
    const product = catalogueProductSchema.parse(shoe);
    expect(product.presale).toBe(false);
    expect(product.isRobisOnly).toBe(false);
    expect(product.allVariantsOutOfStock).toBe(false);
  });

  it('rejects decimal amounts and a lower-case currency', () => {
    expect(catalogueProductSchema.safeParse({ ...shoe, price: { current: 89.99, original: 120 } }).success).toBe(false);
    expect(catalogueProductSchema.safeParse({ ...shoe, currency: 'usd' }).success).toBe(false);
  });

  it('parsing a parsed product gives it back unchanged', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.string(), { nil: undefined }), (presale, isRobisOnly, badge) => {
        const once = catalogueProductSchema.parse({ ...shoe, presale, isRobisOnly, ...(badge === undefined ? {} : { badge }) });
        expect(catalogueProductSchema.parse(once)).toEqual(once);
      }),
    );
  });
});
