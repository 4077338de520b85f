// The shared error catalogue: server codes, cart error ids and their handling, messages, the error answer.
export type { StrideError } from './stride-error.js';
export { strideError } from './stride-error.js';
export { SERVER_ERROR_CATALOGUE, serverErrorFor } from './server-error-catalogue.js';
export { SERVER_ERROR_MEANINGS, serverErrorMeaning } from './server-error-meanings.js';
export type { CartErrorId } from './cart-error-ids.js';
export type { CartErrorHandling } from './cart-error-handling.js';
export { cartErrorHandlingFor } from './cart-error-handling.js';
export { CART_ERROR_MESSAGES } from './cart-error-messages.js';
export { errorMessageFor, strideErrorMessage } from './error-messages.js';
export { addedMaxQuantityMessage } from './cart-error-messages.js';
export type { ErrorPlaceholderValues } from './error-placeholders.js';
export { errorResponseSchema } from './error-response.schema.js';
export { httpStatusForErrorCode } from './http-status.js';
export {
  BASKET_OTHER_SITE,
  CAPTCHA_UNAVAILABLE,
  CONTENT_INVALID,
  CONTENT_NOT_FOUND,
  CONTENT_PREVIEW_FORBIDDEN,
  RATE_LIMITED,
  STRIDE_DEFINED_ERRORS,
} from './stride-defined-errors.js';
export type { ProductError } from './product-error.js';
export { productErrorFromAnswer } from './product-error.js';
export { flashOpensThreeDsChallenge } from './flash-types.js';
export type { StorefrontMessageKey } from './named-messages.js';
export { STOREFRONT_MESSAGES, CART_REMOVE_ITEM_FAILED_MESSAGE } from './named-messages.js';
export { ACCOUNT_MESSAGES } from './account-error-situations.js';
export { ERROR_MESSAGE_TABLE } from './error-messages.js';
