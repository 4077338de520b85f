import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeDeliveryMethods, SAME_DAY_PICKUP_CUTOFF_HOUR, storeDeliveryMethods, type PickupStoreFacts } from './applicable-shipping-methods.js';
import { becomesHomeShippingMethod, chooseShippingMethod } from './choose-shipping-method.js';

const regular = { qty: 1, isDigital: false, isCustoms: false };
const store: PickupStoreFacts = { countryCode: 'US', offersPickup: true, offersSameDay: true, offersShipToStore: true, localHour: 10 };

describe('homeDeliveryMethods', () => {
  it('offers standard and express for parcels, with prices and delivery times', () => {
    expect(homeDeliveryMethods([regular], 'US')).toEqual([
      { code: 'standard', type: 'STANDARD', label: 'Standard delivery', deliveryTime: '3-5 business days', price: { amount: 700, currency: 'USD' } },
      { code: 'express', type: 'STH', label: 'Express delivery', deliveryTime: '1-2 business days', price: { amount: 1500, currency: 'USD' } },
    ]);
  });

  it('adds customs for custom-made items and digital for digital items', () => {
    const codes = homeDeliveryMethods([regular, { ...regular, isCustoms: true }, { ...regular, isDigital: true }], 'CA').map((m) => m.code);
    expect(codes).toEqual(['standard', 'express', 'customs', 'digital']);
    expect(homeDeliveryMethods([{ ...regular, isDigital: true }], 'US').map((m) => m.code)).toEqual(['digital']);
  });

  it('offers nothing to a country Stride does not serve', () => {
    expect(homeDeliveryMethods([regular], 'FR')).toEqual([]);
  });
});

describe('storeDeliveryMethods', () => {
  it('offers same-day pickup before the cut-off when the store holds every line', () => {
    const [method] = storeDeliveryMethods([{ ...regular, qty: 2, storeQuantity: 2 }], store);
    expect(method).toMatchObject({ code: 'pickup', type: 'BOPIS_SD', deliveryTime: 'Today', price: { amount: 0 } });
  });

  it('offers ordinary pickup after the cut-off or in a store without same day', () => {
    expect(storeDeliveryMethods([{ ...regular, storeQuantity: 3 }], { ...store, localHour: SAME_DAY_PICKUP_CUTOFF_HOUR })[0]?.type).toBe('PICKUP');
    expect(storeDeliveryMethods([{ ...regular, storeQuantity: 3 }], { ...store, offersSameDay: false })[0]?.type).toBe('PICKUP');
  });

  it('offers ship to store (3-7 days) when one line is short', () => {
    const methods = storeDeliveryMethods(
      [
        { ...regular, storeQuantity: 5 },
        { ...regular, qty: 2, storeQuantity: 1 },
      ],
      store,
    );
    expect(methods).toEqual([expect.objectContaining({ code: 'sts', type: 'BOPIS_STS', deliveryTime: '3-7 business days' })]);
  });

  it('a store offers pickup exactly when it holds every line, and ship to store otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: 1, max: 5 }), storeQuantity: fc.integer({ min: 0, max: 6 }) }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 23 }),
        (lines, localHour) => {
          const methods = storeDeliveryMethods(
            lines.map((l) => ({ ...regular, ...l })),
            { ...store, localHour },
          );
          const holds = lines.every((l) => l.storeQuantity >= l.qty);
          expect(methods.map((m) => m.code)).toEqual([holds ? 'pickup' : 'sts']);
        },
      ),
    );
  });
});

describe('chooseShippingMethod', () => {
  const lines = [
    { ...regular, itemId: 'a' },
    { ...regular, isCustoms: true, itemId: 'b' },
  ];
  const methods = homeDeliveryMethods(lines, 'US');

  it('applies express to the regular parcels only', () => {
    expect(chooseShippingMethod(lines, methods, 'Express', 'home')._unsafeUnwrap()).toEqual({ code: 'express', itemIds: ['a'] });
    expect(chooseShippingMethod(lines, methods, 'customs', 'home')._unsafeUnwrap()).toEqual({ code: 'customs', itemIds: ['b'] });
  });

  it('refuses a code that is not applicable with SHP404', () => {
    expect(chooseShippingMethod(lines, methods, 'pickup', 'home')._unsafeUnwrapErr().code).toBe('SHP404');
    fc.assert(
      fc.property(
        fc.string().filter((s) => !methods.some((m) => m.code === s.trim().toLowerCase())),
        (code) => {
          expect(chooseShippingMethod(lines, methods, code, 'home')._unsafeUnwrapErr().code).toBe('SHP404');
        },
      ),
    );
  });
});

describe('becomesHomeShippingMethod', () => {
  const custom = { ...regular, isCustoms: true };
  const digital = { ...regular, isDigital: true };

  it('makes a regular method the basket’s, and custom-made delivery only when no regular line needs another', () => {
    expect(becomesHomeShippingMethod([regular, custom], 'express', 'home')).toBe(true);
    expect(becomesHomeShippingMethod([regular, custom], 'customs', 'home')).toBe(false);
    expect(becomesHomeShippingMethod([custom], 'customs', 'home')).toBe(true);
    expect(becomesHomeShippingMethod([digital], 'digital', 'home')).toBe(false);
    expect(becomesHomeShippingMethod([regular], 'pickup', 'store')).toBe(false);
  });
});
