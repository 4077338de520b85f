import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { SHIPPING_METHOD_CODES } from '@stride/domain/shipping';
import type { CartFlash } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import { mayNeedSettling } from '../delivery/settle-deliveries.js';
import type { CartCaller, CartDeps } from './cart-deps.js';
import { loadCart, type LoadedCart } from './load-cart.js';
import type { OwnershipOptions } from './owned-basket.js';
import { patchCartToStock, type CustomerNotification } from './patch-cart-to-stock.js';

/** `GET /cart/v1/cart/{basketId}` and its query (commerce sections 2 and 7). */
export interface ReadCartInput extends OwnershipOptions {
  readonly basketId: string;
  readonly principal: CartCaller;
  /** The shopper's favourite store: each line delivered home also shows pickup there, with the store's stock. */
  readonly favStoreId?: string | undefined;
  /** Patch the basket to the stock before answering (see `patchCartToStock`). */
  readonly isPatchRequired?: boolean | undefined;
  /** False leaves out the stock flashes (a quick read, such as a mini cart's); they are in by default. */
  readonly inventorySupplyCheck?: boolean | undefined;
  /**
   * Moves the lines whose delivery is no longer offered (the delivery slice's), answering a flash per move; called only
   * when the basket may hold such a line (`mayNeedSettling`).
   */
  readonly settle?: (() => Promise<CartFlash[]>) | undefined;
}

// The flashes that come from checking each line's stock (commerce section 8, flash types).
const SUPPLY_FLASHES = new Set(['ProductLineItemInventoryMissing', 'ProductLineItemFullInventoryMissing']);

type AnswerItem = CartAnswer['items'][number];

/** The favourite store's pickup option beside a home-delivered line: unselected, available when the store holds the quantity. */
async function withFavouriteStore(deps: CartDeps, loaded: LoadedCart, storeId: string): Promise<AnswerItem[]> {
  const { answer, basket } = loaded;
  if (!(await deps.store.catalogue.storeExists(storeId))) return answer.items;
  return Promise.all(
    answer.items.map(async (item) => {
      const stored = basket.items.find((line) => line.id === item.id);
      if (stored === undefined || stored.storeId !== null || stored.bonusPromotionId !== null || item.isDigitalProduct) return item;
      const variant = await deps.store.catalogue.findVariant({ productId: stored.productId, variantId: stored.variantId }, basket.currency, storeId);
      const held = variant?.storeStock ?? null;
      if (held === null) return item;
      const pickup = {
        selected: false,
        available: held >= item.qty,
        shippingMethod: { code: SHIPPING_METHOD_CODES.pickup },
        storeInfo: { id: storeId, storeInventory: Math.max(0, held) },
      };
      return { ...item, shippingOptions: [...item.shippingOptions, pickup] };
    }),
  );
}

/**
 * Loads the caller's cart as `loadCart` does, honouring the cart load's query: `isPatchRequired` patches the basket to
 * the stock first and reports it in `customerNotifications`; `inventorySupplyCheck=false` leaves the stock flashes out;
 * `favStoreId` adds the favourite store's pickup option, with its stock, to each line delivered home (an unknown
 * store adds nothing: a favourite may have closed since it was chosen). A read also settles the deliveries the stores
 * or the address no longer offer (`settle`), and the answer that finds a move reports it. A plain read (no query, nothing
 * moved) loads the basket once.
 */
export async function readCart(deps: CartDeps, input: ReadCartInput): Promise<Result<CartAnswer, StrideError>> {
  const first = await loadCart(deps, input);
  if (first.isErr()) return err(first.error);
  const moved = input.settle !== undefined && mayNeedSettling(first.value.basket) ? await input.settle() : [];
  const plain = input.favStoreId === undefined && input.isPatchRequired === undefined && input.inventorySupplyCheck === undefined;
  if (moved.length === 0 && plain) return ok(first.value.answer);
  let notices: CustomerNotification[] = [];
  if (input.isPatchRequired === true) {
    const patched = await patchCartToStock(deps, { basketId: input.basketId, caller: input.principal, ownership: input });
    if (patched.isErr()) return err(patched.error);
    notices = patched.value;
  }
  const loaded = await loadCart(deps, input);
  if (loaded.isErr()) return err(loaded.error);
  const answer = loaded.value.answer;
  const flash = input.inventorySupplyCheck === false ? answer.flash.filter((f) => !SUPPLY_FLASHES.has(f.type)) : answer.flash;
  const items = input.favStoreId === undefined ? answer.items : await withFavouriteStore(deps, loaded.value, input.favStoreId);
  return ok({ ...answer, items, flash: [...flash, ...moved], customerNotifications: [...answer.customerNotifications, ...notices] });
}
