import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketAccessRefusal } from './basket-access.js';

describe('basketAccessRefusal', () => {
  it('lets the owner use an open basket', () => {
    expect(basketAccessRefusal({ consumerNo: 'g1', createdBy: 'g1', status: 'OPEN' }, 'g1')).toBeUndefined();
  });

  it('answers AUT498 to the creator of a basket a sign-in gave to an account or merged into one', () => {
    expect(basketAccessRefusal({ consumerNo: 'a1', createdBy: 'g1', status: 'OPEN' }, 'g1')).toBe('AUT498');
    expect(basketAccessRefusal({ consumerNo: 'g1', createdBy: 'g1', status: 'MERGED' }, 'g1')).toBe('AUT498');
  });

  it('law: anyone who neither holds nor created a basket gets BSK404, as for a missing one', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.constantFrom('OPEN', 'ORDERED', 'MERGED'), (owner, creator, caller, status) => {
        fc.pre(caller !== owner && caller !== creator);
        expect(basketAccessRefusal({ consumerNo: owner, createdBy: creator, status }, caller)).toBe('BSK404');
      }),
    );
    expect(basketAccessRefusal(null, 'g1')).toBe('BSK404');
  });
});
