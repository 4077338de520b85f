import { z } from 'zod';
import { consumerTypeSchema } from '@stride/domain/auth';
import {
  CONSUMER_IDENTITY_TYPES,
  LOYALTY_LEAD_SOURCE_PATTERN,
  LOYALTY_REFERRAL_CODE_PATTERN,
  LOYALTY_TOKEN_TTL_SECONDS,
  LOYALTY_USID_PATTERN,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_TYPES,
  WELCOME_PROMO_CODE_PATTERN,
  NOTIFICATION_TYPES,
} from '@stride/domain/identity';
import { tokenGrantSchema } from './auth-token.contract.js';

// Passwords are bounded so a huge body cannot make the server hash megabytes; length rules that have
// a spec code (FE872) are checked by the service, not here, so they answer that code.
const password = z.string().min(1).max(128);
const email = z.string().trim().min(3).max(100);
const recaptcha = z.string().max(4096).optional();

/** Body of `POST /consumers-v3/auth/signin`. */
export const signInRequestSchema = z.object({
  type: z.literal('Registered'),
  username: email,
  password,
  codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'an S256 challenge: 43 base64url characters'),
  recaptcha_response: recaptcha,
});

/** Answer of sign-in: a single-use code for the token call. */
export const signInAnswerSchema = z.object({ authorizationCode: z.string().min(1) });

/** Body of `POST /consumers-v3/consumer/auth/signout`; the `stride_rt` cookie stands in when absent. */
export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });

/** Body of `POST /consumers-v3/auth/signup` (account section 3 sign-up values, section 7 extras). */
/** `POST /consumers-v3/auth/signup` query: the site's locale (its country's minimal age applies). */
export const signUpQuerySchema = z.object({ locale: z.string().max(20).optional() });

/** The site a call is made from, for the calls that e-mail the shopper (the e-mail's language). */
export const emailingQuerySchema = z.object({ locale: z.string().max(20).optional() });

export const signUpRequestSchema = z.object({
  firstName: z.string().max(60),
  lastName: z.string().max(60),
  email,
  password,
  birthDate: z.string().max(10).optional(),
  phone: z.string().max(30).optional(),
  phoneCode: z.string().max(6).optional(),
  postalCode: z.string().max(12).optional(),
  gender: z.string().max(20).optional(),
  newsletter: z.boolean().optional(),
  loyaltyTerms: z.boolean().optional(),
  brandTerms: z.boolean().optional(),
  policy: z.boolean().optional(),
  optInAccepted: z.boolean().optional(),
  isTermsConfirmed: z.boolean().optional(),
  /** Account section 7: loyaltyConsent joins the loyalty programme, pending the e-mailed double opt-in. */
  subscriptions: z
    .object({
      newsletterConsent: z.boolean().optional(),
      loyaltyConsent: z.boolean().optional(),
      smsNotificationConsent: z.boolean().optional(),
      loyaltyNewsletterConsent: z.boolean().optional(),
      loyaltyEnrollment: z.literal('Full').optional(),
    })
    .optional(),
  source: z
    .object({
      store: z.string().min(1).max(40).optional(),
      acquisitionType: z.literal('Registered').optional(),
      campaignName: z.string().min(1).max(100).optional(),
    })
    .optional(),
  recaptcha_response: recaptcha,
});

/** Answer of sign-up: the new account's number (the client signs in next). */
export const signUpAnswerSchema = z.object({ consumerNo: z.string().min(1), email: z.string(), consumerType: z.literal('REGISTERED') });

/** A loyalty enrollment (account section 3): doubleOptin stays false until the e-mailed link is opened. */
export const loyaltyEnrollmentSchema = z.object({
  type: z.literal('Loyalty'),
  optin: z.literal(true),
  doubleOptin: z.boolean(),
  channel: z.literal('email'),
});

/** Answer of `POST /consumers-v3/consumer/loyalty/enrollment`: the member number and the enrollment's state. */
export const loyaltyEnrollmentAnswerSchema = z.object({
  memberId: z.string().min(1),
  enrollment: loyaltyEnrollmentSchema,
  confirmationSent: z.boolean(),
});

/** Body of `POST /consumers-v3/consumer/loyalty/confirm`: the token of the e-mailed double opt-in link. */
export const confirmLoyaltyRequestSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * Body of `POST /consumers-v3/consumer/changepassword`. `confirmPassword`, the new password typed again, is optional (a
 * caller without the field, such as the CLI, leaves it out); sent, it must match (FE340, commerce section 5).
 */
export const changePasswordRequestSchema = z.object({ currentPassword: password, newPassword: password, confirmPassword: password.optional() });

/** Body of `POST /consumers-v3/confirmforgotpassword`. */
export const forgotPasswordRequestSchema = z.object({ email });

/** Body of `POST /consumers-v3/consumer/resetpassword`: the token from the e-mailed link; `confirmPassword` as for a change. */
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), newPassword: password, confirmPassword: password.optional() });

/** Body of `POST /consumers-v3/consumer/agent/login`. */
export const agentLoginRequestSchema = z.object({ username: email, password });

/** Body of `POST /consumers-v3/consumer/agent/instore-session`: the store and the employee the device's sales are credited to. */
export const startInStoreSessionRequestSchema = z.object({
  storeId: z.string().regex(/^[A-Z0-9]{3,10}$/),
  storeEmployeeId: z.string().trim().min(1).max(40),
});

/** A store device's buy-in-store session (account section 3): what the device keeps for the browser session. */
export const inStoreSessionAnswerSchema = z
  .object({ storeId: z.string(), storeName: z.string(), storeEmployeeId: z.string(), storeEmployeeName: z.string() })
  .meta({ id: 'InStoreSession' });

/** Answer of the calls that only acknowledge. */
export const acknowledgedAnswerSchema = z.object({ success: z.literal(true) }).meta({ id: 'Acknowledged' });

/** Answer of the agent sign-in: the token shape, with the agent's role and store. */
export const agentTokenGrantSchema = tokenGrantSchema.extend({
  agentRole: z.enum(['EMPLOYEE', 'STORE_ASSOCIATE']),
  storeId: z.string().min(1).optional(),
});

/** Query of `GET /consumers-v3/consumer`: the loyalty summary is read only when asked for. */
export const consumerProfileQuerySchema = z.object({ includeLoyaltySummary: z.enum(['true', 'false']).optional() });

/** Spend against an annual cap or credit, in major units (account section 3: athlete, employee). */
const spendSchema = z.object({ currentSpend: z.number().nonnegative(), currency: z.string().length(3) });

/** An address of the consumer's address book on the wire (account section 3, Address). */
export const consumerAddressSchema = z.object({
  id: z.string(),
  addressId: z.string(),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  province: z.string().optional(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  email: z.string().optional(),
});

// Lengths bound the body only; the per-country address rules (names 2 to 30, lines and city 30,
// postal code per country, phone) are the service's and answer CHK380 naming each field.
/** Body of `POST /consumers-v3/consumer/address` and `PUT .../address/{addressId}`: one address. */
export const consumerAddressBodySchema = z.strictObject({
  approachType: z.enum(['S', 'B']),
  main: z.boolean().optional(),
  firstName: z.string().max(60).optional(),
  lastName: z.string().max(60).optional(),
  addressLine1: z.string().max(100).optional(),
  addressLine2: z.string().max(100).optional(),
  city: z.string().max(60).optional(),
  province: z.string().max(60).optional(),
  postalCode: z.string().max(12).optional(),
  country: z.string().max(60).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  phone: z.string().max(40).optional(),
  phoneCode: z
    .string()
    .regex(/^\+?[0-9]{1,4}$/)
    .optional(),
  email: z.string().max(254).optional(),
});

/** Path parameters of `PUT` and `DELETE /consumers-v3/consumer/address/{addressId}`. */
export const consumerAddressParamsSchema = z.object({ addressId: z.string().trim().min(1).max(64) });

/** Query of the address book calls: the site's locale picks the address rules. */
export const consumerAddressQuerySchema = z.object({ locale: z.string().max(20).optional() });

/** Answer of `POST /consumers-v3/consumer/address` (account section 7: response addressId). */
export const addedConsumerAddressAnswerSchema = z.object({ addressId: z.string() });

/** Answer of `PUT` and `DELETE /consumers-v3/consumer/address/{addressId}`: the book as it now stands. */
export const consumerAddressBookAnswerSchema = z.object({ address: z.array(consumerAddressSchema) });

export type ConsumerAddressBody = z.infer<typeof consumerAddressBodySchema>;
export type ConsumerAddressView = z.infer<typeof consumerAddressSchema>;

/** consumerProfile (account section 3) as `GET` and `PUT /consumers-v3/consumer` answer it. */
export const consumerProfileSchema = z.object({
  consumerNo: z.string().min(1),
  consumerType: consumerTypeSchema,
  email: z.string(),
  consumerDetails: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().optional(),
    phoneCode: z.string().optional(),
    postalCode: z.string().optional(),
    /** ISO date. */
    birthDate: z.string().optional(),
    gender: z.string().optional(),
    /** The address book, oldest first (account section 3: consumerDetails address list). */
    address: z.array(consumerAddressSchema),
    /** How the account was acquired, when recorded (account section 3: source). */
    source: z.object({ acquisitionType: z.string().optional(), campaignName: z.string().optional() }).optional(),
    employee: spendSchema.extend({ annualCap: z.number().nonnegative() }).optional(),
    athlete: spendSchema.extend({ annualCredit: z.number().nonnegative() }).optional(),
    /** A prosumer's spend, for a holder of an IPA or WRANX identity only. */
    prosumer: spendSchema.extend({ annualCredit: z.number().nonnegative() }).optional(),
    /** The prosumer identities held, IPA before WRANX (account section 3: identity list); empty for most shoppers. */
    identity: z.array(z.object({ type: z.enum(CONSUMER_IDENTITY_TYPES) })),
  }),
  preferences: z.object({
    isEmployeeDiscountTCAccepted: z.boolean(),
    newsletterOptIn: z.boolean(),
    /** Pipe-separated (account section 9). */
    interests: z.string().optional(),
    preferredShoeSize: z.string().optional(),
    /** Every kind of notification and its channels (`PUT /consumers-v3/consumer/notification`). */
    notifications: z.array(z.object({ type: z.enum(NOTIFICATION_TYPES), email: z.boolean(), sms: z.boolean() })).optional(),
  }),
  isLoyaltyMember: z.boolean(),
  loyaltyOptInDate: z.string().optional(),
  enrollment: loyaltyEnrollmentSchema.optional(),
  /** Only with `includeLoyaltySummary=true`, for a loyalty member. */
  loyaltySummary: z
    .object({
      memberId: z.string(),
      currentLoyaltyPoints: z.number().int().nonnegative(),
      points: z.object({ balance: z.number().int().nonnegative() }),
    })
    .optional(),
});

/** Answer of `GET` and `PUT /consumers-v3/consumer`. */
export const consumerProfileAnswerSchema = z.object({ consumerProfile: consumerProfileSchema }).meta({ id: 'ConsumerProfileAnswer' });

// Lengths here only bound the body; the profile rules (names 2 to 30, phone, postal code) are the
// service's, so they answer ATTR300 naming the field. Unknown fields are refused (strict): e-mail,
// birth date and the like are not changed through this call.
/** Body of `PUT /consumers-v3/consumer`: basic info and/or preferences; absent or blank fields keep their value. */
export const updateConsumerProfileRequestSchema = z.object({
  consumerProfile: z.strictObject({
    consumerDetails: z
      .strictObject({
        firstName: z.string().max(60).optional(),
        lastName: z.string().max(60).optional(),
        phone: z.string().max(30).optional(),
        phoneCode: z.string().max(6).optional(),
        postalCode: z.string().max(12).optional(),
      })
      .optional(),
    preferences: z
      .strictObject({
        isEmployeeDiscountTCAccepted: z.literal(true, { error: 'the employee discount terms can only be accepted (true), never withdrawn' }).optional(),
        newsletterOptIn: z.boolean().optional(),
        /** Pipe-separated (account section 9); '' clears them. */
        interests: z.string().max(200).optional(),
        /** '' clears it. */
        preferredShoeSize: z.string().max(10).optional(),
      })
      .optional(),
  }),
});

/**
 * Body of `POST /consumers-v3/consumer` (create profile; the spec names the call only): the details a profile lacks,
 * in the PUT body's wrapper. The birth date is ISO (YYYY-MM-DD), as the sign-up sends it.
 */
export const createConsumerProfileRequestSchema = z.object({
  consumerProfile: z.strictObject({
    consumerDetails: z.strictObject({
      firstName: z.string().max(60).optional(),
      lastName: z.string().max(60).optional(),
      phone: z.string().max(30).optional(),
      phoneCode: z.string().max(6).optional(),
      postalCode: z.string().max(12).optional(),
      birthDate: z.string().max(10).optional(),
      gender: z.string().max(20).optional(),
    }),
  }),
});

const notificationChannelsSchema = z.object({ email: z.boolean(), sms: z.boolean() });
/**
 * Body of `PUT /consumers-v3/consumer/notification` (Stride's payload; the spec names the call only): the kinds to
 * change, each with the channels to change; an absent channel keeps its value.
 */
export const notificationPreferencesRequestSchema = z.object({
  notifications: z
    .array(z.strictObject({ type: z.enum(NOTIFICATION_TYPES), email: z.boolean().optional(), sms: z.boolean().optional() }))
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
/** Every kind of notification with its channels, as stored (defaults filled in). */
export const notificationPreferencesAnswerSchema = z.object({
  notifications: z.array(notificationChannelsSchema.extend({ type: z.enum(NOTIFICATION_TYPES) })),
});

/** Body of `POST /consumers-v3/consumer/loyalty/token` (commerce-core section 7): both optional. */
export const loyaltyTokenRequestSchema = z.object({
  usid: z.string().regex(LOYALTY_USID_PATTERN, '1 to 64 letters, digits, - or _').optional(),
  referralCode: z.string().regex(LOYALTY_REFERRAL_CODE_PATTERN, '1 to 32 letters, digits, - or _').optional(),
});

/** Headers of the loyalty token and sign-up calls: `source` carries the page's `leadSource` query parameter. */
export const leadSourceHeadersSchema = z.object({
  source: z.string().regex(LOYALTY_LEAD_SOURCE_PATTERN, '1 to 64 letters, digits, ., - or _').optional(),
});

/** Answer of the loyalty token call: a signed token for the programme's pages and partners (audience `loyalty`). */
export const loyaltyTokenAnswerSchema = z.object({
  loyaltyToken: z.string().min(1),
  tokenType: z.literal('Bearer'),
  expiresIn: z.literal(LOYALTY_TOKEN_TTL_SECONDS),
  memberId: z.string().min(1),
});

/**
 * Answer of `GET /consumers-v3/consumer/loyalty/promo/welcome`: the member's welcome promo, a personal
 * code for one order (percentOff off the order) until expiresAt; null for a member who joined before
 * welcome promos were issued. `status` says whether it is still usable, was redeemed by an order, or expired.
 */
export const welcomePromoAnswerSchema = z.object({
  memberId: z.string().min(1),
  welcomePromo: z
    .object({
      code: z.string().regex(WELCOME_PROMO_CODE_PATTERN),
      promotionName: z.string().min(1),
      level: z.literal('ORDER'),
      percentOff: z.number().int().min(1).max(100),
      issuedAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      redeemed: z.boolean(),
      redeemedAt: z.iso.datetime().nullable(),
      status: z.enum(['AVAILABLE', 'REDEEMED', 'EXPIRED']),
    })
    .nullable(),
});

export type LoyaltyTokenRequest = z.infer<typeof loyaltyTokenRequestSchema>;
export type LoyaltyTokenAnswer = z.infer<typeof loyaltyTokenAnswerSchema>;
export type WelcomePromoAnswer = z.infer<typeof welcomePromoAnswerSchema>;
export type ConsumerProfileAnswer = z.infer<typeof consumerProfileAnswerSchema>;
export type ConsumerProfileView = z.infer<typeof consumerProfileSchema>;
export type UpdateConsumerProfileRequest = z.infer<typeof updateConsumerProfileRequestSchema>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type AgentTokenGrant = z.infer<typeof agentTokenGrantSchema>;

/** `POST /consumers-v3/consumer/retrieveUserData`: the consumer and the account's e-mail, both the caller's own. */
export const retrieveUserDataRequestSchema = z.object({
  consumerId: z.string().trim().min(1).max(40),
  email: z.string().trim().min(3).max(100),
});
const exportRecord = z.record(z.string(), z.unknown());
/** The data export: everything held about the consumer, never a secret (docs/api-identity.md, "Data export"). */
export const userDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: exportRecord,
  addresses: z.array(exportRecord).readonly(),
  orders: z.array(exportRecord).readonly(),
  favorites: z.array(exportRecord).readonly(),
  savedForLater: z.array(exportRecord).readonly(),
  loyaltyLedger: z.array(exportRecord).readonly(),
  loyaltyVouchers: z.array(exportRecord).readonly(),
  welcomePromos: z.array(exportRecord).readonly(),
  subscriptions: z.array(exportRecord).readonly(),
});
export type UserDataExportAnswer = z.infer<typeof userDataExportSchema>;

/** A subscription as the consumer service answers it (account section 3, Subscription). */
export const subscriptionAnswerSchema = z.object({
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  type: z.enum(SUBSCRIPTION_TYPES),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: z.string(),
  country: z.string().nullable(),
  optinDate: z.string().nullable(),
  optoutDate: z.string().nullable(),
});
/** `GET /consumers-v3/consumer/subscription`. */
export const subscriptionsAnswerSchema = z.object({ subscriptions: z.array(subscriptionAnswerSchema) });
/**
 * `POST` and `PUT /consumers-v3/consumer/subscription`: one subscription; `termsAccepted` is the SMS terms panel's
 * accept, `policyAccepted` the newsletter form's privacy policy checkbox (a visitor's e-mail newsletter needs it).
 */
export const subscriptionRequestSchema = z.object({
  subscription: z.object({
    channel: z.enum(SUBSCRIPTION_CHANNELS),
    type: z.enum(SUBSCRIPTION_TYPES).default('Newsletter'),
    optin: z.boolean(),
    recipient: z.string().trim().min(3).max(100),
    country: z.string().regex(/^[A-Za-z]{2}$/),
    termsAccepted: z.boolean().optional(),
    policyAccepted: z.boolean().optional(),
  }),
});
/** `POST /consumers-v3/consumer/subscription/confirm`: the token of the newsletter's e-mailed double opt-in link. */
export const confirmNewsletterRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const subscriptionSavedAnswerSchema = z.object({ subscription: subscriptionAnswerSchema });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** `GET /consumers-v3/consumer/lookup` query (enrollment step 0): the e-mail the shopper typed. */
export const consumerLookupQuerySchema = z.object({ email: z.email().max(100), locale: z.string().max(20).optional() });
/** Whether an account holds the e-mail, and the enrollment step that follows (1 sign-in, 2 sign-up). */
export const consumerLookupAnswerSchema = z.object({ exists: z.boolean(), nextStep: z.union([z.literal(1), z.literal(2)]) });
