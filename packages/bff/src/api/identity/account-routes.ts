import { apiRoutes } from '@stride/application/api-routes';
import {
  changePassword,
  confirmLoyaltyEnrollment,
  enrollInLoyalty,
  lookupConsumer,
  requestPasswordReset,
  resetPassword,
  signUp,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import { strideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import { err } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

const done = { success: true as const };

/** Where e-mailed links point: storefront pages on the configured public origin. */
export interface EmailedLinks {
  /** The forgot-password page of the shopper's site, which takes the reset token. */
  readonly passwordReset: (token: string, locale: string | undefined) => string;
  /** The loyalty confirmation page of the shopper's site, which takes the double opt-in token. */
  readonly loyaltyConfirmation: (token: string, locale: string | undefined) => string;
  /** The newsletter confirmation page of the visitor's site, which takes the double opt-in token. */
  readonly newsletterConfirmation: (token: string, locale: string | undefined) => string;
}

/** Sign-up and the password calls (commerce section 7, Authentication; account section 3 values). */
export function registerAccountRoutes(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  deps: IdentityServiceDeps,
  links: EmailedLinks,
  switches: { readonly loyalty: boolean } = { loyalty: true },
): void {
  defineRoute(app, registry, apiRoutes.signUp, async ({ body, query, headers, c }) => {
    const now = deps.now();
    const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
    const { recaptcha_response, isTermsConfirmed: _terms, subscriptions, source, ...values } = body;
    const accountSource = { storeId: source?.store, acquisitionType: source?.acquisitionType, campaignName: source?.campaignName, leadSource: headers.source };
    const input = {
      ...values,
      newsletter: values.newsletter === true || subscriptions?.newsletterConsent === true,
      // With the programme turned off a sign-up joins nobody, whatever the caller sends.
      loyaltyConsent: switches.loyalty && subscriptions?.loyaltyConsent === true,
      source: accountSource,
      recaptchaResponse: recaptcha_response,
      clientAddress: clientAddress(c),
      siteLocale: query.locale,
    };
    const result = await signUp(deps, input, today, links.loyaltyConfirmation);
    return result.map(({ consumerNo }) => ({ consumerNo, email: body.email, consumerType: 'REGISTERED' as const }));
  });
  defineRoute(app, registry, apiRoutes.changePassword, async ({ body, principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return (await changePassword(deps, { consumerNo: principal.consumerNo, ...body })).map(() => done);
  });
  defineRoute(app, registry, apiRoutes.forgotPassword, async ({ body, query, c }) =>
    (await requestPasswordReset(deps, { email: body.email, clientAddress: clientAddress(c), locale: query.locale }, links.passwordReset)).map(() => done),
  );
  defineRoute(app, registry, apiRoutes.lookupConsumer, async ({ query, c }) => lookupConsumer(deps, { email: query.email, clientAddress: clientAddress(c) }));
  defineRoute(app, registry, apiRoutes.resetPassword, async ({ body }) => (await resetPassword(deps, body)).map(() => done));
  if (!switches.loyalty) return;
  defineRoute(app, registry, apiRoutes.enrollInLoyalty, async ({ principal, query }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return enrollInLoyalty(deps, principal, links.loyaltyConfirmation, query.locale);
  });
  defineRoute(app, registry, apiRoutes.confirmLoyalty, async ({ body }) => (await confirmLoyaltyEnrollment(deps, body.token)).map(() => done));
}
