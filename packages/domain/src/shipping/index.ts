// Shipping: method codes and types, default options, delivery groups, transitions, addresses, rates and methods.
export { SHIPPING_METHOD_TYPES, SHIPPING_METHOD_CODES, shippingMethodTypeFor } from './shipping-method-type.js';
export { shippingMethodSchema, shippingOptionSchema } from './shipping-option.schema.js';
export type { ShippableItem } from './item-shipping-type.js';
export { selectedShippingOption } from './item-shipping-type.js';
export { groupCartByDelivery, isPickupOnlyCart } from './group-cart-by-delivery.js';
export { deliveryTransitionEffect } from './delivery-transitions.js';
export type { LineDeliveryTransition } from './line-delivery-transition.js';
export { lineDeliveryTransition } from './line-delivery-transition.js';
export { SHIPPING_METHOD_PRESENTATION, defaultShippingCountryFor, canShipTo, shippingPriceFor, isShippingRateCode } from './shipping-rates.js';
export { HOME_DELIVERY_SHIPMENT_ID, storeIdOfShipment, isStoreDeliveryCode, shipmentIdOfLine } from './shipments.js';
export type { ApplicableShippingMethod } from './applicable-shipping-methods.js';
export { HOME_CODES_BY_KIND, homeLineKind, homeDeliveryMethods, storeDeliveryMethods } from './applicable-shipping-methods.js';
export { EXPRESS_EXCLUDED_REGIONS, expressReaches } from './express-regions.js';
export type { StoreShipmentSettlement } from './settle-store-shipment.js';
export { settleStoreShipment, homeMethodDowngrade } from './settle-store-shipment.js';
export type { ShippingMethodChoice } from './choose-shipping-method.js';
export { becomesHomeShippingMethod, chooseShippingMethod } from './choose-shipping-method.js';
export type { DeliveryAddressInput } from './check-delivery-address.js';
export { addressCountryCode, checkShippingAddress, billingAddressToStore, validateDeliveryAddress } from './check-delivery-address.js';
export { EXPRESS_SHIPPING_CONTEXTS, isExpressShippingContext, walletContactOfAddress, checkExpressShippingAddress } from './check-express-shipping-address.js';
export type {
  StoredAddress,
  DeliveryBasketLine,
  DeliveryBasket,
  ShippingMethodSelection,
  DeliveryBasketRepository,
  LineDeliveryPlace,
  LineDeliveryMove,
  PickupStore,
  PickupStoreReader,
} from './ports/index.js';
