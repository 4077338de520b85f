import type { CaptchaCheck, CheckoutCaller } from '@stride/application/commerce';
import type { CaptchaAction, CaptchaVerifier } from '@stride/domain/identity';
import type { Principal } from '../principal.js';

/** The identity context's captcha port as the checkout asks it: passed, refused (AUT403) or not judged (CAPTCHA_UNAVAILABLE). */
export function captchaCheck(verifier: CaptchaVerifier): CaptchaCheck {
  return { verify: (token, action) => verifier.verify(token, action as CaptchaAction) };
}

/** The caller of a checkout use case; routes with auth 'required' always have a principal. */
export function checkoutCaller(principal: Principal | undefined, siteLocale?: string): CheckoutCaller {
  if (principal === undefined) throw new Error('checkout route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, agentRole: principal.agentRole, storeId: principal.storeId, siteLocale };
}
