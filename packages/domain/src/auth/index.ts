export { codeChallengeS256, createCodeVerifier, PKCE_CHALLENGE_METHOD, PKCE_VERIFIER_BYTES } from './pkce.js';
export {
  TOKEN_IGNORED_STATUS,
  TOKEN_MAX_RETRIES,
  TOKEN_RETRY_DELAY_MS,
  TOKEN_RETRY_STATUS,
  tokenRetryDecision,
  type TokenRetryDecision,
} from './token-retry.js';
export {
  ENROLLMENT_STEPS,
  enrollmentNextSteps,
  enrollmentStartStep,
  enrollmentTransition,
  type EnrollmentStartInput,
  type EnrollmentStep,
  type EnrollmentStepName,
  type EnrollmentTransitionError,
} from './enrollment-steps.js';
export { SIGN_IN_ORDER_TARGET, SIGN_OUT_HOME_TARGET, signInTarget, signOutTarget } from './auth-navigation.js';
export { SIGN_OUT_CLEARED_STORES, signOutPlan, type SignOutClearedStore, type SignOutStep } from './sign-out-plan.js';
export { needsEmployeeTermsDialog, skipsWishlistsForEmployee, type EmployeeContext } from './employee-rules.js';
export { CONSUMER_TYPES, isEmployeeConsumer, type ConsumerType } from './consumer-type.js';
export { consumerTypeSchema } from './consumer-type.schema.js';
export { authSessionFavoritesSchema, authSessionSchema, PASSWORD_MIN_LENGTH, type AuthSession } from './auth-session.js';
