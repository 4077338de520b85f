import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCartByDelivery, isPickupOnlyCart } from './group-cart-by-delivery.js';
import { itemShippingType } from './item-shipping-type.js';
import type { ShippingOption } from './shipping-option.schema.js';

const opt = (code: string, selected = true, storeInventory?: number): ShippingOption => ({
  selected,
  available: true,
  shippingMethod: { code },
  ...(storeInventory === undefined ? {} : { storeInfo: { id: 'S1', storeInventory } }),
});

const optionArb = fc.record({
  selected: fc.boolean(),
  available: fc.boolean(),
  shippingMethod: fc.record({ code: fc.oneof(fc.constantFrom('pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'), fc.string()) }),
});
const itemArb = fc.record({
  id: fc.uuid(),
  qty: fc.integer({ min: 1, max: 5 }),
  isDigitalProduct: fc.boolean(),
  shippingOptions: fc.array(optionArb, { maxLength: 3 }),
});

describe('groupCartByDelivery', () => {
  it('splits a cart into a home-delivery group, a pickup group and a digital group', () => {
    const items = [
      { id: 'home', shippingOptions: [opt('pickup', false), opt('standard')] },
      { id: 'store', shippingOptions: [opt('pickup')] },
      { id: 'sts', shippingOptions: [opt('sts')] },
      { id: 'locker', shippingOptions: [opt('pudo')] },
      { id: 'gift-card', isDigitalProduct: true },
      { id: 'express', shippingOptions: [opt('express')] },
    ];
    const groups = groupCartByDelivery(items);
    expect(groups.homeDelivery.map((i) => i.id)).toEqual(['home', 'express']);
    expect(groups.pickup.map((i) => i.id)).toEqual(['store', 'sts', 'locker']);
    expect(groups.digital.map((i) => i.id)).toEqual(['gift-card']);
  });

  it('reads a pickup from a store holding the quantity as same-day (BOPIS_SD)', () => {
    expect(itemShippingType({ qty: 2, shippingOptions: [opt('pickup', true, 2)] })).toBe('BOPIS_SD');
    expect(itemShippingType({ qty: 3, shippingOptions: [opt('pickup', true, 2)] })).toBe('PICKUP');
  });

  it('law: grouping keeps every item exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (items) => {
        const { homeDelivery, pickup, digital } = groupCartByDelivery(items);
        expect(homeDelivery.length + pickup.length + digital.length).toBe(items.length);
        expect(homeDelivery).toEqual(items.filter((i) => homeDelivery.includes(i)));
        expect(pickup).toEqual(items.filter((i) => pickup.includes(i)));
        expect(digital).toEqual(items.filter((i) => i.isDigitalProduct));
      }),
    );
  });

  it('law: a cart is pickup-only exactly when it has items and its home-delivery and digital groups are empty', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), (items) => {
        const { homeDelivery, digital } = groupCartByDelivery(items);
        expect(isPickupOnlyCart(items)).toBe(items.length > 0 && homeDelivery.length === 0 && digital.length === 0);
      }),
    );
  });
});
