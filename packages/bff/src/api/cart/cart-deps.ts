import { pgCartStore } from '@stride/adapters-storage';
import type { CatalogueLineFacts, SqlClient } from '@stride/adapters-storage';
import type { CartCaller } from '@stride/application/commerce';
import type { CartStore } from '@stride/domain/cart';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Config } from '../../config/config.js';
import type { Principal } from '../principal.js';
import { PromotionListCache } from './cached-promotions.js';
import { loyaltyPromotions } from './loyalty-promotions.js';

/** Variants whose catalogue facts a bff keeps, per currency: the whole demo catalogue several times over. */
const LINE_FACTS_ENTRIES = 50_000;

/**
 * The cart store over the API's SQL client, with its caches; other slices load carts through it.
 * The promotion list is cached for `STRIDE_PROMOTION_CACHE_TTL_MS` (see PromotionListCache), and
 * the lines' catalogue facts (names, images, categories, prices; never stock) for
 * `STRIDE_PRODUCT_CACHE_TTL_MS`, as the product details are; with the loyalty programme off, without the members'
 * promotions (loyaltyPromotions). Checkout prices from the database
 * (priceOrder in application/commerce/checkout, on pgCheckoutStore's uncached cart reads), so an order is never charged at a cached price.
 */
export function cachedPgCartStore(
  sql: SqlClient,
  clock: () => Date,
  config: Pick<Config, 'STRIDE_PROMOTION_CACHE_TTL_MS' | 'STRIDE_PRODUCT_CACHE_TTL_MS' | 'STRIDE_LOYALTY'>,
): CartStore {
  const now = (): number => clock().getTime();
  const promotions = new PromotionListCache({ ttlMs: config.STRIDE_PROMOTION_CACHE_TTL_MS, now });
  const lineFacts = new TtlCache<string, CatalogueLineFacts>({ ttlMs: config.STRIDE_PRODUCT_CACHE_TTL_MS, maxEntries: LINE_FACTS_ENTRIES, now });
  const programme = loyaltyPromotions(config.STRIDE_LOYALTY);
  return pgCartStore(sql, { promotions: (repository) => promotions.over(programme(repository)), lineFacts });
}

/** The caller of a cart use case from the route's principal; routes with auth 'required' always have one. */
export function cartCaller(principal: Principal | undefined, siteLocale?: string): CartCaller {
  if (principal === undefined) throw new Error('cart route reached without a principal: its auth must be required');
  return {
    consumerNo: principal.consumerNo,
    consumerType: principal.consumerType,
    ...(principal.agentRole === undefined ? {} : { agentRole: principal.agentRole }),
    ...(siteLocale === undefined ? {} : { siteLocale }),
  };
}
