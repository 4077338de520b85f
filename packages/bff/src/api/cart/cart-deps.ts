import { pgCartStore } from '@stride/adapters-storage';
import type { CartCaller, CartDeps } from '@stride/application/commerce';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';
import { PromotionListCache } from './cached-promotions.js';

/**
 * The cart use cases' dependencies over the API's SQL client; other slices use it to call loadCart.
 * The promotion list is cached for `STRIDE_PROMOTION_CACHE_TTL_MS` (see PromotionListCache).
 */
export function cartDeps(deps: Pick<ApiDeps, 'sql' | 'now' | 'config'>): CartDeps {
  const cache = new PromotionListCache({ ttlMs: deps.config.STRIDE_PROMOTION_CACHE_TTL_MS, now: () => deps.now().getTime() });
  return { store: pgCartStore(deps.sql, { promotions: (repository) => cache.over(repository) }), now: deps.now };
}

/** The caller of a cart use case from the route's principal; routes with auth 'required' always have one. */
export function cartCaller(principal: Principal | undefined): CartCaller {
  if (principal === undefined) throw new Error('cart route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, ...(principal.agentRole === undefined ? {} : { agentRole: principal.agentRole }) };
}
