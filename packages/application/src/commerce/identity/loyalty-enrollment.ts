import { LOYALTY_CONFIRMATION_TTL_SECONDS, LOYALTY_CONFIRMATIONS_PER_HOUR, type IdentityRepositories } from '@stride/domain/identity';
import { strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newEmailedLink } from './new-emailed-link.js';
import { emailLocaleFor } from '../email-locale.js';
import { issueWelcomePromo } from './issue-welcome-promo.js';

/** Where double opt-in links point: the storefront's confirmation page on the public origin. */
export type LoyaltyConfirmationLink = (token: string, locale: string | undefined) => string;

/** A consumer's loyalty enrollment (account section 3, Enrollment): doubleOptin is false until confirmed. */
export interface LoyaltyEnrollmentView {
  readonly memberId: string;
  readonly enrollment: { readonly type: 'Loyalty'; readonly optin: true; readonly doubleOptin: boolean; readonly channel: 'email' };
  /**
   * True when this call e-mailed a confirmation link: not for a confirmed member, nor past
   * LOYALTY_CONFIRMATIONS_PER_HOUR links in the last hour (the earlier links still work).
   */
  readonly confirmationSent: boolean;
}

const LINK_EXPIRED_MESSAGE = 'This confirmation link has expired or was already used. Sign in and ask for a new one.';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Joins a registered consumer who is not a member yet: a member number, pending its double opt-in;
 * does nothing to one who already is. Runs inside the caller's transaction (sign-up creates the
 * account in the same one).
 */
export async function enrollPending(repos: IdentityRepositories, deps: IdentityServiceDeps, consumerNo: string): Promise<void> {
  await repos.loyaltyEnrollments.enroll(consumerNo, { memberId: deps.tokens.id('LM'), optInDate: isoDate(deps.now()) });
}

/** Stores a fresh single-use link (digest only, a week) and queues the e-mail that carries it. */
export async function sendLoyaltyConfirmation(
  repos: IdentityRepositories,
  deps: IdentityServiceDeps,
  consumer: { readonly consumerNo: string; readonly email: string },
  link: LoyaltyConfirmationLink,
  locale: string | undefined,
): Promise<void> {
  const { token, stored } = newEmailedLink(deps, consumer.consumerNo, LOYALTY_CONFIRMATION_TTL_SECONDS);
  await repos.loyaltyEnrollments.insertLink(stored);
  const email = deps.emails.compose({ template: 'loyalty-confirmation', link: link(token, locale) }, emailLocaleFor(locale));
  await repos.outbox.enqueue({ to: consumer.email, template: 'loyalty-confirmation', ...email, createdAt: stored.createdAt });
}

/**
 * The signed-in consumer joins the loyalty programme (the loyalty-only sign-up of account
 * section 2) or, while the membership awaits its double opt-in, asks for a new link (at most
 * LOYALTY_CONFIRMATIONS_PER_HOUR an hour, so the call cannot be used to flood an inbox). A confirmed
 * member gets their enrollment back and no e-mail. REW401 for a guest.
 */
export function enrollInLoyalty(
  deps: IdentityServiceDeps,
  caller: { readonly consumerNo: string; readonly consumerType: string },
  link: LoyaltyConfirmationLink,
  locale?: string,
): ResultAsync<LoyaltyEnrollmentView, StrideError> {
  const run = async (): Promise<Result<LoyaltyEnrollmentView, StrideError>> => {
    if (caller.consumerType === 'GUEST') return err(strideError('REW401'));
    return deps.uow.transaction(async (repos) => {
      const before = await repos.profiles.find(caller.consumerNo);
      if (before === undefined || before.email === null) return err(strideError('REW401'));
      // Read again after enrolling: a call that lost the race to enroll (a double click) then
      // answers the enrollment the other call made.
      if (!before.isLoyaltyMember) await enrollPending(repos, deps, caller.consumerNo);
      const profile = before.isLoyaltyMember ? before : ((await repos.profiles.find(caller.consumerNo)) ?? before);
      const memberId = profile.loyaltyMemberId;
      if (!profile.isLoyaltyMember || memberId === null || profile.email === null) throw new Error(`consumer ${caller.consumerNo} could not be enrolled`);
      const confirmed = !profile.loyaltyConfirmationPending;
      const anHourAgo = new Date(deps.now().getTime() - 60 * 60 * 1000);
      const send = !confirmed && (await repos.loyaltyEnrollments.linksSince(caller.consumerNo, anHourAgo)) < LOYALTY_CONFIRMATIONS_PER_HOUR;
      if (send) await sendLoyaltyConfirmation(repos, deps, { consumerNo: caller.consumerNo, email: profile.email }, link, locale);
      return ok({ memberId, enrollment: { type: 'Loyalty', optin: true, doubleOptin: confirmed, channel: 'email' }, confirmationSent: send });
    });
  };
  return new ResultAsync(run());
}

/**
 * Opens a double opt-in link: the membership is confirmed, which is when it becomes effective, and the
 * member's welcome promo is issued in the same transaction (once: a second link issues nothing).
 * AUT402 when the link is unknown, used or expired.
 */
export function confirmLoyaltyEnrollment(deps: IdentityServiceDeps, token: string): ResultAsync<{ consumerNo: string }, StrideError> {
  const run = async (): Promise<Result<{ consumerNo: string }, StrideError>> => {
    const consumerNo = await deps.uow.transaction(async (repos) => {
      const confirmed = await repos.loyaltyEnrollments.confirm(deps.tokens.digest(token), deps.now());
      if (confirmed !== undefined) await issueWelcomePromo(repos, deps, confirmed);
      return confirmed;
    });
    return consumerNo === undefined ? err(strideError('AUT402', LINK_EXPIRED_MESSAGE)) : ok({ consumerNo });
  };
  return new ResultAsync(run());
}
