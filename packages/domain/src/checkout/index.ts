// The checkout context: payments, gift cards and orders: rules, types and ports.
export {
  GIFT_CARD_MAX_PER_BASKET,
  GIFT_CARD_CHECK_MAX_FAILURES,
  GIFT_CARD_CHECK_WINDOW_MS,
  LOYALTY_MIN_POINTS_FOR_PAYMENT,
  LOYALTY_POINTS_PER_MAJOR_UNIT,
  ORDER_NUMBER_PATTERN,
  ISSUED_GIFT_CARD_PREFIX,
  ISSUED_GIFT_CARD_PIN_DIGITS,
  GIFT_CARD_SECRET_BYTES,
  GIFT_CARD_RESENDS_PER_ORDER,
  GIFT_CARD_RESEND_WINDOW_MS,
} from './checkout.constants.js';
export { validateCard, type CardDetails } from './card/validate-card.js';
export { isCardExpiryValid, type CardExpiry } from './card/card-expiry.js';
export {
  giftCardStatus,
  checkGiftCardUsable,
  giftCardAmountToApply,
  normaliseGiftCardNumber,
  type GiftCardRecord,
  type GiftCardStatus,
} from './gift-card/gift-card-state.js';
export {
  giftCardSecretsFromBytes,
  unitsToIssue,
  giftCardRecipient,
  type GiftCardSecrets,
  type UnitToIssue,
  type GiftCardRecipient,
} from './gift-card/issued-gift-card.js';
export type { GiftCardIssuance, GiftCardOrderLine, IssuedGiftCard } from './ports/gift-card-issuance.port.js';
export { orderNumberFromBytes } from './order/order-number.js';
export { checkOrderCancellable, ORDER_NOT_CANCELLABLE, ORDER_STATUSES, type OrderStatus } from './order/order-status.js';
export {
  ORDER_EVENT_TYPES,
  FULFILMENT_STEPS,
  RETURN_WINDOW_DAYS,
  ORDER_STEP_REFUSED,
  RETURN_REFUSED,
  nextOrderStatus,
  returnByDate,
  checkReturnable,
  checkInvoiceable,
  returnNumberFor,
  invoiceNumberFor,
  deliveredAt,
  type OrderEventType,
  type FulfilmentStep,
  type OrderEvent,
} from './order/order-fulfilment.js';
export { documentParty, invoiceDocument, returnLabelDocument } from './order/order-documents.js';
export { stockSourceFor, isHomeDeliveryLine, type StockSource } from './order/line-fulfilment.js';
export { checkPaymentsCoverTotal, pointsForAmount, amountForPoints } from './payment/payment-coverage.js';
export { allocatePayments, type PaymentAllocation } from './payment/payment-allocation.js';
export { availablePaymentMethods } from './payment/available-payment-methods.js';
export { SANDBOX_PAY_LATER_TERMS, payLaterInstalments } from './payment/pay-later-terms.js';
export {
  isProviderPaid,
  isExpressWalletMethod,
  PROVIDER_PAYMENT_METHOD_IDS,
  EXPRESS_WALLET_METHOD_IDS,
  type ExpressWalletMethodId,
} from './payment/provider-paid.js';
export type {
  CardToken,
  IssuedToken,
  PaymentSession,
  PaymentSessionRequest,
  AuthoriseRequest,
  AuthoriseOutcome,
  PaymentGateway,
} from './ports/payment-gateway.port.js';
export type { PayLaterProvider, PayLaterRequest, PayLaterDecision } from './ports/pay-later-provider.port.js';
export type { GiftCardLedger } from './ports/gift-card-ledger.port.js';
export type {
  DocumentParty,
  InvoiceLine,
  InvoicePayment,
  InvoiceDocument,
  ReturnLabelItem,
  ReturnLabelDocument,
  OrderDocument,
  OrderDocumentRenderer,
} from './ports/order-documents.port.js';
export type { CheckoutStore, CheckoutUnitOfWork } from './ports/checkout-store.port.js';
export type { GroupSpendEntry, GroupSpendLedger } from './ports/group-spend-ledger.port.js';
export { orderGroupSpendMinor } from './order/order-group-spend.js';
export type {
  BasketLock,
  BasketInstruments,
  InventoryReservations,
  LoyaltyVoucher,
  LoyaltyLedger,
  PayerRecord,
  PayerDirectory,
  OrderRepository,
  OrderReturn,
  OrderTimeline,
  CouponRedemptions,
} from './ports/checkout-repositories.port.js';
export type {
  CheckoutLine,
  OrderTotals,
  LockedBasket,
  PricedBasket,
  InstrumentRecord,
  InstrumentDraft,
  OrderPaymentRecord,
  OrderItemRecord,
  OrderRecord,
  OrderDraft,
} from './ports/checkout-records.js';
export { mainCardAfter, isSameCard, maskGiftCardNumber, type MainFlagged, type SavedCardChange } from './saved-instruments/main-card.js';
export type { WalletCard, WalletGiftCard, SavedInstrumentBook, SavedInstrumentsUnitOfWork } from './ports/saved-instruments.port.js';
