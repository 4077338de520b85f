// PostgreSQL repositories of the checkout slice: the sandbox acquirer, gift cards, rate
// limits, and the checkout store (baskets locked for checkout, instruments, stock, ledgers, orders).
export { PgSandboxPaymentGateway, SANDBOX_CLIENT_KEY } from './pg-sandbox-payment-gateway.js';
export type { SandboxGatewayOptions, SandboxWalletSheet, SandboxWalletPayment } from './pg-sandbox-payment-gateway.js';
export { SANDBOX_WALLET_CONTACTS, SANDBOX_WALLET_CARDS, type SandboxWalletContact, type SandboxWalletCard } from './sandbox-wallet.js';
export { PgGiftCardLedger } from './pg-gift-card-ledger.js';
export { PgGroupSpendLedger } from './pg-group-spend-ledger.js';
export { PgGiftCardIssuance } from './pg-gift-card-issuance.js';
export { PgInventoryReservations } from './pg-inventory-reservations.js';
export { PgLoyaltyLedger } from './pg-loyalty-ledger.js';
export { PgPayerDirectory } from './pg-payer-directory.js';
export { PgBasketInstruments } from './pg-basket-instruments.js';
export { PgBasketLock } from './pg-basket-lock.js';
export { PgOrderRepository } from './pg-order-repository.js';
export { PgOrderTimeline } from './pg-order-timeline.js';
export { PgCouponRedemptions } from './pg-coupon-redemptions.js';
export { PgCheckoutUnitOfWork, pgCheckoutStore } from './pg-checkout-unit-of-work.js';
export { sha256Hex } from './random-token.js';
export { PgSavedInstrumentBook, PgSavedInstrumentsUnitOfWork } from './pg-saved-instruments.js';
