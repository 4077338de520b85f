// Shipping: method codes and types, default options, delivery groups, transitions, addresses, rates and methods.
export type { ShippingMethodType } from './shipping-method-type.js';
export { SHIPPING_METHOD_TYPES, SHIPPING_METHOD_CODES, shippingMethodTypeFor, isPickupShippingType } from './shipping-method-type.js';
export type { ShippingMethod, ShippingStoreInfo, ShippingOption } from './shipping-option.schema.js';
export { shippingMethodSchema, shippingStoreInfoSchema, shippingOptionSchema } from './shipping-option.schema.js';
export { defaultShippingOptionFor, withDefaultShippingOption } from './default-shipping-option.js';
export type { ShippableItem } from './item-shipping-type.js';
export { selectedShippingOption, isSameDayPickupOption, itemShippingType } from './item-shipping-type.js';
export type { CartDeliveryGroups } from './group-cart-by-delivery.js';
export { groupCartByDelivery, isPickupOnlyCart } from './group-cart-by-delivery.js';
export type { DeliveryTransition, DeliveryTransitionName, DeliveryTransitionEffect, DeliveryFlash } from './delivery-transitions.js';
export { DELIVERY_TRANSITIONS, isDeliveryTransitionName, deliveryTransitionEffect } from './delivery-transitions.js';
export type { LineDelivery, LineDeliveryTransition } from './line-delivery-transition.js';
export { lineDeliveryTransition } from './line-delivery-transition.js';
export type { OrderDeliverySwitch, OrderDeliverySwitchCode } from './order-delivery-switch.js';
export { ORDER_DELIVERY_SWITCHES, orderDeliverySwitchFor } from './order-delivery-switch.js';
export { SAME_DAY_PICKUP_DELIVERY_DAYS, defaultPaymentDeliveryDays } from './default-payment-delivery-days.js';
export { isPoBoxLine, addressHasPoBox } from './po-box.js';
export type { AddressLines } from './po-box.js';
export type { ShippingRateCode, ShippingMethodPresentation, CountryShippingRates } from './shipping-rates.js';
export {
  SHIPPING_METHOD_CODE_EXPRESS,
  SHIPPING_RATES,
  SHIPPING_METHOD_PRESENTATION,
  defaultShippingCountryFor,
  canShipTo,
  shippingPriceFor,
  isShippingRateCode,
} from './shipping-rates.js';
export type { ShipmentLine } from './shipments.js';
export { HOME_DELIVERY_SHIPMENT_ID, storeShipmentId, storeIdOfShipment, isStoreDeliveryCode, shipmentIdOfLine } from './shipments.js';
export type { ApplicableShippingMethod, DeliveryLineFacts, HomeLineKind, PickupStoreFacts, StoreLineFacts } from './applicable-shipping-methods.js';
export {
  SAME_DAY_PICKUP_CUTOFF_HOUR,
  HOME_CODES_BY_KIND,
  homeLineKind,
  homeDeliveryMethods,
  storeHoldsEveryLine,
  storeDeliveryMethods,
} from './applicable-shipping-methods.js';
export type { ChoosableLine, ShippingMethodChoice } from './choose-shipping-method.js';
export { becomesHomeShippingMethod, chooseShippingMethod } from './choose-shipping-method.js';
export type { DeliveryAddressInput } from './check-delivery-address.js';
export {
  addressCountryCode,
  isAddressMissing,
  validateDeliveryAddress,
  checkShippingAddress,
  checkBillingAddress,
  billingAddressToStore,
} from './check-delivery-address.js';
export * from './ports/index.js';
