import type { DeliveryDeps } from '@stride/application/commerce';
import type { DeliveryBasketRepository, PickupStoreReader } from '@stride/domain/shipping';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** The delivery context's ports and its API slice, as deliveryModule binds them. */
export const DELIVERY = {
  Baskets: token<DeliveryBasketRepository>('delivery.Baskets'),
  PickupStores: token<PickupStoreReader>('delivery.PickupStores'),
  Deps: token<DeliveryDeps>('delivery.Deps'),
  Api: token<ApiSlice>('delivery.Api'),
} as const;
