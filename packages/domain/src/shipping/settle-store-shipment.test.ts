import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeDeliveryMethods } from './applicable-shipping-methods.js';
import { expressReaches } from './express-regions.js';
import { homeMethodDowngrade, settleStoreShipment } from './settle-store-shipment.js';

const regular = { qty: 1, isDigital: false, isCustoms: false };

describe('settleStoreShipment', () => {
  it('keeps a method the store still offers, takes the one it offers now, and goes home when it offers none', () => {
    expect(settleStoreShipment('pickup', [{ code: 'pickup' }])).toEqual({ kind: 'keep' });
    expect(settleStoreShipment('pickup', [{ code: 'sts' }])).toEqual({ kind: 'store', code: 'sts' });
    expect(settleStoreShipment('sts', [{ code: 'pickup' }])).toEqual({ kind: 'store', code: 'pickup' });
    expect(settleStoreShipment('sts', [])).toEqual({ kind: 'home' });
  });

  it('law: the lines stay at the store exactly when the store offers a method', () => {
    fc.assert(
      fc.property(fc.constantFrom('pickup', 'sts'), fc.subarray(['pickup', 'sts']), (selected, codes) => {
        const settled = settleStoreShipment(
          selected,
          codes.map((code) => ({ code })),
        );
        expect(settled.kind === 'home').toBe(codes.length === 0);
      }),
    );
  });
});

describe('homeMethodDowngrade', () => {
  it('falls back from express to standard where express is no longer offered, and leaves an offered choice alone', () => {
    expect(homeMethodDowngrade('express', homeDeliveryMethods([regular], 'US', 'AK'))).toBe('standard');
    expect(homeMethodDowngrade('express', homeDeliveryMethods([regular], 'US', 'NY'))).toBeUndefined();
    expect(homeMethodDowngrade('standard', homeDeliveryMethods([regular], 'US', 'AK'))).toBeUndefined();
    expect(homeMethodDowngrade(undefined, [])).toBeUndefined();
    expect(homeMethodDowngrade('customs', [{ code: 'standard' }])).toBeUndefined();
    expect(homeMethodDowngrade('express', [])).toBeUndefined();
  });
});

describe('express regions', () => {
  it('does not reach Alaska, Hawaii or the Canadian territories; reaches the rest and an unknown region', () => {
    expect(['AK', 'hi', 'PR'].map((r) => expressReaches('US', r))).toEqual([false, false, false]);
    expect(expressReaches('CA', 'NU')).toBe(false);
    expect(expressReaches('US', 'NY')).toBe(true);
    expect(expressReaches('CA', 'QC')).toBe(true);
    expect(expressReaches('US', undefined)).toBe(true);
    expect(homeDeliveryMethods([regular], 'CA', 'YT').map((m) => m.code)).toEqual(['standard']);
  });
});
