import { AUTHORIZATION_CODE_TTL_SECONDS } from '@stride/domain/identity';
import type { StrideError } from '@stride/domain/errors';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { authenticatePassword } from './authenticate-password.js';
import type { IdentityServiceDeps } from './identity-service-deps.js';

export interface SignInInput {
  readonly username: string;
  readonly password: string;
  readonly codeChallenge: string;
  readonly recaptchaResponse?: string | undefined;
  /** The caller's network address, for the sign-in limits. */
  readonly clientAddress: string;
}

/** Sign-in: checks captcha and password and answers a single-use code bound to the PKCE challenge. */
export function signIn(deps: IdentityServiceDeps, input: SignInInput): ResultAsync<{ authorizationCode: string }, StrideError> {
  const run = async (): Promise<Result<{ authorizationCode: string }, StrideError>> => {
    const captcha = await deps.captcha.verify(input.recaptchaResponse, 'login');
    if (captcha.isErr()) return err(captcha.error);
    const authenticated = await authenticatePassword(deps, { email: input.username, password: input.password, clientAddress: input.clientAddress });
    if (authenticated.isErr()) return err(authenticated.error);
    const authorizationCode = deps.tokens.generate();
    const now = deps.now();
    await deps.uow.transaction((repos) =>
      repos.authorizationCodes.insert({
        codeHash: deps.tokens.digest(authorizationCode),
        consumerNo: authenticated.value.consumerNo,
        codeChallenge: input.codeChallenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_SECONDS * 1000),
      }),
    );
    return ok({ authorizationCode });
  };
  return new ResultAsync(run());
}
