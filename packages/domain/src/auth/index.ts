export { codeChallengeS256, createCodeVerifier, PKCE_VERIFIER_BYTES } from './pkce.js';
export { REFRESH_TOKEN_DUPLICATE_WINDOW_MS, TOKEN_RETRY_DELAY_MS, tokenRetryDecision } from './token-retry.js';
export { SIGN_OUT_CLEARED_STORES, signOutPlan, type SignOutClearedStore } from './sign-out-plan.js';
export { signInTarget } from './auth-navigation.js';
export { needsEmployeeTermsDialog, skipsWishlistsForEmployee } from './employee-rules.js';
export type { ConsumerType } from './consumer-type.js';
export { consumerTypeSchema } from './consumer-type.schema.js';
export { PASSWORD_MIN_LENGTH } from './auth-session.js';
export {
  ENROLLMENT_STEPS,
  enrollmentNextSteps,
  enrollmentStartStep,
  enrollmentTransition,
  type EnrollmentStep,
  type EnrollmentStepName,
} from './enrollment-steps.js';
