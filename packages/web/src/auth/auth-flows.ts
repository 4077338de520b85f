// The account flows (sign-in with PKCE, sign-up, sign-out, password reset, loyalty confirmation) and the sign-up
// rules: loaded by useAuthActions when the shopper sends a form or signs out, so a page that only shows a form or who
// is signed in does not carry them in its first load.
export { confirmLoyaltyMembership, requestPasswordReset, resetPassword, signInWithPkce, signOutShopper, signUpAndSignIn } from '@stride/application/storefront';
export { signUpConfigForSite } from '@stride/domain/validation';
