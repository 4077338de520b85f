// Limits the spec names only by their errors (commerce section 9: "the limits for gift cards ... are
// named only by their errors"). Stride's values, recorded in docs/api-checkout.md.

/** At most this many gift cards on one basket (GFC410 beyond it). */
export const GIFT_CARD_MAX_PER_BASKET = 3;
/** Failed gift card checks allowed per consumer within the window (ten times as many per client address). */
export const GIFT_CARD_CHECK_MAX_FAILURES = 5;
/** The fixed window failed gift card checks are counted in: 15 minutes. */
export const GIFT_CARD_CHECK_WINDOW_MS = 15 * 60 * 1000;
/** The first digits of every gift card Stride issues (the demo cards share them): 16 digits in all. */
export const ISSUED_GIFT_CARD_PREFIX = '7777';
/** Digits of an issued gift card's PIN, as the demo cards have. */
export const ISSUED_GIFT_CARD_PIN_DIGITS = 4;
/** Random bytes that make an issued card's number and PIN (rejection sampling leaves plenty to spare). */
export const GIFT_CARD_SECRET_BYTES = 32;
/** Gift card e-mails one order may have sent again within the window (each resend gives new PINs). */
export const GIFT_CARD_RESENDS_PER_ORDER = 5;
/** The fixed window resends are counted in: one hour. */
export const GIFT_CARD_RESEND_WINDOW_MS = 60 * 60 * 1000;
/** Loyalty minimum points for paying with points ("from configuration"; Stride's default). */
export const LOYALTY_MIN_POINTS_FOR_PAYMENT = 500;
/** Loyalty points worth one major unit of the basket currency (100 points = 1.00). */
export const LOYALTY_POINTS_PER_MAJOR_UNIT = 100;
/** Order numbers: 'ST' and 10 digits. */
export const ORDER_NUMBER_PATTERN = /^ST[0-9]{10}$/;
