import type { MarketRegion } from '../catalogue/catalogue-market.js';

/** The regions whose newsletter needs the recipient's confirmation (double opt-in) before any mailing: EMEA. */
export const NEWSLETTER_DOUBLE_OPT_IN_REGIONS: readonly MarketRegion[] = ['EMEA'];
/** Lifetime of a newsletter confirmation link: a week, as the visitor may open the e-mail later. */
export const NEWSLETTER_CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The message of a newsletter request from a visitor who did not tick the privacy policy box. */
export const NEWSLETTER_POLICY_REQUIRED = 'Accept the privacy policy to subscribe to the newsletter.';
/** The message of a confirmation link that is unknown, used or expired. */
export const NEWSLETTER_LINK_EXPIRED = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';

/** A visitor's newsletter subscription, kept by its e-mail address (account sections 3 and 6). */
export interface NewsletterSignup {
  /** Lower-case. */
  readonly email: string;
  readonly country: string;
  readonly region: MarketRegion;
  /** The site's locale the visitor subscribed from: the confirmation e-mail's language. */
  readonly locale: string;
  readonly optinDate: Date;
  /** Whether the region needs the recipient to confirm before the first mailing. */
  readonly confirmationRequired: boolean;
  /** When the recipient opened the confirmation link; null while pending (or when none is needed). */
  readonly confirmedAt: Date | null;
}

/** What a visitor's request does: the subscription to keep and whether a confirmation link is e-mailed. */
export interface NewsletterSignupDecision {
  readonly signup: NewsletterSignup;
  readonly sendConfirmation: boolean;
}

/**
 * Whether a site's region needs a double opt-in for the newsletter.
 * @example newsletterNeedsDoubleOptIn('EMEA') // true
 */
export function newsletterNeedsDoubleOptIn(region: MarketRegion): boolean {
  return NEWSLETTER_DOUBLE_OPT_IN_REGIONS.includes(region);
}

/** Whether a kept subscription is live: confirmed, or in a region that needs no confirmation. */
export const isNewsletterLive = (signup: NewsletterSignup): boolean => !signup.confirmationRequired || signup.confirmedAt !== null;

/**
 * A visitor subscribes (account sections 4 and 6): a new address is kept from now, pending its confirmation where the
 * region needs one (a link is then e-mailed); an address already kept stays as it is (its first date, its
 * confirmation), and a pending one is sent a new link. The answer to the visitor does not depend on which case it was.
 * @example newsletterSignupDecision(null, { email: 'A@b.co', country: 'GB', region: 'EMEA', locale: 'en-GB' }, now)
 * // { signup: { email: 'a@b.co', confirmationRequired: true, confirmedAt: null, optinDate: now, ... }, sendConfirmation: true }
 */
export function newsletterSignupDecision(
  previous: NewsletterSignup | null,
  request: { readonly email: string; readonly country: string; readonly region: MarketRegion; readonly locale: string },
  now: Date,
): NewsletterSignupDecision {
  if (previous !== null) return { signup: previous, sendConfirmation: !isNewsletterLive(previous) };
  const confirmationRequired = newsletterNeedsDoubleOptIn(request.region);
  const signup: NewsletterSignup = {
    email: request.email.trim().toLowerCase(),
    country: request.country.toUpperCase(),
    region: request.region,
    locale: request.locale,
    optinDate: now,
    confirmationRequired,
    confirmedAt: null,
  };
  return { signup, sendConfirmation: confirmationRequired };
}
