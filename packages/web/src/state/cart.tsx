import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createHttpCartApi } from '@stride/adapters-http/browser';
import {
  loadCart,
  rememberCart,
  type ApiFailure,
  type CartAnswer,
  type CartDeps,
  type CartLine,
  type CartLoadQuery,
  type CartStore,
  type GiftCardBalanceAnswer,
  type SavedLine,
  type SaveForLaterAnswer,
  type ShipmentMethodsAnswer,
} from '@stride/application/storefront';
import type { ResultAsync } from 'neverthrow';
import { useApi } from '../app/services-context.js';
import { trackExperimentEvent } from '../personalisation/track-experiment-event.js';
import { pageReloader } from './page-reloader.js';
import { useToasts } from './toasts.js';
import { useMessages } from '../i18n/messages.js';
import { cartToastText } from './cart-toast-text.js';

/** The local-storage key holding the shopper's basket id (commerce section 4: the cart is persisted locally). */
export const CART_STORAGE_KEY = 'stride.cart';
/** The local-storage key holding the cart's lines, re-added when the basket is lost (cart-not-found). */
export const CART_LINES_STORAGE_KEY = 'stride.cart.lines';

/** A line to add: the product, and the variant, store or recipe when the shopper chose them. */
export interface CartLineInput {
  readonly productId: string;
  readonly variantId?: string;
  readonly upc?: string;
  readonly qty?: number;
  readonly storeId?: string;
  readonly recipeId?: string;
  /** A digital product's gift option (recipient, e-mail, message), sent only when all three are there. */
  readonly giftOption?: { readonly email: string; readonly to: string; readonly message: string };
}

export type CartActionResult = { readonly ok: true; readonly cart: CartAnswer } | { readonly ok: false; readonly error: ApiFailure };
export type ActionResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiFailure };

export interface CartState {
  /** The last cart answer, or null before the first load or when the shopper has none. */
  readonly cart: CartAnswer | null;
  readonly itemCount: number;
  /** True once the browser has read the stored cart (the server never has). */
  readonly loaded: boolean;
  /** Adds lines with the spec's rules: one retry after 2 s except gift with purchase; a lost basket rebuilt. */
  addItems(lines: readonly CartLineInput[]): Promise<CartActionResult>;
  /**
   * Loads the stored basket again from the API (a lost one is rebuilt from the stored lines), with the cart load's
   * query when given (the cart page patches to the stock). A page that loads on mount spares the provider's own load.
   */
  reload(query?: CartLoadQuery): Promise<void>;
  /** A cart call answered with the cart: it replaces the local one (commerce section 7); null forgets it. */
  replace(cart: CartAnswer | null): void;
  updateQty(itemId: string, qty: number): Promise<CartActionResult>;
  /**
   * Runs a storefront cart flow with this cart's ports (its answer replaces the cart, its failure is returned): for a
   * flow that only a lazily loaded dialog uses (quick-shop's update in cart), which then stays out of every first load.
   */
  run(call: (deps: CartDeps) => ResultAsync<CartAnswer, ApiFailure>): Promise<CartActionResult>;
  remove(itemId: string): Promise<CartActionResult>;
  applyCoupon(code: string): Promise<CartActionResult>;
  removeCoupon(code: string): Promise<CartActionResult>;
  applyGiftCard(giftCardNumber: string, pin: string): Promise<CartActionResult>;
  removeGiftCard(paymentInstrumentId: string): Promise<CartActionResult>;
  giftCardBalance(giftCardNumber: string, pin: string): Promise<ActionResult<GiftCardBalanceAnswer>>;
  /** The saved-for-later list, once `loadSaved` ran (the cart page asks for it). */
  readonly saved: SaveForLaterAnswer | null;
  loadSaved(): Promise<void>;
  saveForLater(itemId: string): Promise<CartActionResult>;
  moveToCart(saved: SavedLine): Promise<CartActionResult>;
  removeSaved(saveForLaterId: string, itemId: string): Promise<ActionResult<SaveForLaterAnswer>>;
  /** A saved-list call answered with the list: it replaces the one on screen. */
  replaceSaved(saved: SaveForLaterAnswer): void;
  shipmentMethods(shippingId: string): Promise<ActionResult<ShipmentMethodsAnswer>>;
  pickUpAtStore(storeId: string, code: string): Promise<CartActionResult>;
  deliverHome(code: string): Promise<CartActionResult>;
}

/** The cart's change flows, a chunk of their own loaded on the first change (cart-actions.ts). */
const actions = () => import('./cart-actions.js');
type CartFlows = Awaited<ReturnType<typeof actions>>;

/** The cart load of pages that show no stock flashes (commerce section 2's `inventorySupplyCheck`). */
const QUICK_READ: CartLoadQuery = { inventorySupplyCheck: 'false' };

const CartContext = createContext<CartState | null>(null);

/** The local cart in the browser's local storage: the basket id under 'stride.cart', its lines beside it. */
export function localStorageCartStore(storage: () => Storage | undefined = () => (typeof window === 'undefined' ? undefined : window.localStorage)): CartStore {
  const safely = <T,>(run: (s: Storage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s === undefined ? fallback : run(s);
    } catch {
      // Private mode without storage: the cart lives for this page only.
      return fallback;
    }
  };
  return {
    basketId: () => safely((s) => s.getItem(CART_STORAGE_KEY), null),
    lines: () =>
      safely((s) => {
        const parsed: unknown = JSON.parse(s.getItem(CART_LINES_STORAGE_KEY) ?? '[]');
        return Array.isArray(parsed)
          ? (parsed.filter((l) => typeof l === 'object' && l !== null && typeof (l as CartLine).productId === 'string') as CartLine[])
          : [];
      }, []),
    save: (basketId, lines) =>
      safely((s) => {
        s.setItem(CART_STORAGE_KEY, basketId);
        s.setItem(CART_LINES_STORAGE_KEY, JSON.stringify(lines));
      }, undefined),
    clear: () =>
      safely((s) => {
        s.removeItem(CART_STORAGE_KEY);
        s.removeItem(CART_LINES_STORAGE_KEY);
      }, undefined),
  };
}

function lineOf(input: CartLineInput): CartLine {
  const { variantId, ...rest } = input;
  return variantId === undefined ? rest : { ...rest, variantId };
}

/** The shopper's cart, loaded in the browser from the basket id kept in local storage. */
export function CartProvider({ children }: { readonly children: ReactNode }): ReactElement {
  const client = useApi();
  const { t } = useMessages();
  const toasts = useToasts();
  const [cart, setCart] = useState<CartAnswer | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState<SaveForLaterAnswer | null>(null);
  const store = useMemo(() => localStorageCartStore(), []);
  const deps = useMemo<CartDeps>(
    () => ({
      api: createHttpCartApi(client),
      store,
      // The application layer's toasts carry message ids and values; the page words them in its language.
      toasts: { show: (toast) => toasts.show(cartToastText(t, toast)) },
      reloader: pageReloader(),
      timer: { after: (ms, run) => void setTimeout(run, ms) },
      sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    }),
    [client, store, toasts, t],
  );
  const depsRef = useRef(deps);
  useLayoutEffect(() => {
    depsRef.current = deps;
  }, [deps]);

  // Every answer that is a cart replaces the one on screen; a failure leaves it (the flows already
  // cleared the local cart on an invalid customer).
  const run = useCallback(
    async (call: (d: CartDeps) => ResultAsync<CartAnswer, ApiFailure>): Promise<CartActionResult> => {
      const result = await call(depsRef.current);
      if (result.isOk()) {
        setCart(result.value);
        return { ok: true, cart: result.value };
      }
      if (store.basketId() === null) setCart(null);
      return { ok: false, error: result.error };
    },
    [store],
  );

  /** A change flow of cart-actions.ts, loaded on its first use, run with this cart's ports. */
  const change = useCallback(
    <A extends unknown[]>(flow: (flows: CartFlows) => (d: CartDeps, ...args: A) => ResultAsync<CartAnswer, ApiFailure>) =>
      async (...args: A) => {
        const flows = await actions();
        return run((d) => flow(flows)(d, ...args));
      },
    [run],
  );

  const replace = useCallback(
    (next: CartAnswer | null) => {
      setCart(next);
      if (next === null) store.clear();
      else rememberCart(store, next);
    },
    [store],
  );

  // Set by the first load: a page whose effect loads the cart (they run before the provider's) makes the quick read moot.
  const asked = useRef(false);
  const reload = useCallback(
    async (query?: CartLoadQuery) => {
      asked.current = true;
      const result = await loadCart(depsRef.current, query);
      if (result.isOk()) setCart(result.value);
      else if (store.basketId() === null) setCart(null);
      setLoaded(true);
    },
    [store],
  );

  // The header's count and the mini cart need no stock flashes: a quick read (docs/decisions.md, "Cart load query").
  useEffect(() => {
    if (!asked.current) void reload(QUICK_READ);
  }, [reload]);

  const loadSaved = useCallback(async () => {
    const result = await depsRef.current.api.readSaved();
    if (result.isOk()) setSaved(result.value);
  }, []);

  const value = useMemo<CartState>(
    () => ({
      cart,
      itemCount: cart?.totalItems ?? 0,
      loaded,
      saved,
      replace,
      reload,
      loadSaved,
      addItems: async (lines) => {
        const { addToCart } = await actions();
        const added = await run((d) => addToCart(d, lines.map(lineOf)));
        // An add is a conversion of the running experiments (the experiment client sends it only with consent).
        if (added.ok) trackExperimentEvent('add_to_cart', { quantity: lines.reduce((sum, line) => sum + (line.qty ?? 1), 0) });
        return added;
      },
      updateQty: change((flows) => flows.updateCartItemQty),
      run,
      remove: change((flows) => flows.removeCartItem),
      applyCoupon: change((flows) => flows.applyPromoCode),
      removeCoupon: change((flows) => flows.removePromoCode),
      applyGiftCard: change((flows) => flows.applyGiftCard),
      removeGiftCard: change((flows) => flows.removeGiftCard),
      giftCardBalance: async (giftCardNumber, pin) => {
        const result = await deps.api.giftCardBalance(giftCardNumber.replace(/\s+/g, ''), pin.trim());
        return result.isOk() ? { ok: true, value: result.value } : { ok: false, error: result.error };
      },
      saveForLater: async (itemId) => {
        const { saveItemForLater } = await actions();
        return run((d) =>
          saveItemForLater(d, itemId).map((moved) => {
            setSaved(moved.saveForLater);
            return moved;
          }),
        );
      },
      moveToCart: async (line) => {
        const { moveSavedToCart } = await actions();
        return run((d) =>
          moveSavedToCart(d, line).map((moved) => {
            setSaved(moved.saveForLater);
            return moved.cart;
          }),
        );
      },
      removeSaved: async (saveForLaterId, itemId) => {
        const result = await deps.api.removeSaved(saveForLaterId, itemId);
        if (result.isErr()) return { ok: false, error: result.error };
        setSaved(result.value);
        return { ok: true, value: result.value };
      },
      replaceSaved: setSaved,
      shipmentMethods: async (shippingId) => {
        const { shipmentMethods } = await actions();
        const result = await shipmentMethods(deps, shippingId);
        return result.isOk() ? { ok: true, value: result.value } : { ok: false, error: result.error };
      },
      pickUpAtStore: change((flows) => flows.pickUpAtStore),
      deliverHome: async (code) => {
        if (cart === null) return { ok: false, error: { kind: 'unexpected', status: 0, message: 'No cart' } };
        const { deliverHome } = await actions();
        return run((d) => deliverHome(d, cart, code));
      },
    }),
    [cart, loaded, saved, replace, reload, loadSaved, run, change, deps],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The shopper's cart. @example const { addItems } = useCart(); */
export function useCart(): CartState {
  const value = useContext(CartContext);
  if (value === null) throw new Error('Stride: useCart outside CartProvider');
  return value;
}
