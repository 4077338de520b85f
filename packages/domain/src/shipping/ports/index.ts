export type {
  StoredAddress,
  DeliveryBasketLine,
  DeliveryBasket,
  ShippingMethodSelection,
  DeliveryBasketRepository,
  LineDeliveryPlace,
  LineDeliveryMove,
} from './delivery-basket-repository.port.js';
export type { PickupStore, PickupStoreReader } from './pickup-store-reader.port.js';
