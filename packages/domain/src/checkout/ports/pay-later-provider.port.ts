import type { AuthoriseOutcome } from './payment-gateway.port.js';

/** What Stride asks a pay-later provider to finance: the order's remaining amount, for the shopper's e-mail. */
export interface PayLaterRequest {
  readonly amountMinor: number;
  readonly currency: string;
  /** The e-mail the order is placed with: the provider's own checks run on it. */
  readonly shopperEmail: string;
  /** The merchant reference (the order number): a second call with it returns the first decision. */
  readonly reference: string;
}

/** The provider's decision: accepted (to capture) or refused (PAY400; nothing is charged). */
export type PayLaterDecision = Extract<AuthoriseOutcome, { status: 'AUTHORISED' }> | (Extract<AuthoriseOutcome, { status: 'REFUSED' }> & { code: 'PAY400' });

/**
 * A pay-later provider (commerce section 3, "a pay-later provider value"): it decides at placing whether it
 * finances the order, captures an accepted one and cancels or refunds it. The default adapter is a sandbox
 * that behaves like the vendors' test modes (docs/test-cards.md, "Pay later").
 */
export interface PayLaterProvider {
  /** The provider's name, as the shopper sees it. */
  readonly name: string;
  authorise(request: PayLaterRequest): Promise<PayLaterDecision>;
  capture(providerReference: string): Promise<void>;
  cancelOrRefund(providerReference: string): Promise<void>;
}
