import { strideError } from '@stride/domain/errors';
import type { CaptchaVerifier } from '@stride/domain/identity';
import { err, ok } from 'neverthrow';

/** The literal token the development verifier refuses, so tests and demos can see AUT403. */
export const FAILING_CAPTCHA_TOKEN = 'fail';

/**
 * The development captcha: when enabled, any non-empty token passes except 'fail' (AUT403);
 * when disabled (STRIDE_RECAPTCHA off, the default) every request passes.
 */
export function developmentCaptchaVerifier(enabled: boolean): CaptchaVerifier {
  return {
    async verify(token) {
      if (!enabled) return ok(undefined);
      if (token === undefined || token.trim() === '' || token === FAILING_CAPTCHA_TOKEN) return err(strideError('AUT403'));
      return ok(undefined);
    },
  };
}
