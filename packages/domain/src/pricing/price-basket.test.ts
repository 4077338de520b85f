import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasket } from './price-basket.js';
import { giftCardLine, line, pricingInput, pricingInputArb, promotion } from './pricing.fixture.js';

const welcome10 = promotion({ id: 'PROMO-WELCOME10', level: 'ORDER', discountType: 'PERCENT', percentOff: 10, requiresCode: true, codes: ['WELCOME10'] });
const gwp = promotion({
  id: 'PROMO-GWP-SOCKS',
  level: 'ORDER',
  discountType: 'GIFT',
  giftVariantId: 'SOCKS',
  thresholdMinor: 10_000,
  calloutMessage: 'Spend {remaining} more and get free socks|Free socks added|Free socks added',
});
const employee = promotion({ id: 'PROMO-EMPLOYEE40', level: 'PRODUCT', discountType: 'PERCENT', percentOff: 40, customerGroup: 'EMPLOYEE' });
const freeShip = promotion({ id: 'PROMO-FREESHIP', level: 'SHIPPING', discountType: 'FREE_SHIPPING', shippingMethod: 'standard', thresholdMinor: 7500 });

describe('priceBasket', () => {
  it('takes a coupon only when its code is applied, 10% of the order spread over the lines', () => {
    const lines = [line('a', 3000), line('b', 7000)];
    expect(priceBasket(pricingInput({ lines, promotions: [welcome10] })).totals.orderDiscountMinor).toBe(0);
    const priced = priceBasket(pricingInput({ lines, promotions: [welcome10], couponCodes: ['WELCOME10'] }));
    expect(priced.totals.orderDiscountMinor).toBe(1000);
    expect(priced.lines.map((l) => l.orderDiscountMinor)).toEqual([300, 700]);
    expect(priced.promotions).toContainEqual(
      expect.objectContaining({ promotionId: 'PROMO-WELCOME10', couponCode: 'WELCOME10', applied: true, discountMinor: 1000 }),
    );
  });

  it('taxes each discounted line half up at the region rate, plus shipping (NY 4%)', () => {
    const priced = priceBasket(pricingInput({ lines: [line('a', 1999), line('b', 1001)], shipping: { methodCode: 'standard', priceMinor: 700 } }));
    expect(priced.lines.map((l) => l.taxMinor)).toEqual([80, 40]);
    expect(priced.totals).toMatchObject({ shippingTaxMinor: 28, taxMinor: 148, totalMinor: 3000 + 700 + 148, taxEstimated: false });
  });

  it('estimates tax at 0 with a flag when no address or store is known, and never taxes a digital gift card', () => {
    expect(priceBasket(pricingInput({ lines: [line('a', 5000)], shippingRegion: undefined })).totals).toMatchObject({ taxMinor: 0, taxEstimated: true });
    expect(priceBasket(pricingInput({ lines: [line('g', 5000, 1, { isTaxExempt: true })] })).totals.taxMinor).toBe(0);
    const pickup = priceBasket(
      pricingInput({ lines: [line('p', 10_000, 1, { pickupRegion: { countryCode: 'CA', province: 'BC' } })], shippingRegion: undefined }),
    );
    expect(pickup.totals).toMatchObject({ taxMinor: 1200, taxEstimated: false });
  });

  it('adds the gift with purchase from its threshold, with below / reached / above messages', () => {
    const below = priceBasket(pricingInput({ lines: [line('a', 7550)], promotions: [gwp] }));
    expect(below.qualifyingGifts).toEqual([]);
    expect(below.promotions[0]).toMatchObject({
      thresholdStatus: 'Below Threshold',
      calloutMessage: 'Spend $24.50 more and get free socks',
      distanceMinor: 2450,
    });
    const reached = priceBasket(pricingInput({ lines: [line('a', 10_000), line('gift', 1234, 1, { isBonus: true })], promotions: [gwp] }));
    expect(reached.qualifyingGifts).toEqual([{ promotionId: 'PROMO-GWP-SOCKS', variantId: 'SOCKS' }]);
    expect(reached.promotions[0]).toMatchObject({ thresholdStatus: 'Threshold Reached', applied: true, calloutMessage: 'Free socks added' });
    expect(reached.lines[1]).toMatchObject({ unitPriceMinor: 0, rowTotalMinor: 0 });
    expect(reached.totals.itemSubTotalMinor).toBe(10_000);
  });

  it('gives the employee discount only once the employee accepted the terms', () => {
    const shopper = { isRegistered: true, isEmployee: true, isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false };
    const lines = [line('a', 10_000)];
    expect(priceBasket(pricingInput({ lines, promotions: [employee], shopper })).totals.itemDiscountMinor).toBe(0);
    expect(
      priceBasket(pricingInput({ lines, promotions: [employee], shopper: { ...shopper, isEmployeeDiscountTCAccepted: true } })).totals.itemDiscountMinor,
    ).toBe(4000);
    expect(
      priceBasket(pricingInput({ lines, promotions: [employee], shopper: { ...shopper, isEmployee: false, isEmployeeDiscountTCAccepted: true } })).totals
        .itemDiscountMinor,
    ).toBe(0);
  });

  it('keeps guest-only and registered-only promotions for their audience', () => {
    const guestOnly = promotion({ id: 'TEN-GUEST', level: 'ORDER', discountType: 'AMOUNT', amountOffMinor: 1000 });
    const registered = { isRegistered: true, isEmployee: false, isEmployeeDiscountTCAccepted: false, isLoyaltyMember: false };
    expect(priceBasket(pricingInput({ lines: [line('a', 5000)], promotions: [guestOnly] })).totals.orderDiscountMinor).toBe(1000);
    expect(priceBasket(pricingInput({ lines: [line('a', 5000)], promotions: [guestOnly], shopper: registered })).totals.orderDiscountMinor).toBe(0);
  });

  it('frees standard shipping from the threshold only', () => {
    const shipping = { methodCode: 'standard', priceMinor: 700 };
    expect(priceBasket(pricingInput({ lines: [line('a', 7499)], promotions: [freeShip], shipping })).totals.shippingMinor).toBe(700);
    expect(priceBasket(pricingInput({ lines: [line('a', 7500)], promotions: [freeShip], shipping })).totals.shippingMinor).toBe(0);
    expect(
      priceBasket(pricingInput({ lines: [line('a', 7500)], promotions: [freeShip], shipping: { methodCode: 'express', priceMinor: 1500 } })).totals
        .shippingMinor,
    ).toBe(1500);
  });

  it('applies a quantity threshold', () => {
    const twoForTen = promotion({ id: 'QTY2', level: 'ORDER', discountType: 'AMOUNT', amountOffMinor: 1000, thresholdQty: 2 });
    expect(priceBasket(pricingInput({ lines: [line('a', 5000)], promotions: [twoForTen] })).totals.orderDiscountMinor).toBe(0);
    expect(priceBasket(pricingInput({ lines: [line('a', 5000, 2)], promotions: [twoForTen] })).totals.orderDiscountMinor).toBe(1000);
  });

  it('adds the custom-made delivery fee to the parcel, and a standard-shipping promotion frees only the parcel', () => {
    const shipping = { methodCode: 'standard', priceMinor: 700, customMadeMinor: 900 };
    expect(priceBasket(pricingInput({ lines: [line('a', 5000)], shipping })).totals).toMatchObject({ shippingPriceMinor: 1600, shippingMinor: 1600 });
    expect(priceBasket(pricingInput({ lines: [line('a', 7500)], promotions: [freeShip], shipping })).totals).toMatchObject({
      shippingDiscountMinor: 700,
      shippingMinor: 900,
    });
    const customsOnly = { methodCode: 'customs', priceMinor: 0, customMadeMinor: 900 };
    expect(priceBasket(pricingInput({ lines: [line('a', 8000)], promotions: [freeShip], shipping: customsOnly })).totals.shippingMinor).toBe(900);
  });

  it('law: the total is never negative and equals net amount plus shipping plus tax', () => {
    fc.assert(
      fc.property(pricingInputArb, (input) => {
        const { totals } = priceBasket(input);
        expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
        expect(totals.totalMinor).toBe(totals.itemSubTotalMinor - totals.merchandiseDiscountMinor + totals.shippingMinor + totals.taxMinor);
      }),
    );
  });

  it('law: the merchandise discount never exceeds the subtotal, and no line goes below zero', () => {
    fc.assert(
      fc.property(pricingInputArb, (input) => {
        const priced = priceBasket(input);
        expect(priced.totals.merchandiseDiscountMinor).toBeLessThanOrEqual(priced.totals.itemSubTotalMinor);
        for (const l of priced.lines) expect(l.priceAfterOrderDiscountMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('law: the line allocations add up to the order discount without losing a cent', () => {
    fc.assert(
      fc.property(pricingInputArb, (input) => {
        const priced = priceBasket(input);
        const allocated = priced.lines.reduce((sum, l) => sum + l.orderDiscountMinor, 0);
        const orderAdjustments = priced.totals.adjustmentMinor - priced.lines.reduce((sum, l) => sum + l.adjustmentMinor, 0);
        expect(allocated).toBe(priced.totals.orderDiscountMinor + orderAdjustments);
      }),
    );
  });

  it('law: applying the same coupon twice changes nothing', () => {
    fc.assert(
      fc.property(pricingInputArb, (input) => {
        const withCoupon = { ...input, promotions: [...input.promotions, welcome10], couponCodes: ['WELCOME10'] };
        expect(priceBasket({ ...withCoupon, couponCodes: ['WELCOME10', 'WELCOME10'], promotions: [...withCoupon.promotions, welcome10] })).toEqual(
          priceBasket(withCoupon),
        );
      }),
    );
  });

  it('keeps a gift card out of promotions: no discount on it, and it reaches no threshold (GWP, free shipping, order, product)', () => {
    const productTen = promotion({ id: 'PRD-10', level: 'PRODUCT', discountType: 'PERCENT', percentOff: 10 });
    const shipping = { methodCode: 'standard', priceMinor: 700 };
    const priced = priceBasket(
      pricingInput({ lines: [giftCardLine('g', 10_000)], promotions: [gwp, freeShip, welcome10, productTen], couponCodes: ['WELCOME10'], shipping }),
    );
    expect(priced.qualifyingGifts).toEqual([]);
    expect(priced.totals).toMatchObject({ itemDiscountMinor: 0, orderDiscountMinor: 0, shippingDiscountMinor: 0, taxMinor: 28, totalMinor: 10_728 });
    expect(priced.lines[0]).toMatchObject({ rowTotalMinor: 10_000, priceAfterOrderDiscountMinor: 10_000, productPromotions: [] });
    expect(priced.promotions.find((p) => p.promotionId === 'PROMO-GWP-SOCKS')).toMatchObject({ thresholdStatus: 'Below Threshold', distanceMinor: 10_000 });
    const mixed = priceBasket(pricingInput({ lines: [line('a', 5000), giftCardLine('g', 5000)], promotions: [welcome10], couponCodes: ['WELCOME10'] }));
    expect(mixed.lines.map((l) => l.orderDiscountMinor)).toEqual([500, 0]);
  });

  it('law: adding a gift card line never changes a discount, a threshold or a gift', () => {
    const withGwp = pricingInputArb.map((input) => ({ ...input, promotions: [...input.promotions, gwp, welcome10], couponCodes: ['WELCOME10'] }));
    fc.assert(
      fc.property(withGwp, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5 }), (input, value, qty) => {
        const without = priceBasket(input);
        const withCard = priceBasket({ ...input, lines: [...input.lines, giftCardLine('GC', value, qty)] });
        const figures = ({ totals }: typeof without) => ({
          itemDiscountMinor: totals.itemDiscountMinor,
          adjustmentMinor: totals.adjustmentMinor,
          orderDiscountMinor: totals.orderDiscountMinor,
          shippingDiscountMinor: totals.shippingDiscountMinor,
          merchandiseDiscountMinor: totals.merchandiseDiscountMinor,
        });
        expect(figures(withCard)).toEqual(figures(without));
        expect(withCard.promotions).toEqual(without.promotions);
        expect(withCard.qualifyingGifts).toEqual(without.qualifyingGifts);
        expect(withCard.lines.slice(0, -1)).toEqual(without.lines);
        expect(withCard.lines.at(-1)).toMatchObject({
          itemDiscountMinor: 0,
          adjustmentMinor: 0,
          orderDiscountMinor: 0,
          taxMinor: 0,
          rowTotalMinor: value * qty,
        });
        expect(withCard.totals.totalMinor).toBe(without.totals.totalMinor + value * qty);
      }),
      { numRuns: 200 },
    );
  });
});
