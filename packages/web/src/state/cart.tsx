import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { cartAnswerSchema, type ApiFailure, type CartAnswer } from '@stride/application/storefront';
import { useApi } from '../app/services-context.js';

/** The local-storage key holding the shopper's basket id (commerce section 4: the cart is persisted locally). */
export const CART_STORAGE_KEY = 'stride.cart';

/** A line to add: the product, and the variant, store or recipe when the shopper chose them. */
export interface CartLineInput {
  readonly productId: string;
  readonly variantId?: string;
  readonly upc?: string;
  readonly qty?: number;
  readonly storeId?: string;
  readonly recipeId?: string;
}

export type CartActionResult = { readonly ok: true; readonly cart: CartAnswer } | { readonly ok: false; readonly error: ApiFailure };

export interface CartState {
  /** The last cart answer, or null before the first load or when the shopper has none. */
  readonly cart: CartAnswer | null;
  readonly itemCount: number;
  addItems(lines: readonly CartLineInput[]): Promise<CartActionResult>;
  /** Loads the stored basket again from the API. */
  reload(): Promise<void>;
  /** A cart call answered with the cart: it replaces the local one (commerce section 7). */
  replace(cart: CartAnswer | null): void;
}

const CartContext = createContext<CartState | null>(null);

function storedBasketId(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeBasketId(basketId: string | null): void {
  try {
    if (basketId === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, basketId);
  } catch {
    // Private mode without storage: the cart lives for this page only.
  }
}

/** The shopper's cart, loaded in the browser from the basket id kept in local storage. */
export function CartProvider({ children }: { readonly children: ReactNode }): ReactElement {
  const api = useApi();
  const [cart, setCart] = useState<CartAnswer | null>(null);

  const replace = useCallback((next: CartAnswer | null) => {
    setCart(next);
    storeBasketId(next?.basketId ?? null);
  }, []);

  const reload = useCallback(async () => {
    const basketId = storedBasketId();
    if (basketId === null) return;
    const loaded = await api.call({ method: 'GET', path: `/cart/v1/cart/${encodeURIComponent(basketId)}`, answer: cartAnswerSchema });
    if (loaded.isOk()) setCart(loaded.value);
  }, [api]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const addItems = useCallback(
    async (lines: readonly CartLineInput[]): Promise<CartActionResult> => {
      let basketId = cart?.basketId ?? storedBasketId();
      if (basketId === null) {
        const created = await api.call({ method: 'POST', path: '/cart/v1/cart', body: {}, answer: cartAnswerSchema });
        if (created.isErr()) return { ok: false, error: created.error };
        basketId = created.value.basketId;
      }
      const cartId = basketId;
      const added = await api.call({ method: 'POST', path: '/cart/v1/item', body: { items: lines.map((line) => ({ cartId, ...line })) }, answer: cartAnswerSchema });
      if (added.isErr()) return { ok: false, error: added.error };
      replace(added.value);
      return { ok: true, cart: added.value };
    },
    [api, cart, replace],
  );

  const value = useMemo<CartState>(() => ({ cart, itemCount: cart?.totalItems ?? 0, addItems, reload, replace }), [cart, addItems, reload, replace]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The shopper's cart. @example const { addItems } = useCart(); */
export function useCart(): CartState {
  const value = useContext(CartContext);
  if (value === null) throw new Error('Stride: useCart outside CartProvider');
  return value;
}
