import type { GuestObjects } from '@stride/application/storefront';
import type { SignOutClearedStore } from '@stride/domain/auth';

/**
 * The storage key stem of each store the sign-out plan clears. A store may keep several keys:
 * `stride.<stem>` and anything under `stride.<stem>.` (e.g. `stride.cart.items`).
 */
export const LOCAL_STORE_KEYS: Readonly<Record<SignOutClearedStore, string>> = {
  authSession: 'stride.session',
  cart: 'stride.cart',
  favorites: 'stride.favorites',
  savedForLater: 'stride.saveForLater',
  consumerProfile: 'stride.profile',
  loyalty: 'stride.loyalty',
  checkout: 'stride.checkout',
};

function clearIn(storage: Storage, stems: readonly string[]): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && stems.some((stem) => key === stem || key.startsWith(`${stem}.`))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/** Removes the named stores from local and session storage (commerce section 4: sign-out clears every local store). */
export function clearLocalStores(stores: readonly SignOutClearedStore[]): void {
  const stems = stores.map((store) => LOCAL_STORE_KEYS[store]);
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      clearIn(storage(), stems);
    } catch {
      // Storage unavailable: there is nothing stored to clear.
    }
  }
}

/** A stored id: the plain value, or the `basketId`/`id` of a stored JSON object. */
function storedId(key: string, field: string): string | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null || raw === '') return undefined;
    if (!raw.startsWith('{')) return raw;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const id = parsed[field] ?? parsed.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The guest's objects to merge at sign-in: the basket on screen (or the one remembered), and the
 * favorites and saved-for-later lists when the page remembered their ids.
 */
export function guestObjectsToMerge(basketOnScreen: string | undefined): GuestObjects {
  const basketId = basketOnScreen ?? storedId(LOCAL_STORE_KEYS.cart, 'basketId');
  const favoriteId = storedFavoritesId();
  const saveForLaterId = storedId(LOCAL_STORE_KEYS.savedForLater, 'saveForLaterId');
  return {
    ...(basketId === undefined ? {} : { basketId }),
    ...(favoriteId === undefined ? {} : { favoriteId }),
    ...(saveForLaterId === undefined ? {} : { saveForLaterId }),
  };
}

/** The favorites list this browser wrote to (`stride.favorites`): a guest's, merged into the account at sign-in. */
export function storedFavoritesId(): string | undefined {
  return storedId(LOCAL_STORE_KEYS.favorites, 'favoriteId');
}

/** Remembers the favorites list the shopper's heart wrote to; without storage the heart still works for the page. */
export function rememberFavoritesId(favoriteId: string): void {
  try {
    window.localStorage.setItem(LOCAL_STORE_KEYS.favorites, favoriteId);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
