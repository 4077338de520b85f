import { apiRoutes } from '@stride/application/api-routes';
import {
  confirmNewsletterSignup,
  listSubscriptions,
  saveSubscription,
  subscribeVisitorToNewsletter,
  type IdentityServiceDeps,
} from '@stride/application/commerce';
import { strideError } from '@stride/domain/errors';
import type { Subscription } from '@stride/domain/identity';
import type { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { EmailedLinks } from './account-routes.js';

/** A subscription as the consumer service answers it: dates as ISO strings, the terms' time left out. */
function subscriptionAnswer(s: Subscription) {
  return {
    channel: s.channel,
    type: s.type,
    optin: s.optin,
    doubleOptin: s.doubleOptin,
    recipient: s.recipient,
    country: s.country,
    optinDate: s.optinDate?.toISOString() ?? null,
    optoutDate: s.optoutDate?.toISOString() ?? null,
  };
}

/**
 * Subscriptions (account sections 3, 4, 6 and 7): a guest's are created, never updated; a visitor's e-mail newsletter
 * is kept by its address (confirmed by an e-mailed link in EMEA); a signed-in consumer's are the profile's.
 */
export function registerSubscriptionRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: IdentityServiceDeps, links: EmailedLinks): void {
  defineRoute(app, registry, apiRoutes.getSubscriptions, async ({ principal }) => {
    if (principal === undefined) return err(strideError('AUT432'));
    return ok({ subscriptions: (await listSubscriptions(deps, principal.consumerNo)).map(subscriptionAnswer) });
  });
  for (const [route, mode] of [
    [apiRoutes.createSubscription, 'create'],
    [apiRoutes.updateSubscription, 'update'],
  ] as const) {
    defineRoute(app, registry, route, async ({ body, query, principal, c }) => {
      if (principal === undefined) return err(strideError('AUT432'));
      const { policyAccepted, ...request } = body.subscription;
      const isGuest = principal.consumerType === 'GUEST';
      if (isGuest && mode === 'create' && request.channel === 'email' && request.type === 'Newsletter') {
        const visitor = { email: request.recipient, policyAccepted: policyAccepted === true, siteLocale: query.locale, guestConsumerNo: principal.consumerNo };
        const saved = await subscribeVisitorToNewsletter(deps, { ...visitor, clientAddress: clientAddress(c) }, links.newsletterConfirmation);
        return saved.map((subscription) => ({ subscription: subscriptionAnswer(subscription) }));
      }
      const saved = await saveSubscription(deps, { consumerNo: principal.consumerNo, isGuest, mode, request });
      return saved.map((subscription) => ({ subscription: subscriptionAnswer(subscription) }));
    });
  }
  defineRoute(app, registry, apiRoutes.confirmNewsletter, async ({ body }) =>
    (await confirmNewsletterSignup(deps, body.token)).map((subscription) => ({ subscription: subscriptionAnswer(subscription) })),
  );
}
