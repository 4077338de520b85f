/** Names are 2 to 30 characters (account section 9). */
export const VALIDATION_NAME_MIN_LENGTH = 2;
/** Names are 2 to 30 characters (account section 9). */
export const VALIDATION_NAME_MAX_LENGTH = 30;
/** Sign-in email max 100 (account section 9); sign-up and newsletter use the same cap. */
export const VALIDATION_EMAIL_MAX_LENGTH = 100;
