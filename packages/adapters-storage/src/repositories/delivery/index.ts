// PostgreSQL repositories of the delivery slice.
export { PgDeliveryBasketRepository } from './pg-delivery-basket-repository.js';
export { PgPickupStoreReader } from './pg-pickup-store-reader.js';
