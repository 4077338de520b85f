/** Where this device's store is kept (`stride.myStore`, written by my-store.ts). */
export const MY_STORE_KEY = 'stride.myStore';

/**
 * This device's store's id, read now: the cart load's `favStoreId`. Null when none was chosen or storage is unavailable.
 * Apart from my-store.ts so that the cart page's first load carries only this.
 */
export function myStoreId(): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(MY_STORE_KEY) ?? 'null') as { readonly storeId?: unknown } | null;
    return typeof stored?.storeId === 'string' ? stored.storeId : null;
  } catch {
    return null;
  }
}
