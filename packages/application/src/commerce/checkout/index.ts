// Server-side use cases of the checkout slice: payments, gift cards, checkout and orders.
export type { CheckoutDeps, CheckoutCaller, CaptchaCheck } from './checkout-deps.js';
export { checkGiftCardBalance, findGiftCardWithPin, giftCardCheckLimits, giftCardChecksRefused } from './check-gift-card-balance.js';
export type { BalanceCheckWho, GiftCardBalance } from './check-gift-card-balance.js';
export { addPaymentInstrument, removePaymentInstrument } from './add-payment-instrument.js';
export type { NewInstrument, BasketInstrumentsView } from './add-payment-instrument.js';
export { allocatePayments } from './basket-payments.js';
export { listPaymentMethods } from './payment-methods.js';
export { prepareOrder } from './prepare-order.js';
export type { ReadyBasket } from './check-basket-ready.js';
export { placeOrder } from './place-order.js';
export type { PlaceOrderInput, PlacedOrder } from './place-order.js';
export type { OrderOutcome } from './settle-order.js';
export { completeChallenge } from './complete-challenge.js';
export { getOrder, listOrders, searchOrdersByEmail, trackOrder } from './order-queries.js';
export { cancelOrder } from './cancel-order.js';
export { resendGiftCardEmail, type ResendGiftCardEmailInput } from './resend-gift-card-email.js';
export { orderTracking, recordFulfilmentStep, type OrderTracking, type FulfilmentReport } from './order-fulfilment.js';
export { orderInvoice, orderReturnLabel, type OrderDocumentsDeps, type RenderedDocument } from './order-documents.js';
export { fileWarrantyClaim, type WarrantyClaim } from './warranty-claim.js';
export { orderForSite } from './order-for-site.js';
export { releaseAbandonedOrders, PENDING_ORDER_TTL_MS, PENDING_ORDER_SWEEP_BATCH } from './release-abandoned-orders.js';
export {
  saveConsumerCard,
  saveConsumerGiftCard,
  updateConsumerCard,
  deleteConsumerInstrument,
  listConsumerInstruments,
  savedInstrumentsOf,
  type SavedInstrumentsDeps,
} from './saved-payment-instruments.js';
