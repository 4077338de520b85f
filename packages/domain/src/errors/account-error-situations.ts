/** Messages named by the account error catalogue (account section 8), with the spec's wording. */
export const ACCOUNT_MESSAGES = {
  PROFILE_NOT_LOADED: 'Profile not loaded',
  CREDIT_CARD_SAVE_FAILED: 'credit card save failed',
  GIFT_CARD_ALREADY_EXISTS: 'gift card already exists',
  GIFT_CARD_SAVE_FAILED: 'gift card save failed',
  DOC_TYPE_REQUIRED: 'Doc type is required',
  ACCOUNT_CREATED: 'account created',
  SIGNED_IN: 'you have successfully logged in',
  NEWSLETTER_SUCCESS: 'newsletter success',
} as const;

/** How a situation of the account error catalogue is shown. */
export interface AccountErrorSituation {
  readonly situation: string;
  readonly behaviour: string;
  /** Server codes the situation is triggered by, where the spec's meanings identify them. */
  readonly codes?: readonly string[];
}

/** Account section 8 as data: each situation and the behaviour the product shows. */
export const ACCOUNT_ERROR_SITUATIONS: readonly AccountErrorSituation[] = [
  { situation: 'Profile not loaded when updating', behaviour: `internal error '${ACCOUNT_MESSAGES.PROFILE_NOT_LOADED}'` },
  { situation: 'Saving a credit card fails with the card-already-exists id', behaviour: 'server message shown as an error toast', codes: ['PYT300'] },
  { situation: 'Saving a credit card fails otherwise', behaviour: `translated message '${ACCOUNT_MESSAGES.CREDIT_CARD_SAVE_FAILED}'` },
  { situation: 'Saving a gift card fails with the already-exists id', behaviour: `'${ACCOUNT_MESSAGES.GIFT_CARD_ALREADY_EXISTS}'` },
  { situation: 'Saving a gift card fails otherwise', behaviour: `'${ACCOUNT_MESSAGES.GIFT_CARD_SAVE_FAILED}'` },
  { situation: 'Error not of the API error type', behaviour: 'rethrown' },
  { situation: 'Sign-up: login in use (two ids)', behaviour: 'message on the email field', codes: ['PRO400', 'AUT439'] },
  { situation: 'Sign-up: phone already in use (two ids)', behaviour: 'message on the phone field', codes: ['AUT444', 'AUT442'] },
  { situation: 'Sign-up: missing birthdate', behaviour: 'triggers form validation', codes: ['PRO411'] },
  { situation: 'Sign-up: any other id', behaviour: 'server message as an error banner, page scrolls to it' },
  { situation: 'Sign-in failure', behaviour: 'server message; it may contain links to reset password and contact' },
  {
    situation: 'Add to cart error',
    behaviour: 'cart error message as an error notification; a gift-with-purchase error id is not retried, others retry once after 2 seconds',
    codes: ['GWP403'],
  },
  { situation: 'Wallet failure', behaviour: 'session completes as failure with a generic unknown error' },
  { situation: 'Wallet country mismatch', behaviour: 'country error text' },
  { situation: 'Wallet long city', behaviour: 'city-length error' },
  { situation: 'Wallet unserviceable address', behaviour: 'shipping-method error' },
  { situation: 'Wallet invalid shipping method list', behaviour: 'list error' },
  { situation: 'Wallet invalid billing or shipping contact', behaviour: 'the failing field is reported' },
  { situation: 'Newsletter error', behaviour: 'the error message is shown' },
  { situation: 'Payment session failure', behaviour: 'only logged' },
  { situation: 'CMS doc type missing', behaviour: `'${ACCOUNT_MESSAGES.DOC_TYPE_REQUIRED}'` },
];
