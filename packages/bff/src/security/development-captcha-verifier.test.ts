import { describe, expect, it } from 'vitest';
import { developmentCaptchaVerifier } from './development-captcha-verifier.js';

describe('developmentCaptchaVerifier', () => {
  it('passes everything while captcha is off', async () => {
    expect((await developmentCaptchaVerifier(false).verify(undefined, 'login')).isOk()).toBe(true);
    expect((await developmentCaptchaVerifier(false).verify('fail', 'login')).isOk()).toBe(true);
  });

  it('when on, passes a non-empty token and refuses a missing one or "fail" with AUT403', async () => {
    const captcha = developmentCaptchaVerifier(true);
    expect((await captcha.verify('token-from-widget', 'placeOrder')).isOk()).toBe(true);
    for (const token of [undefined, '', '  ', 'fail']) {
      expect((await captcha.verify(token, 'login'))._unsafeUnwrapErr().code).toBe('AUT403');
    }
  });
});
