import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearInStoreSessionPlan, inStoreSalesInfoFor, isInStoreSessionConnected } from './in-store-session.js';

describe('buy-in-store session', () => {
  it('is connected only with both storeId and storeEmployeeId', () => {
    expect(isInStoreSessionConnected({ storeId: 'S12', storeEmployeeId: 'E7', storeName: 'Soho' })).toBe(true);
    expect(isInStoreSessionConnected({ storeId: 'S12', storeEmployeeId: null })).toBe(false);
    expect(isInStoreSessionConnected({ storeId: '  ', storeEmployeeId: 'E7' })).toBe(false);
    expect(isInStoreSessionConnected(null)).toBe(false);
  });

  it('gives the order its store and employee ids while connected', () => {
    expect(inStoreSalesInfoFor({ storeId: 'S12', storeEmployeeId: 'E7', storeName: 'Soho' })).toEqual({ storeId: 'S12', storeEmployeeId: 'E7' });
    expect(inStoreSalesInfoFor({ storeId: 'S12' })).toBeNull();
  });

  it('clearing logs out and goes to /associate-login', () => {
    expect(clearInStoreSessionPlan()).toEqual([{ kind: 'clearInStoreSession' }, { kind: 'signOut' }, { kind: 'navigate', to: '/associate-login' }]);
  });

  it('an order carries sales info exactly when the session is connected', () => {
    const value = fc.option(fc.constantFrom('', ' ', 'S1', 'E9'), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ storeId: value, storeEmployeeId: value }), (session) => {
        expect(inStoreSalesInfoFor(session) !== null).toBe(isInStoreSessionConnected(session));
      }),
    );
  });
});
