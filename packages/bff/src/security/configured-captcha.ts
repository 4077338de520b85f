import { createRecaptchaEnterpriseVerifier, createUndiciFetch } from '@stride/adapters-http';
import type { CaptchaVerifier } from '@stride/domain/identity';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.port.js';
import { developmentCaptchaVerifier } from './development-captcha-verifier.js';

/** The provider answers within this, or the check is answered CAPTCHA_UNAVAILABLE (the shopper tries again). */
const RECAPTCHA_TIMEOUT_MS = 5_000;

type CaptchaConfig = Pick<
  Config,
  | 'STRIDE_RECAPTCHA'
  | 'STRIDE_RECAPTCHA_PROJECT_ID'
  | 'STRIDE_RECAPTCHA_API_KEY'
  | 'STRIDE_RECAPTCHA_SITE_KEY'
  | 'STRIDE_RECAPTCHA_SCORE_THRESHOLD'
  | 'STRIDE_RECAPTCHA_URL'
>;

/**
 * What the storefront's pages need to obtain a token: nothing when the captcha is off, the development verifier's
 * name, or reCAPTCHA Enterprise's public site key. Written into every page (`stride:captcha` meta).
 * @example captchaPageSetting(config) // 'enterprise:6Lc...' | 'development' | undefined
 */
export function captchaPageSetting(config: CaptchaConfig): string | undefined {
  if (!config.STRIDE_RECAPTCHA) return undefined;
  return config.STRIDE_RECAPTCHA_SITE_KEY === undefined ? 'development' : `enterprise:${config.STRIDE_RECAPTCHA_SITE_KEY}`;
}

/** Where reCAPTCHA Enterprise's script (enterprise.js and what it loads) and its frames come from. */
const RECAPTCHA_SCRIPT_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com', 'https://recaptcha.google.com'];

/**
 * The origins the pages' policy must allow for the captcha: Google's script and frames with reCAPTCHA Enterprise,
 * none for the development verifier or with the captcha off.
 * @example captchaOrigins(config).scripts // ['https://www.google.com', 'https://www.gstatic.com']
 */
export function captchaOrigins(config: CaptchaConfig): { scripts: string[]; frames: string[] } {
  return captchaPageSetting(config)?.startsWith('enterprise:') === true
    ? { scripts: RECAPTCHA_SCRIPT_ORIGINS, frames: RECAPTCHA_FRAME_ORIGINS }
    : { scripts: [], frames: [] };
}

/**
 * The captcha port as configured: reCAPTCHA Enterprise when STRIDE_RECAPTCHA is on and its keys are set (refusals and
 * provider failures logged, never the token), else the development verifier (on or off as STRIDE_RECAPTCHA says).
 */
export function configuredCaptchaVerifier(config: CaptchaConfig, logger: Logger): CaptchaVerifier {
  const { STRIDE_RECAPTCHA_PROJECT_ID: projectId, STRIDE_RECAPTCHA_API_KEY: apiKey, STRIDE_RECAPTCHA_SITE_KEY: siteKey } = config;
  if (!config.STRIDE_RECAPTCHA || projectId === undefined || apiKey === undefined || siteKey === undefined) {
    return developmentCaptchaVerifier(config.STRIDE_RECAPTCHA);
  }
  return createRecaptchaEnterpriseVerifier({
    fetch: createUndiciFetch({ timeoutMs: RECAPTCHA_TIMEOUT_MS }),
    baseUrl: config.STRIDE_RECAPTCHA_URL,
    projectId,
    apiKey,
    siteKey,
    scoreThreshold: config.STRIDE_RECAPTCHA_SCORE_THRESHOLD,
    timeoutMs: RECAPTCHA_TIMEOUT_MS,
    onRefusal: (reason) => logger.info('captcha refused', { reason }),
  });
}
