/** Lifetime of a signed access token: short, so a revoked session ends soon. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of an opaque refresh token; each use rotates it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Lifetime of the single-use authorization code answered by sign-in. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
/** Lifetime of a password reset link. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/** Lifetime of a loyalty double opt-in link: a week, as the member may open the e-mail later. */
export const LOYALTY_CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Double opt-in e-mails one consumer can be sent per hour: asking again past that sends nothing. */
export const LOYALTY_CONFIRMATIONS_PER_HOUR = 5;
/** Failed sign-ins that lock an account (AUT426 is answered on the one before). */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a locked account stays locked (AUT423). */
export const SIGN_IN_LOCKOUT_SECONDS = 15 * 60;
/** Random bytes behind opaque tokens (refresh tokens, authorization codes, reset links). */
export const OPAQUE_TOKEN_BYTES = 32;
/** Lifetime of a loyalty token: long enough to open the programme's page or a partner's, short enough not to be kept. */
export const LOYALTY_TOKEN_TTL_SECONDS = 10 * 60;
