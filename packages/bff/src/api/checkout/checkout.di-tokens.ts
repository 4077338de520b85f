import type { PgSandboxPaymentGateway } from '@stride/adapters-storage';
import type { CaptchaCheck, CheckoutDeps } from '@stride/application/commerce';
import type { CheckoutStore, CheckoutUnitOfWork, PayLaterProvider, PaymentGateway, SavedInstrumentsUnitOfWork } from '@stride/domain/checkout';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** The checkout context's ports and its API slice, as checkoutModule binds them. */
export const CHECKOUT = {
  UnitOfWork: token<CheckoutUnitOfWork>('checkout.UnitOfWork'),
  /** The checkout's repositories outside a transaction, for reads. */
  Reader: token<CheckoutStore>('checkout.Reader'),
  /** The sandbox acquirer itself: its own tokenisation and challenge endpoints under /psp/. */
  SandboxAcquirer: token<PgSandboxPaymentGateway>('checkout.SandboxAcquirer'),
  /** The payment provider the use cases call (session, authorise, capture, refund); the sandbox by default. */
  PaymentGateway: token<PaymentGateway>('checkout.PaymentGateway'),
  /** The pay-later provider (PAY_LATER); the sandbox by default. */
  PayLater: token<PayLaterProvider>('checkout.PayLater'),
  /** The captcha on placing an order. */
  CaptchaCheck: token<CaptchaCheck>('checkout.CaptchaCheck'),
  /** The consumer's saved cards and gift cards (account section 7, payment instruments). */
  SavedInstruments: token<SavedInstrumentsUnitOfWork>('checkout.SavedInstruments'),
  Deps: token<CheckoutDeps>('checkout.Deps'),
  Api: token<ApiSlice>('checkout.Api'),
} as const;
