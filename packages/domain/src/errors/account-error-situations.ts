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
