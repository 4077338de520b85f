import type { AuthApi } from '@stride/application/storefront';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CaptchaTokens } from './captcha-tokens.js';
import { withCaptchaTokens } from './with-captcha-tokens.js';

/** An account API that records the sign-in and sign-up bodies it is sent. */
function recordingAuth(): { auth: AuthApi; sent: unknown[] } {
  const sent: unknown[] = [];
  const auth = {
    signIn: (request: unknown) => {
      sent.push(request);
      return okAsync({ authorizationCode: 'code' });
    },
    signUp: (request: unknown) => {
      sent.push(request);
      return okAsync({});
    },
  } as unknown as AuthApi;
  return { auth, sent };
}

const signInBody = { type: 'Registered', username: 'ada@example.com', password: 'pw', codeChallenge: 'c' } as const;
const signUpBody = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Compiler-1952' };

describe('the account calls with captcha tokens', () => {
  it('sends a login token with a sign-in and a register token with a sign-up', async () => {
    const { auth, sent } = recordingAuth();
    const tokens: CaptchaTokens = async (action) => `token-${action}`;
    await withCaptchaTokens(auth, tokens).signIn(signInBody);
    await withCaptchaTokens(auth, tokens).signUp(signUpBody as Parameters<AuthApi['signUp']>[0]);
    expect(sent).toEqual([
      { ...signInBody, recaptcha_response: 'token-login' },
      { ...signUpBody, recaptcha_response: 'token-register' },
    ]);
  });

  it('sends the calls as they were when the captcha is off', async () => {
    const { auth, sent } = recordingAuth();
    await withCaptchaTokens(auth, async () => undefined).signIn(signInBody);
    expect(sent).toEqual([signInBody]);
  });
});
