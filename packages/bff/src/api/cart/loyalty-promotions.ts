import type { PromotionRepository } from '@stride/domain/cart';
import { isMemberPromotion, type PricingPromotion } from '@stride/domain/pricing';

const open = (promotions: readonly PricingPromotion[]): PricingPromotion[] => promotions.filter((promotion) => !isMemberPromotion(promotion));

/**
 * The promotion reads with the loyalty programme turned off (STRIDE_LOYALTY=false): the members' promotions (customer
 * group LOYALTY: the members' free shipping, welcome promos) are not read, so no cart, checkout or order prices with
 * them, and a member's welcome code answers as an unknown code. Identity when the programme runs.
 */
export function loyaltyPromotions(loyalty: boolean): (repository: PromotionRepository) => PromotionRepository {
  if (loyalty) return (repository) => repository;
  return (repository) => ({
    promotions: async (currency) => open(await repository.promotions(currency)),
    personalPromotions: async (consumerNo, currency) => open(await repository.personalPromotions(consumerNo, currency)),
    findCode: async (code, currency) => {
      const found = await repository.findCode(code, currency);
      return found === null || isMemberPromotion(found.promotion) ? null : found;
    },
    redemptionsBy: (code, consumerNo) => repository.redemptionsBy(code, consumerNo),
  });
}
