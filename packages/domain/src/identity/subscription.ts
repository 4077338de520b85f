import { err, ok, type Result } from 'neverthrow';
import { strideError, type StrideError } from '../errors/index.js';
import { phoneOptionsForCountry, validatePhone, PHONE_INVALID_MESSAGE } from '../phone/index.js';

/** The channels and types of a subscription (account section 3, Subscription). */
export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];
export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** A consumer's subscription as kept. */
export interface Subscription {
  readonly channel: SubscriptionChannel;
  readonly type: SubscriptionType;
  readonly optin: boolean;
  /** Confirmed by the recipient (an e-mail address or phone that answered); never set by the store alone. */
  readonly doubleOptin: boolean;
  /** The e-mail address or the phone number (`+` dial code and national digits). */
  readonly recipient: string;
  readonly country: string | null;
  readonly optinDate: Date | null;
  readonly optoutDate: Date | null;
  /** When the shopper accepted the text message terms (an SMS opt-in needs it). */
  readonly termsAcceptedAt: Date | null;
}

/** A subscription as a shopper asks for it. */
export interface SubscriptionRequest {
  readonly channel: SubscriptionChannel;
  readonly type: SubscriptionType;
  readonly optin: boolean;
  readonly recipient: string;
  readonly country: string;
  /** The SMS terms panel's accept (account section 4). */
  readonly termsAccepted?: boolean | undefined;
}

/** The message of an SMS opt-in without the terms accepted. */
export const SMS_TERMS_REQUIRED = 'Accept the text message terms to subscribe to texts.';

/**
 * The subscription after a shopper's request (account sections 3 and 4): an SMS one needs a valid
 * phone for its country (stored as `+` dial code and digits) and, to opt in, the text message terms
 * accepted; an opt-in keeps its first date while it lasts, an opt-out records when. Confirmation
 * (doubleOptin) is kept as it was unless the recipient changed, which needs confirming again.
 * @example subscriptionChange(null, { channel: 'sms', type: 'Newsletter', optin: true, recipient: '2125550140', country: 'US', termsAccepted: true }, now)
 * // ok({ recipient: '+12125550140', optin: true, optinDate: now, ... })
 */
export function subscriptionChange(previous: Subscription | null, request: SubscriptionRequest, now: Date): Result<Subscription, StrideError> {
  let recipient = request.recipient.trim();
  if (request.channel === 'sms') {
    const phone = validatePhone(recipient, phoneOptionsForCountry(request.country));
    if (phone.isErr()) return err(strideError('ATTR300', PHONE_INVALID_MESSAGE, { field: 'recipient' }));
    recipient = phone.value.e164;
    if (request.optin && request.termsAccepted !== true) return err(strideError('ATTR300', SMS_TERMS_REQUIRED, { field: 'termsAccepted' }));
  }
  const staysIn = request.optin && previous?.optin === true;
  const sameRecipient = previous?.recipient === recipient;
  return ok({
    channel: request.channel,
    type: request.type,
    optin: request.optin,
    doubleOptin: sameRecipient && previous?.doubleOptin === true,
    recipient,
    country: request.country.toUpperCase(),
    optinDate: request.optin ? (staysIn ? (previous?.optinDate ?? now) : now) : (previous?.optinDate ?? null),
    optoutDate: request.optin ? null : previous?.optin === false ? previous.optoutDate : now,
    termsAcceptedAt: request.channel === 'sms' && request.termsAccepted === true ? now : (previous?.termsAcceptedAt ?? null),
  });
}
