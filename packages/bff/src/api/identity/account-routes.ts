import {
  changePassword,
  confirmLoyaltyEnrollment,
  enrollInLoyalty,
  requestPasswordReset,
  resetPassword,
  signUp,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import {
  acknowledgedAnswerSchema,
  changePasswordRequestSchema,
  confirmLoyaltyRequestSchema,
  forgotPasswordRequestSchema,
  leadSourceHeadersSchema,
  loyaltyEnrollmentAnswerSchema,
  resetPasswordRequestSchema,
  signUpAnswerSchema,
  signUpRequestSchema,
} from '@stride/application/storefront';
import { strideError } from '@stride/domain';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../define-route.js';
import { CREDENTIALS_BODY_LIMIT_BYTES } from '../request-guards.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

const TAGS = ['Authentication'];
const done = { success: true as const };

/** Where e-mailed links point: storefront pages on the configured public origin. */
export interface EmailedLinks {
  /** The forgot-password page, which takes the reset token. */
  readonly passwordReset: (token: string) => string;
  /** The loyalty confirmation page, which takes the double opt-in token. */
  readonly loyaltyConfirmation: (token: string) => string;
}

/** Sign-up and the password calls (commerce section 7, Authentication; account section 3 values). */
export function registerAccountRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps, links: EmailedLinks): void {
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/auth/signup', summary: 'Sign up: creates a registered account', tags: TAGS, auth: 'none',
      bodyLimitBytes: CREDENTIALS_BODY_LIMIT_BYTES, body: signUpRequestSchema, headers: leadSourceHeadersSchema, answer: signUpAnswerSchema, successStatus: 201,
      errors: ['PRO400', 'AUT453', 'FE872', 'PRO415', 'PRO410', 'PRO411', 'AUT403', 'API429'],
    },
    async ({ body, headers, c }) => {
      const now = deps.now();
      const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
      const { recaptcha_response, isTermsConfirmed: _terms, subscriptions, source, ...values } = body;
      const accountSource = { storeId: source?.store, acquisitionType: source?.acquisitionType, campaignName: source?.campaignName, leadSource: headers.source };
      const input = {
        ...values,
        newsletter: values.newsletter === true || subscriptions?.newsletterConsent === true,
        loyaltyConsent: subscriptions?.loyaltyConsent === true,
        source: accountSource,
        recaptchaResponse: recaptcha_response,
        clientAddress: clientAddress(c),
      };
      const result = await signUp(deps, input, today, links.loyaltyConfirmation);
      return result.map(({ consumerNo }) => ({ consumerNo, email: body.email, consumerType: 'REGISTERED' as const }));
    },
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/changepassword', summary: 'Change the signed-in consumer\'s password', tags: TAGS,
      auth: 'required', bodyLimitBytes: CREDENTIALS_BODY_LIMIT_BYTES, body: changePasswordRequestSchema, answer: acknowledgedAnswerSchema, errors: ['AUT450', 'AUT451', 'FE872', 'PRO415', 'AUT432'],
    },
    async ({ body, principal }) => {
      if (principal === undefined) return err(strideError('AUT432'));
      return (await changePassword(deps, { consumerNo: principal.consumerNo, ...body })).map(() => done);
    },
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/confirmforgotpassword', summary: 'Forgot password: e-mails a reset link (same answer for any e-mail)',
      tags: TAGS, auth: 'none', bodyLimitBytes: CREDENTIALS_BODY_LIMIT_BYTES, body: forgotPasswordRequestSchema, answer: acknowledgedAnswerSchema,
      errors: ['API429'],
    },
    async ({ body, c }) => (await requestPasswordReset(deps, { email: body.email, clientAddress: clientAddress(c) }, links.passwordReset)).map(() => done),
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/resetpassword', summary: 'Reset the password with the e-mailed token', tags: TAGS,
      auth: 'none', bodyLimitBytes: CREDENTIALS_BODY_LIMIT_BYTES, body: resetPasswordRequestSchema, answer: acknowledgedAnswerSchema, errors: ['AUT402', 'FE872', 'PRO415'],
    },
    async ({ body }) => (await resetPassword(deps, body)).map(() => done),
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/loyalty/enrollment',
      summary: 'Join the loyalty programme (or ask for a new double opt-in link while pending); rewards wait for the e-mailed confirmation',
      tags: TAGS, auth: 'required', answer: loyaltyEnrollmentAnswerSchema, errors: ['AUT432', 'REW401'],
    },
    async ({ principal }) => {
      if (principal === undefined) return err(strideError('AUT432'));
      return enrollInLoyalty(deps, principal, links.loyaltyConfirmation);
    },
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/loyalty/confirm', summary: 'Confirm a loyalty membership with the e-mailed double opt-in token',
      tags: TAGS, auth: 'none', body: confirmLoyaltyRequestSchema, answer: acknowledgedAnswerSchema, errors: ['AUT402'],
    },
    async ({ body }) => (await confirmLoyaltyEnrollment(deps, body.token)).map(() => done),
  );
}
