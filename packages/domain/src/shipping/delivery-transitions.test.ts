import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TRANSITIONS, deliveryTransitionEffect } from './delivery-transitions.js';
import { orderDeliverySwitchFor } from './order-delivery-switch.js';

const names = Object.keys(DELIVERY_TRANSITIONS) as (keyof typeof DELIVERY_TRANSITIONS)[];

describe('delivery transitions', () => {
  it('names the six transitions of the spec', () => {
    expect(names).toEqual([
      'PickupToSthTransition',
      'PickupToStsTransition',
      'StsToSthTransition',
      'StsToPickupTransition',
      'STHToPickupTransition',
      'OrderShippingMethodDowngraded',
    ]);
  });

  it('marks the named item as having a changed delivery method', () => {
    expect(deliveryTransitionEffect({ type: 'PickupToSthTransition', details: { itemId: 'i1' } })).toEqual({
      kind: 'mark-item',
      itemId: 'i1',
      transition: 'PickupToSthTransition',
      messageKey: 'ITEM_DELIVERY_METHOD_CHANGED',
    });
  });

  it('shows an information message when no item is named, or for an order downgrade', () => {
    expect(deliveryTransitionEffect({ code: 'StsToPickupTransition' })).toEqual({
      kind: 'info',
      transition: 'StsToPickupTransition',
      messageKey: 'ITEM_DELIVERY_DETAILS_CHANGED',
    });
    expect(deliveryTransitionEffect({ type: 'OrderShippingMethodDowngraded', details: { itemId: 'i1' } })).toMatchObject({
      kind: 'info',
      messageKey: 'ORDER_UPDATED',
    });
  });

  it('ignores a flash that is no transition', () => {
    expect(deliveryTransitionEffect({ type: 'PaymentNotAuthorized' })).toBeUndefined();
    expect(deliveryTransitionEffect({ type: 'constructor' })).toBeUndefined();
  });

  it('law: every transition either marks the named item or shows information', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (type, itemId) => {
        const effect = deliveryTransitionEffect({ type, details: itemId === undefined ? {} : { itemId } });
        const marks = DELIVERY_TRANSITIONS[type].itemLevel && itemId !== undefined;
        expect(effect?.kind).toBe(marks ? 'mark-item' : 'info');
        expect(effect?.transition).toBe(type);
      }),
    );
  });
});

describe('order delivery switches', () => {
  it('maps ORD516, ORD517 and ORD518 to shipping, pickup and ship-to-store', () => {
    expect(orderDeliverySwitchFor('ORD516')?.to).toBe('STH');
    expect(orderDeliverySwitchFor('ORD517')?.to).toBe('PICKUP');
    expect(orderDeliverySwitchFor('ORD518')?.to).toBe('BOPIS_STS');
  });

  it('law: no other code is a switch', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['ORD516', 'ORD517', 'ORD518'].includes(s)),
        (code) => orderDeliverySwitchFor(code) === undefined,
      ),
    );
  });
});
