import type { PricingPromotion } from '@stride/domain/pricing';
import type { PromotionRepository } from '@stride/domain/cart';
import { TtlCache } from '../../cache/ttl-cache.js';

/**
 * The promotion list per currency, kept for a short time: every cart read and write prices the
 * basket with it, and it is the costliest statement of an add to cart. The list holds start and
 * end dates, checked at each pricing, so a promotion still starts and ends on time; an edited or
 * deleted one may lag by the TTL. Code lookups, redemption counts and personal promotions always read through.
 */
export class PromotionListCache {
  private readonly lists: TtlCache<string, readonly PricingPromotion[]>;

  constructor(options: { readonly ttlMs: number; readonly now: () => number }) {
    this.lists = new TtlCache({ ttlMs: options.ttlMs, maxEntries: 16, now: options.now });
  }

  /** `repository` with its promotion list served from this cache (read through `repository` when stale). */
  over(repository: PromotionRepository): PromotionRepository {
    return {
      promotions: async (currency) => {
        const known = this.lists.get(currency);
        if (known !== undefined) return [...known];
        const read = await repository.promotions(currency);
        this.lists.set(currency, read);
        return [...read];
      },
      // Personal promotions are one consumer's: read through, never kept beside the public list.
      personalPromotions: (consumerNo, currency) => repository.personalPromotions(consumerNo, currency),
      findCode: (code, currency) => repository.findCode(code, currency),
      redemptionsBy: (code, consumerNo) => repository.redemptionsBy(code, consumerNo),
    };
  }
}
