import { pgCartStore } from '@stride/adapters-storage';
import type { CatalogueLineFacts } from '@stride/adapters-storage';
import type { CartCaller, CartDeps } from '@stride/application/commerce';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';
import { PromotionListCache } from './cached-promotions.js';

/** Variants whose catalogue facts a bff keeps, per currency: the whole demo catalogue several times over. */
const LINE_FACTS_ENTRIES = 50_000;

/**
 * The cart use cases' dependencies over the API's SQL client; other slices use it to call loadCart.
 * The promotion list is cached for `STRIDE_PROMOTION_CACHE_TTL_MS` (see PromotionListCache), and
 * the lines' catalogue facts (names, images, categories, prices; never stock) for
 * `STRIDE_PRODUCT_CACHE_TTL_MS`, as the product details are. Checkout prices from the database
 * (priceOrder in application/commerce/checkout, on pgCheckoutStore's uncached cart reads), so an order is never charged at a cached price.
 */
export function cartDeps(deps: Pick<ApiDeps, 'sql' | 'now' | 'config'>): CartDeps {
  const now = (): number => deps.now().getTime();
  const promotions = new PromotionListCache({ ttlMs: deps.config.STRIDE_PROMOTION_CACHE_TTL_MS, now });
  const lineFacts = new TtlCache<string, CatalogueLineFacts>({ ttlMs: deps.config.STRIDE_PRODUCT_CACHE_TTL_MS, maxEntries: LINE_FACTS_ENTRIES, now });
  return { store: pgCartStore(deps.sql, { promotions: (repository) => promotions.over(repository), lineFacts }), now: deps.now };
}

/** The caller of a cart use case from the route's principal; routes with auth 'required' always have one. */
export function cartCaller(principal: Principal | undefined): CartCaller {
  if (principal === undefined) throw new Error('cart route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType, ...(principal.agentRole === undefined ? {} : { agentRole: principal.agentRole }) };
}
