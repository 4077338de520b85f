import type { IdentityServiceDeps } from '@stride/application/commerce';
import type { LoyaltyTokenSigner } from '@stride/domain/identity';
import { sitePagePath, type StoreDirectory } from '@stride/domain/catalogue';
import type { ApiSlice } from '../api-slice.js';
import { registerAccountRoutes, type EmailedLinks } from './account-routes.js';
import { registerInStoreSessionRoutes } from './in-store-session-routes.js';
import { registerLoyaltyTokenRoutes } from './loyalty-token-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';
import { registerTokenRoutes } from './token-routes.js';
import { registerWelcomePromoRoutes } from './welcome-promo-routes.js';

/**
 * The identity slice: token, sign-in, sign-up, sign-out, passwords, agent sign-in, in-store sessions, the profile,
 * subscriptions, loyalty tokens and welcome promos. With the loyalty programme turned off (STRIDE_LOYALTY=false) its
 * calls (joining, confirming, loyalty tokens, the welcome promo) are not served: each answers as an unknown route.
 */
export function identityApi(
  services: IdentityServiceDeps,
  links: EmailedLinks,
  loyaltyTokens: LoyaltyTokenSigner,
  stores: StoreDirectory,
  switches: { readonly loyalty: boolean } = { loyalty: true },
): ApiSlice {
  return {
    register(app, registry) {
      registerTokenRoutes(app, registry, services);
      registerInStoreSessionRoutes(app, registry, services, stores);
      registerAccountRoutes(app, registry, services, links, switches);
      registerProfileRoutes(app, registry, services);
      registerSubscriptionRoutes(app, registry, services, links);
      if (!switches.loyalty) return;
      registerLoyaltyTokenRoutes(app, registry, { uow: services.uow, now: services.now, loyaltyTokens });
      registerWelcomePromoRoutes(app, registry, services);
    },
  };
}

/**
 * The e-mailed links' pages on the storefront's public origin (STRIDE_PUBLIC_URL), under the prefix
 * of the site the shopper asked from (`/fr-ca/forgot-password?token=...`), so the page opens in
 * their language and currency; a call that names no site gets the default site's.
 */
export function emailedLinks(publicUrl: string): EmailedLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    passwordReset: (token, locale) => `${base}${sitePagePath(locale, '/forgot-password')}?token=${encodeURIComponent(token)}`,
    loyaltyConfirmation: (token, locale) => `${base}${sitePagePath(locale, '/loyalty/confirm')}?token=${encodeURIComponent(token)}`,
    newsletterConfirmation: (token, locale) => `${base}${sitePagePath(locale, '/newsletter/confirm')}?token=${encodeURIComponent(token)}`,
  };
}
