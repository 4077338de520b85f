import { err, ok, type Result } from 'neverthrow';
import {
  addressCountryCode,
  canShipTo,
  defaultShippingCountryFor,
  HOME_DELIVERY_SHIPMENT_ID,
  homeDeliveryMethods,
  homeLineKind,
  shipmentIdOfLine,
  storeDeliveryMethods,
  storeIdOfShipment,
  type ApplicableShippingMethod,
  type DeliveryBasket,
  type DeliveryBasketLine,
} from '@stride/domain/shipping';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { DeliveryDeps } from './delivery-deps.js';
import { storeLocalHour } from './store-local-hour.js';

/** A shipment of a basket with the methods it can take now. */
export interface ShipmentMethods {
  readonly shippingId: string;
  readonly kind: 'home' | 'store';
  readonly storeId?: string | undefined;
  readonly lines: readonly DeliveryBasketLine[];
  readonly methods: readonly ApplicableShippingMethod[];
  /** The method chosen so far, when one was. */
  readonly selectedCode?: string | undefined;
}

/** The shipment a basket line travels in. */
export const lineShipment = (line: DeliveryBasketLine) => shipmentIdOfLine({ shippingMethodCode: line.shippingMethodCode, storeId: line.storeId });

/** The home shipment's lines and what it can take now (express does not reach every region of the address). */
export function homeShipment(basket: DeliveryBasket): ShipmentMethods {
  const lines = basket.lines.filter((line) => lineShipment(line) === HOME_DELIVERY_SHIPMENT_ID);
  const address = basket.shippingAddress as Record<string, string> | undefined;
  const country = address === undefined ? defaultShippingCountryFor(basket.currency) : addressCountryCode(address);
  const region = typeof address?.['province'] === 'string' ? address['province'] : undefined;
  const methods = country !== undefined && canShipTo(country, basket.currency) ? homeDeliveryMethods(lines, country, region) : [];
  return { shippingId: HOME_DELIVERY_SHIPMENT_ID, kind: 'home', lines, methods, selectedCode: basket.shippingMethodCode };
}

/**
 * What a store offers for some lines now (pickup when it holds them all, else ship to store); undefined for a store
 * that does not exist.
 */
export async function storeOffer(
  deps: Pick<DeliveryDeps, 'stores' | 'now'>,
  basket: Pick<DeliveryBasket, 'currency'>,
  storeId: string,
  lines: readonly DeliveryBasketLine[],
): Promise<readonly ApplicableShippingMethod[] | undefined> {
  const store = await deps.stores.pickupStore(
    storeId,
    lines.map((line) => line.variantId),
  );
  if (store === undefined) return undefined;
  const facts = { ...store, localHour: storeLocalHour(deps.now(), store.timeZone) };
  const storeLines = lines.map((line) => ({ ...line, storeQuantity: store.quantities.get(line.variantId) ?? 0 }));
  return lines.length > 0 && canShipTo(store.countryCode, basket.currency) ? storeDeliveryMethods(storeLines, facts) : [];
}

// Choosing a store collects there the basket's regular home parcels and the lines collected at another store (one
// pickup store per basket: choosing another one is a change of store), with its own lines.
async function storeShipment(deps: DeliveryDeps, basket: DeliveryBasket, shippingId: string, storeId: string): Promise<Result<ShipmentMethods, StrideError>> {
  const own = basket.lines.filter((line) => lineShipment(line) === shippingId);
  const lines = basket.lines.filter((line) => {
    const shipment = lineShipment(line);
    return shipment === HOME_DELIVERY_SHIPMENT_ID ? homeLineKind(line) === 'regular' : true;
  });
  const methods = await storeOffer(deps, basket, storeId, lines);
  if (methods === undefined) return err(strideError('SHP404', 'This store does not exist.', { shippingId }));
  return ok({ shippingId, kind: 'store', storeId, lines, methods, selectedCode: own[0]?.shippingMethodCode });
}

/** The methods a shipment of the basket can take: the home shipment "me", or a store shipment "store-{storeId}" (SHP404 for any other id). */
export async function shipmentMethods(deps: DeliveryDeps, basket: DeliveryBasket, shippingId: string): Promise<Result<ShipmentMethods, StrideError>> {
  if (shippingId === HOME_DELIVERY_SHIPMENT_ID) return ok(homeShipment(basket));
  const storeId = storeIdOfShipment(shippingId);
  if (storeId === undefined) return err(strideError('SHP404', undefined, { shippingId }));
  return storeShipment(deps, basket, shippingId, storeId);
}
