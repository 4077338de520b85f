// Server-side use cases of the delivery slice: addresses and shipping methods.
export type { DeliveryDeps, DeliveryCaller } from './delivery-deps.js';
export { ownedDeliveryBasket } from './owned-delivery-basket.js';
export type { SetShippingAddressInput } from './set-shipping-address.js';
export { setShippingAddress, removeShippingAddress } from './set-shipping-address.js';
export { validateShippingAddress } from './validate-shipping-address.js';
export { setBillingAddress, removeBillingAddress } from './set-billing-address.js';
export type { ShipmentMethods } from './shipment-methods.js';
export { shipmentMethods } from './shipment-methods.js';
export { getShippingMethods } from './get-shipping-methods.js';
export type { SetShippingMethodInput, ShippingMethodChosen } from './set-shipping-method.js';
export { setShippingMethod } from './set-shipping-method.js';
export { storeLocalHour } from './store-local-hour.js';
export type { SettlingFacts } from './settle-deliveries.js';
export { settleDeliveries, mayNeedSettling } from './settle-deliveries.js';
