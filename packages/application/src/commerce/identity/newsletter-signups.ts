import { catalogueMarketFor } from '@stride/domain/catalogue';
import { strideError, type StrideError } from '@stride/domain/errors';
import {
  NEWSLETTER_CONFIRMATION_TTL_SECONDS,
  NEWSLETTER_LINK_EXPIRED,
  NEWSLETTER_POLICY_REQUIRED,
  newsletterSignupDecision,
  type IdentityRepositories,
  type NewsletterSignup,
  type Subscription,
} from '@stride/domain/identity';
import { newsletterSignupsPerClient, newsletterSignupsPerEmail } from '@stride/domain/security';
import { validateNewsletter } from '@stride/domain/validation';
import { err, ok, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newLinkToken } from './new-emailed-link.js';
import { spendAttempt } from './spend-attempt.js';

/** Where newsletter double opt-in links point: the storefront's confirmation page of the visitor's site. */
export type NewsletterConfirmationLinkOf = (token: string, locale: string | undefined) => string;

/** A visitor's newsletter request: the e-mail, the policy checkbox, the site asked from and who asked. */
export interface VisitorNewsletterRequest {
  readonly email: string;
  readonly policyAccepted: boolean;
  /** The `locale` query of the call (`en-gb`); picks the region, the country and the e-mail's language. */
  readonly siteLocale: string | undefined;
  readonly guestConsumerNo: string;
  readonly clientAddress: string;
}

/** The newsletter subscription of an address as the subscription calls answer it. */
const newsletterSubscription = (email: string, country: string, optinDate: Date, doubleOptin: boolean): Subscription => ({
  channel: 'email',
  type: 'Newsletter',
  optin: true,
  doubleOptin,
  recipient: email,
  country,
  optinDate,
  optoutDate: null,
  termsAcceptedAt: null,
});

/** Whether an account holds the address with its newsletter on: the address is subscribed already. */
async function accountSubscribed(repos: IdentityRepositories, email: string): Promise<boolean> {
  const account = await repos.accounts.findByEmail(email);
  if (account === undefined) return false;
  return (await repos.profiles.find(account.consumerNo))?.newsletterOptIn === true;
}

/** Stores a fresh single-use link (digest only, a week) and queues the e-mail that carries it. */
async function sendNewsletterConfirmation(
  repos: IdentityRepositories,
  deps: IdentityServiceDeps,
  signup: NewsletterSignup,
  link: NewsletterConfirmationLinkOf,
  siteLocale: string | undefined,
): Promise<void> {
  const { token, ...stored } = newLinkToken(deps, NEWSLETTER_CONFIRMATION_TTL_SECONDS);
  await repos.newsletterSignups.insertLink({ ...stored, email: signup.email });
  const email = deps.emails.compose({ template: 'newsletter-confirmation', link: link(token, siteLocale) }, signup.locale);
  await repos.outbox.enqueue({ to: signup.email, template: 'newsletter-confirmation', ...email, createdAt: stored.createdAt });
}

/**
 * A visitor subscribes to the newsletter (`POST /consumers-v3/consumer/subscription` with a guest token; account
 * sections 4, 5 and 6): the e-mail required and valid and the policy accepted (ATTR300 with the field's message,
 * nothing stored); each client and each address may ask a few times an hour (API429, nothing stored). A new address
 * is kept; in a region that needs a double opt-in (EMEA) it is pending until the e-mailed link is opened.
 */
export async function subscribeVisitorToNewsletter(
  deps: IdentityServiceDeps,
  request: VisitorNewsletterRequest,
  link: NewsletterConfirmationLinkOf,
): Promise<Result<Subscription, StrideError>> {
  const fieldErrors = validateNewsletter({ email: request.email, policy: request.policyAccepted });
  if (fieldErrors.email !== undefined) return err(strideError('ATTR300', fieldErrors.email, { field: 'recipient' }));
  if (fieldErrors.policy !== undefined) return err(strideError('ATTR300', NEWSLETTER_POLICY_REQUIRED, { field: 'policyAccepted' }));
  const email = request.email.trim().toLowerCase();
  const refused = await spendAttempt(deps, [newsletterSignupsPerClient(request.clientAddress), newsletterSignupsPerEmail(email)]);
  if (refused !== undefined) return err(refused);
  const market = catalogueMarketFor(request.siteLocale);
  const now = deps.now();
  await deps.uow.transaction(async (repos) => {
    if (await accountSubscribed(repos, email)) return;
    const previous = await repos.newsletterSignups.find(email);
    const decision = newsletterSignupDecision(previous, { email, country: market.countryCode, region: market.region, locale: market.locale }, now);
    if (previous === null) await repos.newsletterSignups.insert(decision.signup, request.guestConsumerNo);
    if (decision.sendConfirmation) await sendNewsletterConfirmation(repos, deps, decision.signup, link, request.siteLocale);
  });
  // The same answer whether the address was new, pending or already subscribed (account section 4: an already
  // subscribed address shows the success heading, and nothing more is revealed); confirmed only by the e-mailed link.
  return ok(newsletterSubscription(email, market.countryCode, now, false));
}

/**
 * Opens a newsletter double opt-in link: the subscription is confirmed (doubleOptin) from now, its first date kept.
 * AUT402 with a readable message when the link is unknown, forged, used or expired.
 */
export async function confirmNewsletterSignup(deps: IdentityServiceDeps, token: string): Promise<Result<Subscription, StrideError>> {
  const confirmed = await deps.uow.transaction((repos) => repos.newsletterSignups.confirm(deps.tokens.digest(token), deps.now()));
  if (confirmed === undefined) return err(strideError('AUT402', NEWSLETTER_LINK_EXPIRED));
  return ok(newsletterSubscription(confirmed.email, confirmed.country, confirmed.optinDate, true));
}
