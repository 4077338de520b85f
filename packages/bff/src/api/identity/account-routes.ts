import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  signUp,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import {
  acknowledgedAnswerSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpAnswerSchema,
  signUpRequestSchema,
} from '@stride/application/storefront';
import { strideError } from '@stride/domain';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

const TAGS = ['Authentication'];
const done = { success: true as const };

/** Where reset links point: the storefront's forgot-password page on the configured public origin. */
export type ResetLink = (token: string) => string;

/** Sign-up and the password calls (commerce section 7, Authentication; account section 3 values). */
export function registerAccountRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps, resetLink: ResetLink): void {
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/auth/signup', summary: 'Sign up: creates a registered account', tags: TAGS, auth: 'none',
      body: signUpRequestSchema, answer: signUpAnswerSchema, successStatus: 201,
      errors: ['PRO400', 'AUT453', 'FE872', 'PRO415', 'PRO410', 'PRO411', 'AUT403'],
    },
    async ({ body }) => {
      const now = deps.now();
      const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
      const { recaptcha_response, isTermsConfirmed: _terms, ...values } = body;
      const result = await signUp(deps, { ...values, recaptchaResponse: recaptcha_response }, today);
      return result.map(({ consumerNo }) => ({ consumerNo, email: body.email, consumerType: 'REGISTERED' as const }));
    },
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/changepassword', summary: 'Change the signed-in consumer\'s password', tags: TAGS,
      auth: 'required', body: changePasswordRequestSchema, answer: acknowledgedAnswerSchema, errors: ['AUT450', 'AUT451', 'FE872', 'PRO415', 'AUT432'],
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
      tags: TAGS, auth: 'none', body: forgotPasswordRequestSchema, answer: acknowledgedAnswerSchema,
    },
    async ({ body }) => (await requestPasswordReset(deps, body.email, resetLink)).map(() => done),
  );
  defineRoute(
    app, registry,
    {
      method: 'post', path: '/consumers-v3/consumer/resetpassword', summary: 'Reset the password with the e-mailed token', tags: TAGS,
      auth: 'none', body: resetPasswordRequestSchema, answer: acknowledgedAnswerSchema, errors: ['AUT402', 'FE872', 'PRO415'],
    },
    async ({ body }) => (await resetPassword(deps, body)).map(() => done),
  );
}
