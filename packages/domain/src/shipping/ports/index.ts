export type {
  StoredAddress,
  DeliveryBasketLine,
  DeliveryBasket,
  ShippingMethodSelection,
  DeliveryBasketRepository,
} from './delivery-basket-repository.port.js';
export type { PickupStore, PickupStoreReader } from './pickup-store-reader.port.js';
