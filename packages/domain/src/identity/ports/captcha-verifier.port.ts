import type { Result } from 'neverthrow';
import type { StrideError } from '../../errors/stride-error.js';

/** reCAPTCHA actions the storefront sends (account section 7). */
export type CaptchaAction = 'login' | 'register' | 'placeOrder' | 'shippingAddress' | 'paymentInstrument';

/** Verifies a captcha token; AUT403 when it fails. Disabled verification answers ok. */
export interface CaptchaVerifier {
  verify(token: string | undefined, action: CaptchaAction): Promise<Result<void, StrideError>>;
}
