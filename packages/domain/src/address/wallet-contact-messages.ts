// The wallet failures' words (account section 8 names the failures, not their words): Stride's, defined once. Plain
// strings with no imports, so the contact checks and the error table both read them without pulling each other in.

/** Wallet city max 50 (account section 9). */
export const WALLET_CITY_MAX_LENGTH = 50;
export const WALLET_CITY_LENGTH_MESSAGE = `City must be ${WALLET_CITY_MAX_LENGTH} characters or fewer.`;
export const WALLET_COUNTRY_MESSAGE = "We can only ship to addresses in this store's country.";
export const WALLET_BILLING_COUNTRY_MESSAGE = 'Billing addresses in this country are not supported.';
/** The general text of an invalid contact; the checks name the failing field (walletContactFieldMessage). */
export const WALLET_CONTACT_MESSAGE = 'A detail of this wallet contact is not valid.';
