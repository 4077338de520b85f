import fc from 'fast-check';
import type { PricingInput, PricingLine, PricingPromotion } from './pricing.types.js';

/** A promotion with everything optional left out; override what a test needs. */
export function promotion(overrides: Partial<PricingPromotion> & Pick<PricingPromotion, 'id' | 'level' | 'discountType'>): PricingPromotion {
  return {
    name: overrides.id,
    thresholdMinor: 0,
    customerGroup: 'ALL',
    requiresCode: false,
    codes: [],
    priority: 0,
    targetProductIds: [],
    targetCategoryIds: [],
    ...overrides,
  };
}

/** A digital gift card line: stored value, tax exempt. */
export function giftCardLine(id: string, unitPriceMinor: number, qty = 1): PricingLine {
  return line(id, unitPriceMinor, qty, { productId: 'GIFTCARD', isTaxExempt: true, isStoredValue: true });
}

/** A paid line. */
export function line(id: string, unitPriceMinor: number, qty = 1, extra: Partial<PricingLine> = {}): PricingLine {
  return { id, productId: `P-${id}`, categoryIds: [], qty, unitPriceMinor, isBonus: false, isTaxExempt: false, isStoredValue: false, ...extra };
}

/** A basket input for tests: a US guest in New York unless told. */
export function pricingInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    currency: 'USD',
    lines: [],
    promotions: [],
    couponCodes: [],
    adjustments: [],
    nowMs: Date.UTC(2026, 0, 1),
    shopper: { isRegistered: false, isEmployee: false, isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false },
    shippingRegion: { countryCode: 'US', province: 'NY' },
    ...overrides,
  };
}

const percentPromotion = (level: 'ORDER' | 'PRODUCT', id: string) =>
  fc
    .record({ percent: fc.integer({ min: 1, max: 100 }), threshold: fc.integer({ min: 0, max: 50_000 }) })
    .map(({ percent, threshold }) => promotion({ id, level, discountType: 'PERCENT', percentOff: percent, thresholdMinor: threshold }));
const amountPromotion = (id: string) =>
  fc
    .record({ off: fc.integer({ min: 1, max: 100_000 }), threshold: fc.integer({ min: 0, max: 50_000 }) })
    .map(({ off, threshold }) => promotion({ id, level: 'ORDER', discountType: 'AMOUNT', amountOffMinor: off, thresholdMinor: threshold }));

/** Arbitrary baskets: lines, promotions of every level, adjustments, shipping and payments. */
export const pricingInputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    lines: fc.array(fc.record({ price: fc.integer({ min: 0, max: 50_000 }), qty: fc.integer({ min: 1, max: 5 }), bonus: fc.boolean(), exempt: fc.boolean() }), {
      maxLength: 6,
    }),
    promotions: fc.tuple(
      percentPromotion('ORDER', 'ORD-P'),
      percentPromotion('PRODUCT', 'PRD-P'),
      amountPromotion('ORD-A'),
      fc.integer({ min: 0, max: 20_000 }).map((t) => promotion({ id: 'SHIP-FREE', level: 'SHIPPING', discountType: 'FREE_SHIPPING', thresholdMinor: t })),
    ),
    adjustments: fc.array(fc.record({ on: fc.option(fc.nat(5), { nil: undefined }), amount: fc.integer({ min: 1, max: 30_000 }) }), { maxLength: 3 }),
    shipping: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    province: fc.constantFrom('NY', 'CA', 'OR', undefined),
  })
  .map(({ lines, promotions, adjustments, shipping, province }) =>
    pricingInput({
      lines: lines.map((l, i) => line(`L${i}`, l.price, l.qty, { isBonus: l.bonus, isTaxExempt: l.exempt })),
      promotions,
      adjustments: adjustments.map((a, i) => ({ id: `A${i}`, amountMinor: a.amount, ...(a.on === undefined ? {} : { itemId: `L${a.on}` }) })),
      ...(shipping === undefined ? {} : { shipping: { methodCode: 'standard', priceMinor: shipping } }),
      shippingRegion: province === undefined ? undefined : { countryCode: 'US', province },
    }),
  );
