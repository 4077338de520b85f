import { CAPTCHA_UNAVAILABLE, STRIDE_DEFINED_ERRORS, strideError, type StrideError } from '@stride/domain/errors';
import type { CaptchaAction, CaptchaVerifier } from '@stride/domain/identity';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { FetchLike } from '../browser/stride-api-client.js';

export interface RecaptchaEnterpriseOptions {
  readonly fetch: FetchLike;
  /** The API's base URL: `https://recaptchaenterprise.googleapis.com` (a local stand-in in tests). */
  readonly baseUrl: string;
  /** The Google Cloud project the key belongs to. */
  readonly projectId: string;
  /** An API key allowed to call reCAPTCHA Enterprise for the project. */
  readonly apiKey: string;
  /** The site key the storefront's pages execute with. */
  readonly siteKey: string;
  /** The lowest risk score that passes (0: surely a bot, 1: surely a person). */
  readonly scoreThreshold: number;
  /** How long the assessment may take before the check is answered as unavailable. */
  readonly timeoutMs: number;
  /** Told why a token was refused or the provider failed (never the token): for the logs. */
  readonly onRefusal?: (reason: string) => void;
}

/** The parts of an assessment Stride reads; the provider answers more. */
const assessmentSchema = z.object({
  tokenProperties: z.object({
    valid: z.boolean(),
    action: z.string().max(200).optional(),
    invalidReason: z.string().max(100).optional(),
  }),
  riskAnalysis: z.object({ score: z.number().min(0).max(1).optional() }).optional(),
});

/** Longer than any token the widget makes; a bigger one is refused without asking the provider. */
const MAX_TOKEN_LENGTH = 4_096;

/**
 * The captcha port over reCAPTCHA Enterprise's CreateAssessment call
 * (`POST {baseUrl}/v1/projects/{projectId}/assessments?key={apiKey}` with `{ event: { token, siteKey, expectedAction } }`).
 * A token passes when the provider finds it valid, made for the action checked, with a score at or above the threshold;
 * otherwise AUT403. No token is AUT403 without a call. A provider that fails, times out or answers another shape gives
 * CAPTCHA_UNAVAILABLE: the shopper is asked to try again, and nothing is written.
 * @example createRecaptchaEnterpriseVerifier({ fetch, baseUrl: 'https://recaptchaenterprise.googleapis.com', projectId, apiKey, siteKey, scoreThreshold: 0.5, timeoutMs: 5000 })
 */
export function createRecaptchaEnterpriseVerifier(options: RecaptchaEnterpriseOptions): CaptchaVerifier {
  const endpoint = new URL(`/v1/projects/${encodeURIComponent(options.projectId)}/assessments`, options.baseUrl);
  endpoint.searchParams.set('key', options.apiKey);
  const refuse = (code: string, reason: string): Result<void, StrideError> => {
    options.onRefusal?.(reason);
    // AUT403 is worded by the bff's table; the Stride-defined code carries its own words, as the others do.
    return err(strideError(code, code === CAPTCHA_UNAVAILABLE ? STRIDE_DEFINED_ERRORS.CAPTCHA_UNAVAILABLE.message : undefined));
  };
  return {
    async verify(token: string | undefined, action: CaptchaAction) {
      if (token === undefined || token.trim() === '') return refuse('AUT403', 'no token');
      if (token.length > MAX_TOKEN_LENGTH) return refuse('AUT403', 'token too long');
      let answer: unknown;
      try {
        const response = await options.fetch(endpoint.toString(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ event: { token, siteKey: options.siteKey, expectedAction: action } }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return refuse(CAPTCHA_UNAVAILABLE, `the provider answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        return refuse(
          CAPTCHA_UNAVAILABLE,
          error instanceof Error && error.name === 'TimeoutError' ? 'the provider timed out' : 'the provider could not be reached',
        );
      }
      const assessment = assessmentSchema.safeParse(answer);
      if (!assessment.success) return refuse(CAPTCHA_UNAVAILABLE, 'the provider answered another shape');
      const { tokenProperties, riskAnalysis } = assessment.data;
      if (!tokenProperties.valid) return refuse('AUT403', `invalid token (${tokenProperties.invalidReason ?? 'no reason'})`);
      if (tokenProperties.action !== action) return refuse('AUT403', `token made for another action (${tokenProperties.action ?? 'none'})`);
      const score = riskAnalysis?.score ?? 0;
      if (score < options.scoreThreshold) return refuse('AUT403', `score ${score} under ${options.scoreThreshold}`);
      return ok(undefined);
    },
  };
}
