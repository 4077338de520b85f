import type { CartLine, CartStore } from '@stride/application/storefront';

/** The cart flows' store for a form post: the basket cookie as it came, and what the flows changed it to. */
export interface CookieCartStore extends CartStore {
  /** The basket to remember in the cookie after the post, null to forget it; undefined when unchanged. */
  changed(): string | null | undefined;
}

/**
 * The storefront's cart flows keep the basket id in the browser's local storage; a form post keeps it in the basket
 * cookie instead. The lines a lost basket is rebuilt from are not kept (a cookie is no place for them): a basket lost
 * without JavaScript starts again empty, as the browser's does when its storage is gone.
 * @example const store = cookieCartStore(basketIdFromCookie); await addToCart({ ...deps, store }, lines); store.changed()
 */
export function cookieCartStore(initial: string | null): CookieCartStore {
  let current = initial;
  let changed: string | null | undefined;
  return {
    basketId: () => current,
    lines: (): CartLine[] => [],
    save: (basketId) => {
      if (basketId !== current) changed = basketId;
      current = basketId;
    },
    clear: () => {
      if (current !== null) changed = null;
      current = null;
    },
    changed: () => changed,
  };
}
