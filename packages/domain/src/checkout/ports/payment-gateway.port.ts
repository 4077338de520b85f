import type { Result } from 'neverthrow';
import type { StrideError } from '../../errors/index.js';
import type { CardDetails } from '../card/validate-card.js';

/** What the provider hands back for a tokenised card: never the number. */
export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/** The payment session answer of `GET /cart/v1/paymentSession`. */
export interface PaymentSession {
  readonly provider: string;
  readonly meta: { readonly environment: 'test' | 'live'; readonly clientKey: string; readonly brands: readonly string[] };
  readonly locale: string;
  readonly sessionId: string;
  readonly success: boolean;
}

/** What Stride asks a payment session for: the method, and for a wallet the caller it is opened for. */
export interface PaymentSessionRequest {
  readonly locale: string;
  readonly paymentMethodId: string;
  /** The consumer the session belongs to: a wallet's payment data is usable only by them. */
  readonly consumerNo?: string | undefined;
  /** The page that asked (the spec's referer). */
  readonly referer?: string | undefined;
}

/** A token the provider issued: a card's, or an express wallet's payment data (with the session it was made in). */
export type IssuedToken = CardToken & {
  readonly ownerConsumerNo: string | null;
  readonly paymentMethodId: string;
  /** For a wallet's payment data: the payment session, the provider's payment id and the payer's id. */
  readonly wallet: { readonly sessionId: string; readonly paymentId: string; readonly payerId: string } | null;
};

/** A request to authorise a card for an order; the reference makes it idempotent. */
export interface AuthoriseRequest {
  readonly token: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** The merchant reference (the order number): a second call with it returns the first outcome. */
  readonly reference: string;
}

/** The provider's decision on an authorisation. */
export type AuthoriseOutcome =
  | { readonly status: 'AUTHORISED'; readonly pspReference: string }
  | { readonly status: 'CHALLENGE'; readonly pspReference: string; readonly challengeUrl: string }
  | { readonly status: 'REFUSED'; readonly pspReference: string; readonly code: 'PAY400' | 'PYT402' };

/**
 * The payment provider (ARCHITECTURE "Payments"): tokenisation, sessions, authorise, the 3-D Secure
 * result, capture, void and refund. The default adapter is the sandbox acquirer, which also stands in for the express
 * wallets' vendors: a wallet's payment data is a token it issued in a payment session, authorised like a card's.
 */
export interface PaymentGateway {
  tokenise(card: CardDetails, ownerConsumerNo: string | undefined): Promise<Result<CardToken, StrideError>>;
  session(input: PaymentSessionRequest): Promise<PaymentSession>;
  /** Looks a token up, a card's or a wallet's payment data (PYT404 when the provider never issued it). */
  findToken(token: string): Promise<Result<IssuedToken, StrideError>>;
  authorise(request: AuthoriseRequest): Promise<Result<AuthoriseOutcome, StrideError>>;
  /** Applies the shopper's 3-D Secure result: AUTHORISED when the challenge passed, else REFUSED. */
  completeChallenge(pspReference: string, threeDS2Result: string): Promise<'AUTHORISED' | 'REFUSED'>;
  capture(pspReference: string): Promise<void>;
  /** Cancels an authorisation that was not captured, or refunds a captured one. */
  cancelOrRefund(pspReference: string): Promise<void>;
}
