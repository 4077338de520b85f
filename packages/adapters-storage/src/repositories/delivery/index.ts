// PostgreSQL repositories of the delivery slice (issue 3).
export { PgDeliveryBasketRepository } from './pg-delivery-basket-repository.js';
export { PgPickupStoreReader } from './pg-pickup-store-reader.js';
