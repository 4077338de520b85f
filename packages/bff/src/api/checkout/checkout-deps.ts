import { PgCheckoutUnitOfWork, PgSandboxPaymentGateway, PgThrottle, pgCheckoutStore, sha256Hex } from '@stride/adapters-storage';
import type { CheckoutCaller, CheckoutDeps } from '@stride/application/commerce';
import { developmentCaptchaVerifier } from '../../security/development-captcha-verifier.js';
import { exemptingClients } from '../../security/exempting-throttle.js';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';

/** Where the sandbox provider's challenge page is mounted (a separate origin in production). */
export const CHALLENGE_BASE_PATH = '/psp/v1/challenge/';

/** The checkout slice's wiring: the sandbox acquirer, the checkout store and unit of work, the captcha. */
export function checkoutDeps(deps: ApiDeps): CheckoutDeps & { readonly gateway: PgSandboxPaymentGateway } {
  const captcha = developmentCaptchaVerifier(deps.config.STRIDE_RECAPTCHA);
  return {
    uow: new PgCheckoutUnitOfWork(deps.sql),
    reader: pgCheckoutStore(deps.sql),
    gateway: new PgSandboxPaymentGateway({ sql: deps.sql, now: deps.now, randomBytes: deps.randomBytes, challengeBase: CHALLENGE_BASE_PATH }),
    throttle: exemptingClients(new PgThrottle(deps.sql), deps.config.STRIDE_LIMITS_EXEMPT),
    now: deps.now,
    randomBytes: deps.randomBytes,
    hashToken: sha256Hex,
    captcha: { verify: async (token, action) => (await captcha.verify(token, action as 'placeOrder')).isOk() },
  };
}

/** The caller of a checkout use case; routes with auth 'required' always have a principal. */
export function checkoutCaller(principal: Principal | undefined): CheckoutCaller {
  if (principal === undefined) throw new Error('checkout route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, agentRole: principal.agentRole, storeId: principal.storeId };
}
