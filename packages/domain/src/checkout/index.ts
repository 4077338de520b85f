// The checkout context: payments, gift cards and orders: rules, types and ports.
export * from './checkout.constants.js';
export * from './card/card-number.js';
export * from './card/card-expiry.js';
export * from './card/sandbox-test-cards.js';
export * from './card/validate-card.js';
export * from './gift-card/gift-card-state.js';
export * from './order/order-number.js';
export * from './order/order-status.js';
export * from './order/line-fulfilment.js';
export * from './payment/payment-coverage.js';
export * from './payment/payment-allocation.js';
export * from './payment/available-payment-methods.js';
export type * from './ports/payment-gateway.port.js';
export type * from './ports/gift-card-ledger.port.js';
export type * from './ports/checkout-store.port.js';
export type * from './ports/checkout-repositories.port.js';
export type * from './ports/checkout-records.js';
