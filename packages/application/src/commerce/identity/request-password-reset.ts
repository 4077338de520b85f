import { PASSWORD_RESET_TTL_SECONDS } from '@stride/domain/identity';
import { passwordResetsPerAccount, passwordResetsPerClient } from '@stride/domain/security';
import type { StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { IdentityServiceDeps } from './identity-service-deps.js';
import { newEmailedLink } from './new-emailed-link.js';
import { spendAttempt } from './spend-attempt.js';

/**
 * Forgot password: for a known account, stores a single-use reset token (digest only, 30 minutes)
 * and queues the e-mail with the link. Succeeds for known and unknown e-mails alike, so the answer
 * tells nobody whether an account exists; past the limits per client and per e-mail, API429.
 */
export function requestPasswordReset(
  deps: IdentityServiceDeps,
  request: { email: string; clientAddress: string },
  resetLink: (token: string) => string,
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
      await repos.outbox.enqueue({
        to: account.email,
        template: 'password-reset',
        subject: 'Reset your Stride password',
        createdAt: stored.createdAt,
        body: `Someone asked to reset the password of your Stride account.\nTo choose a new one, open:\n${resetLink(token)}\nThe link works once, for 30 minutes. If it was not you, ignore this e-mail.`,
      });
    });
    return ok(undefined);
  };
  return new ResultAsync(run());
}
