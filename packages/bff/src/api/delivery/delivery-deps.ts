import { PgDeliveryBasketRepository, PgPickupStoreReader } from '@stride/adapters-storage';
import type { DeliveryCaller, DeliveryDeps } from '@stride/application/commerce';
import { developmentCaptchaVerifier } from '../../security/index.js';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';

/** The delivery use cases over the API's SQL client; recaptcha is checked only when STRIDE_RECAPTCHA is on. */
export function deliveryDeps(deps: Pick<ApiDeps, 'sql' | 'now' | 'config'>): DeliveryDeps {
  return {
    baskets: new PgDeliveryBasketRepository(deps.sql),
    stores: new PgPickupStoreReader(deps.sql),
    captcha: developmentCaptchaVerifier(deps.config.STRIDE_RECAPTCHA),
    now: deps.now,
  };
}

/** The caller from the route's principal; routes with auth 'required' always have one. */
export function deliveryCaller(principal: Principal | undefined): DeliveryCaller {
  if (principal === undefined) throw new Error('delivery route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo };
}
