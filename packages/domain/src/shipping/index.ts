// Shipping: method codes and types, default options, delivery groups, transitions and switches.
export type { ShippingMethodType } from './shipping-method-type.js';
export {
  SHIPPING_METHOD_TYPES,
  SHIPPING_METHOD_CODES,
  shippingMethodTypeFor,
  isPickupShippingType,
} from './shipping-method-type.js';
export type { ShippingMethod, ShippingStoreInfo, ShippingOption } from './shipping-option.schema.js';
export { shippingMethodSchema, shippingStoreInfoSchema, shippingOptionSchema } from './shipping-option.schema.js';
export { defaultShippingOptionFor, withDefaultShippingOption } from './default-shipping-option.js';
export type { ShippableItem } from './item-shipping-type.js';
export { selectedShippingOption, isSameDayPickupOption, itemShippingType } from './item-shipping-type.js';
export type { CartDeliveryGroups } from './group-cart-by-delivery.js';
export { groupCartByDelivery, isPickupOnlyCart } from './group-cart-by-delivery.js';
export type {
  DeliveryTransition,
  DeliveryTransitionName,
  DeliveryTransitionEffect,
  DeliveryFlash,
} from './delivery-transitions.js';
export { DELIVERY_TRANSITIONS, isDeliveryTransitionName, deliveryTransitionEffect } from './delivery-transitions.js';
export type { OrderDeliverySwitch, OrderDeliverySwitchCode } from './order-delivery-switch.js';
export { ORDER_DELIVERY_SWITCHES, orderDeliverySwitchFor } from './order-delivery-switch.js';
export { SAME_DAY_PICKUP_DELIVERY_DAYS, defaultPaymentDeliveryDays } from './default-payment-delivery-days.js';
