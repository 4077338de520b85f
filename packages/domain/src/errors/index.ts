// The shared error catalogue: server codes, cart error ids and their handling, messages, the error answer.
export type { StrideError, StrideErrorCode } from './stride-error.js';
export { strideError } from './stride-error.js';
export type { ServerErrorArea, ServerErrorEntry, ServerErrorRow } from './server-error.types.js';
export type { ServerErrorCode } from './server-error-catalogue.js';
export { SERVER_ERROR_CATALOGUE, serverErrorFor, isServerErrorCode } from './server-error-catalogue.js';
export type { CartErrorId } from './cart-error-ids.js';
export {
  CART_ERROR_IDS,
  cartErrorIdForServerCode,
  serverCodesForCartErrorId,
  isCartErrorId,
} from './cart-error-ids.js';
export type { CartErrorHandling } from './cart-error-handling.js';
export { cartErrorHandlingFor } from './cart-error-handling.js';
export { CART_ERROR_MESSAGES, ERROR_MESSAGE_FALLBACKS } from './cart-error-messages.js';
export type { ErrorPlaceholderValues } from './error-messages.js';
export {
  ERROR_MESSAGE_TABLE,
  fillErrorPlaceholders,
  hasUnfilledPlaceholder,
  errorMessageFor,
  addedMaxQuantityMessage,
} from './error-messages.js';
export type { ErrorDetail, ErrorResponse } from './error-response.schema.js';
export { errorDetailSchema, errorResponseSchema } from './error-response.schema.js';
export { readErrorResponse } from './read-error-response.js';
export { httpStatusForErrorCode } from './http-status.js';
export { RATE_LIMITED, STRIDE_DEFINED_ERRORS } from './stride-defined-errors.js';
export type { ProductError } from './product-error.js';
export { productErrorFromAnswer } from './product-error.js';
export type { CartFlashType } from './flash-types.js';
export { CART_FLASH_TYPES, isCartFlashType, flashOpensThreeDsChallenge, orderBlockedByFlash } from './flash-types.js';
export type { StorefrontMessageKey } from './named-messages.js';
export { STOREFRONT_MESSAGES, CART_REMOVE_ITEM_FAILED_MESSAGE } from './named-messages.js';
export type { AccountErrorSituation } from './account-error-situations.js';
export { ACCOUNT_MESSAGES, ACCOUNT_ERROR_SITUATIONS } from './account-error-situations.js';
