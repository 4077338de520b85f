import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_OUT_CLEARED_STORES } from '@stride/domain/auth';
import { clearLocalStores, guestObjectsToMerge } from './local-stores.js';

/** A Storage over a Map, as the browser's local and session storage behave. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const globals = globalThis as { window?: unknown };

describe('local stores', () => {
  let local: Storage;
  let session: Storage;

  beforeEach(() => {
    local = memoryStorage();
    session = memoryStorage();
    globals.window = { localStorage: local, sessionStorage: session };
  });
  afterEach(() => {
    delete globals.window;
  });

  it('sign-out clears every store of the plan, with the keys kept beside them, and nothing else', () => {
    for (const [key, value] of Object.entries({
      'stride.session': '{"consumerNo":"1"}',
      'stride.cart': 'B1',
      'stride.cart.lines': '[]',
      'stride.favorites': 'F1',
      'stride.saveForLater': 'S1',
      'stride.checkout.step': 'billing',
      'stride.cartography': 'kept: another store whose name starts alike',
      'other.app': 'kept',
    }))
      local.setItem(key, value);
    session.setItem('stride.checkout', 'x');
    clearLocalStores(SIGN_OUT_CLEARED_STORES);
    expect([...Array(local.length).keys()].map((i) => local.key(i)).sort()).toEqual(['other.app', 'stride.cartography']);
    expect(session.length).toBe(0);
  });

  it('merges the basket on screen first, else the remembered one, with the lists the page remembers', () => {
    local.setItem('stride.cart', 'B-stored');
    local.setItem('stride.favorites', JSON.stringify({ favoriteId: 'F1' }));
    expect(guestObjectsToMerge('B-screen')).toEqual({ basketId: 'B-screen', favoriteId: 'F1' });
    expect(guestObjectsToMerge(undefined)).toEqual({ basketId: 'B-stored', favoriteId: 'F1' });
    local.clear();
    expect(guestObjectsToMerge(undefined)).toEqual({});
  });
});
