import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TRANSITIONS } from './delivery-transitions.js';
import { lineDeliveryTransition, type LineDelivery } from './line-delivery-transition.js';
import { ORDER_DELIVERY_SWITCHES } from './order-delivery-switch.js';

const home: LineDelivery = { shippingMethodCode: 'standard', storeId: null };
const express: LineDelivery = { shippingMethodCode: 'express', storeId: null };
const pickup: LineDelivery = { shippingMethodCode: 'pickup', storeId: 'US101' };
const otherPickup: LineDelivery = { shippingMethodCode: 'pickup', storeId: 'US102' };
const sts: LineDelivery = { shippingMethodCode: 'sts', storeId: 'US101' };

describe('lineDeliveryTransition', () => {
  it('names each move the spec names, with the switch code of where the line went', () => {
    expect(lineDeliveryTransition(home, pickup)).toEqual({ name: 'STHToPickupTransition', code: 'ORD517' });
    expect(lineDeliveryTransition(pickup, home)).toEqual({ name: 'PickupToSthTransition', code: 'ORD516' });
    expect(lineDeliveryTransition(pickup, sts)).toEqual({ name: 'PickupToStsTransition', code: 'ORD518' });
    expect(lineDeliveryTransition(sts, pickup)).toEqual({ name: 'StsToPickupTransition', code: 'ORD517' });
    expect(lineDeliveryTransition(sts, express)).toEqual({ name: 'StsToSthTransition', code: 'ORD516' });
  });

  it('is nothing for a move within one kind, a move the spec does not name, or a digital or custom-made line', () => {
    expect(lineDeliveryTransition(home, express)).toBeUndefined();
    expect(lineDeliveryTransition(pickup, otherPickup)).toBeUndefined();
    expect(lineDeliveryTransition(home, sts)).toBeUndefined();
    expect(lineDeliveryTransition({ shippingMethodCode: 'digital', storeId: null }, pickup)).toBeUndefined();
    expect(lineDeliveryTransition({ shippingMethodCode: 'customs', storeId: null }, pickup)).toBeUndefined();
  });

  const delivery = fc.record({
    shippingMethodCode: fc.constantFrom('standard', 'express', 'pickup', 'PUDO', 'sts', 'digital', 'customs'),
    storeId: fc.constantFrom(null, 'US101', 'US102'),
  });

  it('law: a line that stays where it is makes no transition', () => {
    fc.assert(
      fc.property(delivery, (same) => {
        expect(lineDeliveryTransition(same, same)).toBeUndefined();
      }),
    );
  });

  it('law: a named transition is item-level and its switch code goes where the transition goes', () => {
    fc.assert(
      fc.property(delivery, delivery, (before, after) => {
        const made = lineDeliveryTransition(before, after);
        if (made === undefined) return;
        const transition = DELIVERY_TRANSITIONS[made.name];
        expect(transition.itemLevel).toBe(true);
        expect('to' in transition ? transition.to : undefined).toBe(ORDER_DELIVERY_SWITCHES[made.code].to);
      }),
    );
  });
});
