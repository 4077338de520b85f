// Server-side use cases of the identity slice.
export type { IdentityServiceDeps } from './identity-service-deps.js';
export { issueTokenGrant, type GrantSubject } from './issue-token-grant.js';
export { issueGuestToken } from './issue-guest-token.js';
export { authenticatePassword } from './authenticate-password.js';
export { signIn, type SignInInput } from './sign-in.js';
export { exchangeAuthorizationCode, type ExchangeInput } from './exchange-authorization-code.js';
export { rotateRefreshToken } from './rotate-refresh-token.js';
export { signOut } from './sign-out.js';
export { agentLogin, type AgentTokenGrant } from './agent-login.js';
export { signUp, API_SIGN_UP_CONFIG, apiSignUpConfigFor, type SignUpInput } from './sign-up.js';
export { changePassword, type ChangePasswordInput } from './change-password.js';
export { requestPasswordReset } from './request-password-reset.js';
export { resetPassword } from './reset-password.js';
export { newPasswordProblem } from './new-password-problem.js';
export { consumerProfileView, getConsumerProfile, updateConsumerProfile, type ProfileUpdateInput, type ProfileWithAddresses } from './consumer-profile.js';
export { updateNotificationPreferences } from './notification-preferences.js';
export { createConsumerProfile, type ProfileCreationInput } from './create-consumer-profile.js';
export { addConsumerAddress, consumerAddressView, deleteConsumerAddress, updateConsumerAddress } from './address-book.js';
export { confirmLoyaltyEnrollment, enrollInLoyalty, type LoyaltyConfirmationLink, type LoyaltyEnrollmentView } from './loyalty-enrollment.js';
export { issueLoyaltyToken, type LoyaltyTokenDeps, type LoyaltyTokenInput } from './issue-loyalty-token.js';
export { issueWelcomePromo } from './issue-welcome-promo.js';
export { getWelcomePromo } from './get-welcome-promo.js';
export { spendAttempt } from './spend-attempt.js';
export type { PasswordAttempt } from './authenticate-password.js';
export { retrieveUserData, type UserDataExport } from './retrieve-user-data.js';
export { listSubscriptions, saveSubscription } from './subscriptions.js';
export {
  confirmNewsletterSignup,
  subscribeVisitorToNewsletter,
  type NewsletterConfirmationLinkOf,
  type VisitorNewsletterRequest,
} from './newsletter-signups.js';
export { closeSupportCase, getSupportCase, listSupportCases, openSupportCase, type SupportCaseRequest, type SupportDeps } from './support-cases.js';
export { lookupConsumer, type ConsumerLookup } from './lookup-consumer.js';
export {
  endInStoreSession,
  resolveInStoreSession,
  startInStoreSession,
  type InStoreAuthority,
  type InStoreSessionView,
  type OpeningAssociate,
} from './in-store-session.js';
