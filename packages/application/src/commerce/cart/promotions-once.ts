import type { CartPorts } from '@stride/domain/cart';
import type { PricingPromotion } from '@stride/domain/pricing';

/**
 * The same ports, with promotions read once per currency (and a consumer's personal ones once per
 * consumer and currency): one transaction prices a basket several times (gift lines, then the
 * answer) and the promotions cannot change under it.
 */
export function withPromotionsOnce(ports: CartPorts): CartPorts {
  const base = ports.promotions;
  const read = new Map<string, Promise<PricingPromotion[]>>();
  const once = (key: string, load: () => Promise<PricingPromotion[]>) => {
    const known = read.get(key) ?? load();
    read.set(key, known);
    return known;
  };
  return {
    baskets: ports.baskets,
    catalogue: ports.catalogue,
    promotions: {
      promotions: (currency) => once(currency, () => base.promotions(currency)),
      // Currencies are three letters: a consumer's key never meets a currency's.
      personalPromotions: (consumerNo, currency) => once(`${currency}:${consumerNo}`, () => base.personalPromotions(consumerNo, currency)),
      findCode: (code, currency) => base.findCode(code, currency),
      redemptionsBy: (code, consumerNo) => base.redemptionsBy(code, consumerNo),
    },
  };
}
