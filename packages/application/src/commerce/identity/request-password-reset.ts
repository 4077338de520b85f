import { PASSWORD_RESET_TTL_SECONDS } from '@stride/domain/identity';
import { passwordResetsPerAccount, passwordResetsPerClient } from '@stride/domain/security';
import type { StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newEmailedLink } from './new-emailed-link.js';
import { emailLocaleFor } from '../email-locale.js';
import { spendAttempt } from './spend-attempt.js';

/**
 * Forgot password: for a known account, stores a single-use reset token (digest only, 30 minutes)
 * and queues the e-mail with the link. Succeeds for known and unknown e-mails alike, so the answer
 * tells nobody whether an account exists; past the limits per client and per e-mail, API429.
 */
export function requestPasswordReset(
  deps: IdentityServiceDeps,
  request: { email: string; clientAddress: string; /** The site the shopper asked from: the e-mail's language. */ locale?: string | undefined },
  resetLink: (token: string, locale: string | undefined) => string,
): ResultAsync<void, StrideError> {
  const { email, clientAddress } = request;
  const run = async (): Promise<Result<void, StrideError>> => {
    const refused = await spendAttempt(deps, [passwordResetsPerClient(clientAddress), passwordResetsPerAccount(email)]);
    if (refused !== undefined) return err(refused);
    await deps.uow.transaction(async (repos) => {
      const account = await repos.accounts.findByEmail(email);
      if (account === undefined || account.email === null) return;
      const { token, stored } = newEmailedLink(deps, account.consumerNo, PASSWORD_RESET_TTL_SECONDS);
      await repos.passwordResets.insert(stored);
      const composed = deps.emails.compose({ template: 'password-reset', link: resetLink(token, request.locale) }, emailLocaleFor(request.locale));
      await repos.outbox.enqueue({ to: account.email, template: 'password-reset', ...composed, createdAt: stored.createdAt });
    });
    return ok(undefined);
  };
  return new ResultAsync(run());
}
