import type { CartPorts } from '@stride/domain/cart';
import type { PricingPromotion } from '@stride/domain/pricing';

/**
 * The same ports, with promotions read once per currency: one transaction prices a basket several
 * times (gift lines, then the answer) and the promotions cannot change under it.
 */
export function withPromotionsOnce(ports: CartPorts): CartPorts {
  const base = ports.promotions;
  const read = new Map<string, Promise<PricingPromotion[]>>();
  return {
    baskets: ports.baskets,
    catalogue: ports.catalogue,
    promotions: {
      promotions: (currency) => {
        const known = read.get(currency) ?? base.promotions(currency);
        read.set(currency, known);
        return known;
      },
      findCode: (code, currency) => base.findCode(code, currency),
      redemptionsBy: (code, consumerNo) => base.redemptionsBy(code, consumerNo),
    },
  };
}
