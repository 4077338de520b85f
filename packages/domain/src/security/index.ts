// Abuse limits: the throttle port and the limits each call counts against.
export type { Throttle, ThrottleLimit, ThrottleVerdict } from './ports/throttle.port.js';
export {
  retryAfterSeconds,
  rateLimitedError,
  signInsPerClient,
  signInFailuresOfAccount,
  signInFailuresPerClientAccount,
  signInFailuresPerAccount,
  signUpsPerClient,
  signUpsPerAccount,
  passwordResetsPerClient,
  passwordResetsPerAccount,
  supportCasesPerClient,
  lookupsPerClient,
  supportCasesPerAccount,
  newsletterSignupsPerClient,
  newsletterSignupsPerEmail,
  tokensPerClient,
  tokensPerAccount,
  giftCardFailuresPerAccount,
  giftCardFailuresPerClient,
  giftCardResendsPerOrder,
} from './abuse-limits.js';
