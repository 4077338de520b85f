// The client side: the spec's storefront behaviour over an API port, used by web and cli.
export * from '../api-contract/auth-token.contract.js';
export * from '../api-contract/cart.contract.js';
export * from '../api-contract/identity.contract.js';
export * from '../api-contract/delivery.contract.js';
export * from '../api-contract/catalogue.contract.js';
export * from '../api-contract/lists.contract.js';
export * from '../api-contract/checkout.contract.js';
export * from '../api-contract/fapi.contract.js';
export * from '../api-contract/fapi-limits.js';
export * from '../api-contract/content.contract.js';
export * from '../api-contract/experiments.contract.js';
export * from '../api-contract/personalisation.contract.js';
export * from '../api-contract/articles.contract.js';
export * from '../api-contract/media.contract.js';
// Types only: no page needs customer care's schemas in its bundle.
export type { SupportCaseAnswer } from '../api-contract/support.contract.js';
export type {
  ModeratedReviewAnswer,
  ProductReviewsAnswer,
  PublicReviewAnswer,
  RatingSummaryAnswer,
  ReviewTranslationAnswerBody,
  UploadMediaAnswer,
  WriteReviewAnswer,
} from '../api-contract/reviews.contract.js';
export type { ProductSetAnswer, ProductSetsAnswer } from '../api-contract/product-sets.contract.js';
export type { WalletContactAnswer, WalletPayAnswer, WalletSheetAnswer } from '../api-contract/express-wallet.contract.js';
export type { ModeratedPostAnswer, ProductQuestionsAnswer, PublicAnswerAnswer, PublicQuestionAnswer } from '../api-contract/questions.contract.js';
export type { ApiFailure } from './ports/api-failure.js';
export { apiFailureStatus } from './ports/api-failure.js';
export type { TokenApi } from './ports/token-api.port.js';
export type { Sleep } from './ports/sleep.port.js';
export { acquireToken } from './auth/acquire-token.js';
export type { AcquireTokenDeps, TokenOutcome } from './auth/acquire-token.js';
export { CHECKOUT_STEPS } from './checkout/checkout-step.js';
export type { CheckoutStep } from './checkout/checkout-step.js';
export type { CheckoutApi, ChallengeResult, PatchOrderBody } from './checkout/checkout-api.port.js';
export { PAYMENT_AUTHENTICATION_FAILED_MESSAGE, routeCheckoutFailure } from './checkout/checkout-failure.js';
export type { CheckoutFailurePresentation, CheckoutFailureRoute, CheckoutStage } from './checkout/checkout-failure.js';
export { pendingChallengeOf, placeOrderFlow } from './checkout/place-order-flow.js';
export type { PendingChallenge, PlaceOrderInput, PlaceOrderOutcome } from './checkout/place-order-flow.js';
export { completeThreeDsChallenge } from './checkout/complete-three-ds-challenge.js';
export type { ChallengeOutcome } from './checkout/complete-three-ds-challenge.js';
export { addressFieldsOf, startNewCart } from './checkout/start-new-cart.js';
export { startCheckout } from './checkout/start-checkout.js';
export type { CheckoutStart, CheckoutStartContext, SavedCard } from './checkout/start-checkout.js';
export * from './cart/index.js';
export type { AuthApi, SignInAnswer, SignUpAnswer } from './auth/auth-api.port.js';
export type { BasketReader } from './auth/basket-reader.port.js';
export { signInFailureFrom } from './auth/sign-in-failure.js';
export type { SignInFailure, SignInFailureReason } from './auth/sign-in-failure.js';
export { signInWithPkce } from './auth/sign-in-with-pkce.js';
export type { SignedIn, SignInDeps, SignInInput } from './auth/sign-in-with-pkce.js';
export { signUpAndSignIn, signUpFailureFrom } from './auth/sign-up-and-sign-in.js';
export type { SignUpFailure, SignUpInput } from './auth/sign-up-and-sign-in.js';
export { signOutShopper } from './auth/sign-out-shopper.js';
export type { SignedOut, SignOutDeps } from './auth/sign-out-shopper.js';
export { confirmLoyaltyMembership, requestPasswordReset, resetPassword } from './auth/password-reset.js';
export type { FormFailure, ResetPasswordInput } from './auth/password-reset.js';
export * from './experiments/index.js';
export type { EventRegistrationBody, RecommendationAnswer, RecommendationBody } from '../api-contract/personalisation.contract.js';
export type { ExpressWalletApi } from './express-wallet/express-wallet-api.port.js';
export {
  addressOfWalletContact,
  cancelWalletSession,
  merchantValidation,
  paymentAuthorised,
  shippingContactSelected,
  shippingMethodSelected,
} from './express-wallet/express-wallet-flow.js';
export type { ShippingChoice, WalletFailure, WalletProduct, WalletSession } from './express-wallet/express-wallet-flow.js';
