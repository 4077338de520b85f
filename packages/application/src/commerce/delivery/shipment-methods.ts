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

const lineShipment = (line: DeliveryBasketLine) => shipmentIdOfLine({ shippingMethodCode: line.shippingMethodCode, storeId: line.storeId });

function homeShipment(basket: DeliveryBasket): ShipmentMethods {
  const lines = basket.lines.filter((line) => lineShipment(line) === HOME_DELIVERY_SHIPMENT_ID);
  const country =
    basket.shippingAddress === undefined ? defaultShippingCountryFor(basket.currency) : addressCountryCode(basket.shippingAddress as Record<string, string>);
  const methods = country !== undefined && canShipTo(country, basket.currency) ? homeDeliveryMethods(lines, country) : [];
  return { shippingId: HOME_DELIVERY_SHIPMENT_ID, kind: 'home', lines, methods, selectedCode: basket.shippingMethodCode };
}

// A store with no lines yet answers for the basket's regular parcels: what picking them up there
// would offer (the pickup-in-store dialog asks before anything is moved).
async function storeShipment(deps: DeliveryDeps, basket: DeliveryBasket, shippingId: string, storeId: string): Promise<Result<ShipmentMethods, StrideError>> {
  const own = basket.lines.filter((line) => lineShipment(line) === shippingId);
  const lines = own.length > 0 ? own : basket.lines.filter((line) => lineShipment(line) === HOME_DELIVERY_SHIPMENT_ID && homeLineKind(line) === 'regular');
  const store = await deps.stores.pickupStore(
    storeId,
    lines.map((line) => line.variantId),
  );
  if (store === undefined) return err(strideError('SHP404', 'This store does not exist.', { shippingId }));
  const facts = { ...store, localHour: storeLocalHour(deps.now(), store.timeZone) };
  const storeLines = lines.map((line) => ({ ...line, storeQuantity: store.quantities.get(line.variantId) ?? 0 }));
  const methods = lines.length > 0 && canShipTo(store.countryCode, basket.currency) ? storeDeliveryMethods(storeLines, facts) : [];
  return ok({ shippingId, kind: 'store', storeId, lines, methods, selectedCode: own[0]?.shippingMethodCode });
}

/** The methods a shipment of the basket can take: the home shipment "me", or a store shipment "store-{storeId}" (SHP404 for any other id). */
export async function shipmentMethods(deps: DeliveryDeps, basket: DeliveryBasket, shippingId: string): Promise<Result<ShipmentMethods, StrideError>> {
  if (shippingId === HOME_DELIVERY_SHIPMENT_ID) return ok(homeShipment(basket));
  const storeId = storeIdOfShipment(shippingId);
  if (storeId === undefined) return err(strideError('SHP404', undefined, { shippingId }));
  return storeShipment(deps, basket, shippingId, storeId);
}
