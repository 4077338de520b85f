/**
 * Codes Stride answers that commerce section 8 does not name. The spec has no rate-limit code
 * (GFC799 is a failed balance check, not a refusal to try), so API429 follows its API4xx pattern.
 * BSK409 follows BSK404: a basket priced in another site's currency is refused on this site, so
 * money never mixes (docs/decisions.md, "One currency per basket").
 */
export const STRIDE_DEFINED_ERRORS = {
  API429: { httpStatus: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  BSK409: { httpStatus: 409, message: 'This cart is priced for another Stride site.' },
  // Rewards offered before athlete credit pays its part (commerce section 5): not a balance problem (REW140 is insufficient balance).
  REW409: { httpStatus: 409, message: 'Rewards can be used once athlete credit covers its part.' },
  // The content spec names no codes for its service; these follow the commerce pattern (area + status).
  CNT404: { httpStatus: 404, message: 'This content could not be found.' },
  CNT403: { httpStatus: 403, message: 'Preview content needs an editor: sign in as an employee or use a signed preview link.' },
  CNT422: { httpStatus: 422, message: 'A content document is not valid.' },
  // A fulfilment step or a document the order's status does not allow (shipping a cancelled order, invoicing a refunded one).
  ORD_STEP_REFUSED: { httpStatus: 409, message: 'This order cannot do that in its present status.' },
  // A favorites list that is not the caller's, or not shared with the link's token.
  LIST_NOT_FOUND: { httpStatus: 404, message: 'This list could not be found.' },
  // A warranty claim the order does not allow: not delivered yet, past the warranty, or a product it does not hold.
  WARRANTY_REFUSED: { httpStatus: 409, message: 'This product cannot be claimed under warranty.' },
  // A support case number nobody opened (agents' calls).
  SUPPORT_CASE_NOT_FOUND: { httpStatus: 404, message: 'This support case could not be found.' },
  // Product reviews: codes of the spec's REV area (REV410 is the spec's own) for what it leaves unnamed.
  REV404: { httpStatus: 404, message: 'This review could not be found.' },
  REV409: { httpStatus: 409, message: 'You have already reviewed this product.' },
  // Creating a profile's details (POST /consumers-v3/consumer) that it already holds: they are changed with PUT.
  PRO409: { httpStatus: 409, message: 'This is already on your profile: change it in your profile settings.' },
  // Questions and answers about a product: unknown, waiting for moderation, rejected or another product's.
  QUE404: { httpStatus: 404, message: 'This question could not be found.' },
  ANS404: { httpStatus: 404, message: 'This answer could not be found.' },
  // Shoppers' photos (the user-generated media service): unknown or not the caller's, not an image Stride takes, too big.
  UGC404: { httpStatus: 404, message: 'This photo could not be found.' },
  UGC415: { httpStatus: 415, message: 'Choose a JPEG, PNG or WebP photo.' },
  UGC413: { httpStatus: 413, message: 'This photo is too large.' },
  // A review nobody can translate into the reader's language (no stored translation, no provider configured).
  TRANSLATION_UNAVAILABLE: { httpStatus: 404, message: 'No translation of this review is available.' },
  // The translation provider was asked and failed (down, refused or answered nonsense).
  TRANSLATION_FAILED: { httpStatus: 502, message: 'This review could not be translated just now. Please try again later.' },
  // The captcha provider was asked and failed (down, slow, or answered nonsense): the token was not judged, so the
  // shopper is asked to try again rather than told they look like a robot (AUT403).
  CAPTCHA_UNAVAILABLE: { httpStatus: 503, message: 'We could not check that you are not a robot just now. Please try again in a moment.' },
  // Notify me (a shopper waits for a size to be back in stock): the spec names the call, not its errors.
  NOTIFY_ME_OFF: { httpStatus: 409, message: 'Notify me is not offered for this product.' },
  NOTIFY_ME_IN_STOCK: { httpStatus: 409, message: 'This size is in stock: add it to your cart.' },
  NOTIFY_ME_EMAIL_REQUIRED: { httpStatus: 400, message: 'Give the e-mail address we should write to when this size is back.' },
  // Express wallet contacts (account sections 5 and 8): the spec names these failures, not their codes or words.
  // Written out rather than imported from address/wallet-contact-messages.ts: an import would carry those words into
  // every page's first load with this table's module (wallet-contact.test.ts checks the two agree).
  WALLET_CONTACT_INVALID: { httpStatus: 400, message: 'A detail of this wallet contact is not valid.' },
  WALLET_CITY_TOO_LONG: { httpStatus: 400, message: 'City must be 50 characters or fewer.' },
  WALLET_COUNTRY_MISMATCH: { httpStatus: 400, message: "We can only ship to addresses in this store's country." },
  WALLET_BILLING_COUNTRY_UNSUPPORTED: { httpStatus: 400, message: 'Billing addresses in this country are not supported.' },
} as const;

/** The code of content that is not published (or not visible to this caller). */
export const CONTENT_NOT_FOUND = 'CNT404';
/** The code of a preview asked for without an editor's right. */
export const CONTENT_PREVIEW_FORBIDDEN = 'CNT403';
/** The code of a content document refused on import (the message names its JSON path). */
export const CONTENT_INVALID = 'CNT422';

/** The code of a basket asked for on a site whose currency is not the basket's. */
export const BASKET_OTHER_SITE = 'BSK409';

/** The code of a captcha check the provider could not answer (down, timed out, answered nonsense). */
export const CAPTCHA_UNAVAILABLE = 'CAPTCHA_UNAVAILABLE';

/** The code of a request refused by an abuse limit (answered 429 with Retry-After). */
export const RATE_LIMITED = 'API429';

/** The status of a code Stride defines itself, or undefined for any other code. */
export function strideDefinedStatus(code: string): number | undefined {
  return Object.hasOwn(STRIDE_DEFINED_ERRORS, code) ? STRIDE_DEFINED_ERRORS[code as keyof typeof STRIDE_DEFINED_ERRORS].httpStatus : undefined;
}
