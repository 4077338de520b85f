import type { CheckoutStore, CheckoutUnitOfWork, PayLaterProvider, PaymentGateway } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import type { EmailComposer } from '@stride/domain/identity';
import type { CatalogueGlossaryReader } from '@stride/domain/catalogue';
import type { Throttle } from '@stride/domain/security';
import type { Result } from 'neverthrow';
import type { OrderDocumentsDeps } from './order-documents.js';

/** Who calls a checkout use case (the access token's principal). */
export interface CheckoutCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
  readonly agentRole?: string | undefined;
  readonly storeId?: string | undefined;
  /** The locale of the site the call comes from: a basket of another site's currency is BSK409. */
  readonly siteLocale?: string | undefined;
}

/** Verifies a recaptcha answer for an action: AUT403 refused, CAPTCHA_UNAVAILABLE not judged; the identity slice's captcha port fits it. */
export interface CaptchaCheck {
  verify(token: string | undefined, action: string): Promise<Result<void, StrideError>>;
}

/** What the checkout use cases run on. */
export interface CheckoutDeps {
  readonly uow: CheckoutUnitOfWork;
  /** The same repositories outside a transaction: reads, and writes that are one statement. */
  readonly reader: CheckoutStore;
  readonly gateway: PaymentGateway;
  /** The pay-later provider; without it PAY_LATER is neither offered nor taken. */
  readonly payLater?: PayLaterProvider | undefined;
  /** Counts failed gift card checks per consumer and per client, in the database. */
  readonly throttle: Throttle;
  readonly now: () => Date;
  readonly randomBytes: (size: number) => Uint8Array;
  /** A one-way hash for high-entropy tokens (the guest status token `st`). */
  readonly hashToken: (value: string) => string;
  readonly captcha?: CaptchaCheck | undefined;
  /** The fewest loyalty points a member may pay with (configuration; LOYALTY_MIN_POINTS_FOR_PAYMENT when absent). */
  readonly loyaltyMinPoints?: number | undefined;
  /**
   * The loyalty programme (configuration STRIDE_LOYALTY; on when absent): off, points and vouchers are neither offered
   * nor taken, as PAY_LATER without a provider.
   */
  readonly loyalty?: boolean | undefined;
  /** Words the order confirmation e-mail in the site's locale. */
  readonly emails: EmailComposer;
  /** The catalogue's translations: order lines in the e-mail and in order answers are worded for the site. */
  readonly glossary?: CatalogueGlossaryReader | undefined;
  /** Renders invoices and return labels (without it, those calls are not served). */
  readonly documents?: OrderDocumentsDeps | undefined;
  /** The order's page on the site it was placed on, for the confirmation e-mail. */
  readonly orderLink?: ((orderNumber: string, locale: string | undefined) => string) | undefined;
}
