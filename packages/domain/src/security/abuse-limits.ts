import {
  GIFT_CARD_CHECK_MAX_FAILURES,
  GIFT_CARD_CHECK_WINDOW_MS,
  GIFT_CARD_RESENDS_PER_ORDER,
  GIFT_CARD_RESEND_WINDOW_MS,
} from '../checkout/checkout.constants.js';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCKOUT_SECONDS } from '../identity/identity.constants.js';
import { RATE_LIMITED, STRIDE_DEFINED_ERRORS } from '../errors/stride-defined-errors.js';
import { strideError, type StrideError } from '../errors/stride-error.js';
import type { ThrottleLimit } from './ports/throttle.port.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Client: the caller's network address (one office behind NAT is one client, so client-wide
// limits sit well above one person's use). Account: the normalised e-mail or consumer number.

/** Any sign-in attempts from one client (each costs a scrypt verification). */
export const signInsPerClient = (client: string): ThrottleLimit => ({ key: `sign-in:client:${client}`, maxHits: 30, windowMs: MINUTE, client });
/**
 * An e-mail as the limits count it: trimmed and lower-cased, the way accounts are looked up, and
 * whether or not an account has it (so the answers never tell which e-mails have accounts).
 */
export function limitedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The start every failed sign-in counter of one account shares (a password reset clears them all). */
export const signInFailuresOfAccount = (email: string): string => `sign-in-failures:account:${limitedEmail(email)}:`;
/** Failed sign-ins from one client on one account: the spec's lockout (AUT426 on the last, AUT423 after). */
export const signInFailuresPerClientAccount = (client: string, email: string): ThrottleLimit => ({
  key: `${signInFailuresOfAccount(email)}client:${client}`,
  maxHits: MAX_FAILED_SIGN_INS,
  windowMs: SIGN_IN_LOCKOUT_SECONDS * 1000,
});
/** Failed sign-ins on one account from every client together: only an attack spread over many addresses reaches it. */
export const signInFailuresPerAccount = (email: string): ThrottleLimit => ({
  key: `${signInFailuresOfAccount(email)}all`,
  maxHits: 10 * MAX_FAILED_SIGN_INS,
  windowMs: SIGN_IN_LOCKOUT_SECONDS * 1000,
});
/** Sign-ups from one client. */
export const signUpsPerClient = (client: string): ThrottleLimit => ({ key: `sign-up:client:${client}`, maxHits: 10, windowMs: HOUR, client });
/** Sign-ups naming one e-mail (each answer says whether the e-mail is taken). */
export const signUpsPerAccount = (email: string): ThrottleLimit => ({ key: `sign-up:account:${limitedEmail(email)}`, maxHits: 5, windowMs: HOUR });
/** Password reset requests from one client. */
export const passwordResetsPerClient = (client: string): ThrottleLimit => ({ key: `password-reset:client:${client}`, maxHits: 10, windowMs: HOUR, client });
/** Password reset requests for one e-mail (each may send a mail to its owner). */
export const passwordResetsPerAccount = (email: string): ThrottleLimit => ({
  key: `password-reset:account:${limitedEmail(email)}`,
  maxHits: 3,
  windowMs: HOUR,
});
/** Token calls from one client (each guest token makes a consumer row). */
export const tokensPerClient = (client: string): ThrottleLimit => ({ key: `token:client:${client}`, maxHits: 60, windowMs: MINUTE, client });
/** Token calls by one consumer (the caller's token names it). */
export const tokensPerAccount = (consumerNo: string): ThrottleLimit => ({ key: `token:account:${consumerNo}`, maxHits: 20, windowMs: MINUTE });
/** Failed gift card checks by one consumer. */
export const giftCardFailuresPerAccount = (consumerNo: string): ThrottleLimit => ({
  key: `gc-check:consumer:${consumerNo}`,
  maxHits: GIFT_CARD_CHECK_MAX_FAILURES,
  windowMs: GIFT_CARD_CHECK_WINDOW_MS,
});
/**
 * Failed gift card checks from one client, whoever it signs in as: guest tokens are free, so this
 * bounds guessing from one address, high enough that one NAT's shoppers rarely share a lock.
 */
export const giftCardFailuresPerClient = (client: string): ThrottleLimit => ({
  key: `gc-check:client:${client}`,
  maxHits: 10 * GIFT_CARD_CHECK_MAX_FAILURES,
  windowMs: GIFT_CARD_CHECK_WINDOW_MS,
  client,
});

/** Gift card e-mails sent again for one order (each lands in an inbox and gives the cards new PINs). */
export const giftCardResendsPerOrder = (orderNumber: string): ThrottleLimit => ({
  key: `gc-resend:order:${orderNumber}`,
  maxHits: GIFT_CARD_RESENDS_PER_ORDER,
  windowMs: GIFT_CARD_RESEND_WINDOW_MS,
});

/** Seconds for a Retry-After header: whole seconds, at least one. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * The refusal of a request that reached an abuse limit: API429 (429), with the seconds to wait
 * for the Retry-After header in `details.retryAfterSeconds`.
 * @example rateLimitedError(90_500).details // { retryAfterSeconds: 91 }
 */
export function rateLimitedError(retryAfterMs: number, message?: string): StrideError {
  return strideError(RATE_LIMITED, message ?? STRIDE_DEFINED_ERRORS.API429.message, { retryAfterSeconds: retryAfterSeconds(retryAfterMs) });
}
/** Support cases written from one client (contact us and warranty claims: each lands in an agent's queue). */
export const supportCasesPerClient = (client: string): ThrottleLimit => ({ key: `support-case:client:${client}`, maxHits: 10, windowMs: HOUR, client });
/** Support cases signed with one e-mail. */
export const supportCasesPerAccount = (email: string): ThrottleLimit => ({ key: `support-case:account:${limitedEmail(email)}`, maxHits: 5, windowMs: HOUR });
/** E-mail lookups from one client (each answer says whether an account holds the e-mail, as a sign-up's does). */
export const lookupsPerClient = (client: string): ThrottleLimit => ({ key: `lookup:client:${client}`, maxHits: 30, windowMs: HOUR, client });
/** Newsletter requests from one client (each may e-mail a confirmation link to the address typed). */
export const newsletterSignupsPerClient = (client: string): ThrottleLimit => ({ key: `newsletter:client:${client}`, maxHits: 20, windowMs: HOUR, client });
/** Newsletter requests for one address: bounds the confirmation links one inbox can be sent. */
export const newsletterSignupsPerEmail = (email: string): ThrottleLimit => ({ key: `newsletter:email:${limitedEmail(email)}`, maxHits: 5, windowMs: HOUR });
/** Reviews written from one client (each is shown to every shopper of the product). */
export const reviewsPerClient = (client: string): ThrottleLimit => ({ key: `review:client:${client}`, maxHits: 20, windowMs: HOUR, client });
/** Review photos uploaded from one client (each is up to PHOTO_LIMITS.bytesMax kept in the database). */
export const reviewPhotosPerClient = (client: string): ThrottleLimit => ({ key: `review-photo:client:${client}`, maxHits: 30, windowMs: HOUR, client });
/** Helpful votes from one client: guest tokens are free, so this bounds how far one machine can lift a review. */
export const reviewVotesPerClient = (client: string): ThrottleLimit => ({ key: `review-vote:client:${client}`, maxHits: 120, windowMs: HOUR, client });
/**
 * Review flags from one client: guest tokens are free and enough flags hide a review, so one machine may flag a few an
 * hour; hiding a review takes flaggers from several places.
 */
/** Notify-me requests from one client: a guest names any address, so this bounds the restock e-mails one machine can ask for. */
export const stockNotificationsPerClient = (client: string): ThrottleLimit => ({ key: `notify-me:client:${client}`, maxHits: 30, windowMs: HOUR, client });
export const reviewFlagsPerClient = (client: string): ThrottleLimit => ({ key: `review-flag:client:${client}`, maxHits: 20, windowMs: HOUR, client });
/** Photo reports from one client: guest tokens are free and enough reports hide a photo, like a review's flags. */
export const mediaReportsPerClient = (client: string): ThrottleLimit => ({ key: `media-report:client:${client}`, maxHits: 20, windowMs: HOUR, client });
