import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDefaultShippingOption } from './default-shipping-option.js';
import type { ShippingOption } from './shipping-option.schema.js';

const option: ShippingOption = { selected: true, available: true, shippingMethod: { code: 'pickup' } };

describe('withDefaultShippingOption', () => {
  it('gives a digital product one selected digital option', () => {
    expect(withDefaultShippingOption({ id: 'a', isDigitalProduct: true }).shippingOptions).toEqual([
      { selected: true, available: true, shippingMethod: { code: 'digital' } },
    ]);
  });

  it('gives any other product one selected standard option, also for an empty list', () => {
    expect(withDefaultShippingOption({ id: 'b', shippingOptions: [] }).shippingOptions).toEqual([
      { selected: true, available: true, shippingMethod: { code: 'standard' } },
    ]);
  });

  it('keeps the options an item already has', () => {
    expect(withDefaultShippingOption({ id: 'c', shippingOptions: [option] }).shippingOptions).toEqual([option]);
  });

  it('law: the result always has at least one option and exactly one default when there were none', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.array(fc.constant(option), { maxLength: 3 }), { nil: undefined }), (isDigitalProduct, shippingOptions) => {
        const result = withDefaultShippingOption({ isDigitalProduct, ...(shippingOptions ? { shippingOptions } : {}) });
        const hadNone = shippingOptions === undefined || shippingOptions.length === 0;
        expect(result.shippingOptions.length).toBeGreaterThan(0);
        if (hadNone) {
          expect(result.shippingOptions).toHaveLength(1);
          expect(result.shippingOptions[0]?.selected).toBe(true);
          expect(result.shippingOptions[0]?.shippingMethod.code).toBe(isDigitalProduct ? 'digital' : 'standard');
        } else {
          expect(result.shippingOptions).toBe(shippingOptions);
        }
      }),
    );
  });
});
