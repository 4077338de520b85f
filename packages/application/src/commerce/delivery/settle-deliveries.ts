import {
  expressReaches,
  HOME_DELIVERY_SHIPMENT_ID,
  homeMethodDowngrade,
  lineDeliveryTransition,
  settleStoreShipment,
  storeIdOfShipment,
  type DeliveryBasket,
  type DeliveryBasketLine,
  type LineDeliveryPlace,
} from '@stride/domain/shipping';
import type { CartFlash } from '@stride/domain/cart';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';
import { homeShipment, lineShipment, storeOffer } from './shipment-methods.js';

/** The regular home method lines brought home take: the basket's chosen one, else the first the home shipment offers. */
function homeCodeFor(basket: DeliveryBasket): string {
  const offered = homeShipment(basket).methods.map((method) => method.code);
  const chosen = basket.shippingMethodCode;
  return chosen !== undefined && offered.includes(chosen as never) ? chosen : (offered.find((code) => code === 'standard' || code === 'express') ?? 'standard');
}

async function settleStore(deps: DeliveryDeps, basket: DeliveryBasket, storeId: string, lines: readonly DeliveryBasketLine[]): Promise<CartFlash[]> {
  const selected = lines[0]?.shippingMethodCode ?? '';
  const settled = settleStoreShipment(selected, (await storeOffer(deps, basket, storeId, lines)) ?? []);
  if (settled.kind === 'keep') return [];
  const from: LineDeliveryPlace = { code: selected, storeId };
  const to: LineDeliveryPlace = settled.kind === 'store' ? { code: settled.code, storeId } : { code: homeCodeFor(basket), storeId: null };
  const moved = await deps.baskets.moveLines(basket.basketId, { itemIds: lines.map((line) => line.itemId), from, to });
  const transition = lineDeliveryTransition({ shippingMethodCode: from.code, storeId }, { shippingMethodCode: to.code, storeId: to.storeId });
  return transition === undefined ? [] : moved.map((itemId) => ({ code: transition.code, type: transition.name, details: { itemId, storeId } }));
}

/**
 * Moves the basket's lines whose chosen delivery is no longer offered (commerce section 4, delivery transitions) and
 * answers the flash of each move, for the answer of the call that found it: a pickup store that no longer holds the
 * lines ships them to the store (PickupToStsTransition) or, when it cannot, sends them home (PickupToSthTransition);
 * ship-to-store lines the store now holds are picked up (StsToPickupTransition) or go home when the store takes them
 * no more (StsToSthTransition); a home method the address no longer gets falls back (OrderShippingMethodDowngraded).
 * Nothing for a basket that is not the caller's: the cart call answers that.
 */
export async function settleDeliveries(deps: DeliveryDeps, basketId: string, caller: DeliveryCaller): Promise<CartFlash[]> {
  const owned = await ownedDeliveryBasket(deps, basketId, caller);
  if (owned.isErr()) return [];
  const basket = owned.value;
  const stores = new Map<string, DeliveryBasketLine[]>();
  for (const line of basket.lines) {
    const storeId = storeIdOfShipment(lineShipment(line));
    if (storeId !== undefined) stores.set(storeId, [...(stores.get(storeId) ?? []), line]);
  }
  const flashes: CartFlash[] = [];
  for (const [storeId, lines] of stores) flashes.push(...(await settleStore(deps, basket, storeId, lines)));
  const after = flashes.length === 0 ? basket : ((await deps.baskets.load(basketId)) ?? basket);
  const home = homeShipment(after);
  const downgrade = home.lines.length === 0 ? undefined : homeMethodDowngrade(after.shippingMethodCode, home.methods);
  if (
    downgrade !== undefined &&
    after.shippingMethodCode !== undefined &&
    (await deps.baskets.downgradeHomeMethod(basketId, after.shippingMethodCode, downgrade))
  )
    flashes.push({
      code: 'OrderShippingMethodDowngraded',
      type: 'OrderShippingMethodDowngraded',
      details: { shippingId: HOME_DELIVERY_SHIPMENT_ID, from: after.shippingMethodCode, to: downgrade },
    });
  return flashes;
}

/** What `mayNeedSettling` reads of a stored basket. */
export interface SettlingFacts {
  readonly shippingMethodCode: string | null;
  readonly shippingAddress: unknown;
  readonly items: readonly { readonly storeId: string | null }[];
}

/**
 * True when a basket may hold a delivery to settle, so a cart read settles only those: a line collected at a store, or
 * express chosen for an address in a region express does not reach.
 */
export function mayNeedSettling(basket: SettlingFacts): boolean {
  if (basket.items.some((item) => item.storeId !== null)) return true;
  if (basket.shippingMethodCode !== 'express' || typeof basket.shippingAddress !== 'object' || basket.shippingAddress === null) return false;
  const address = basket.shippingAddress as Record<string, unknown>;
  const country = typeof address['countryCode'] === 'string' ? address['countryCode'] : '';
  return !expressReaches(country, typeof address['province'] === 'string' ? address['province'] : undefined);
}
