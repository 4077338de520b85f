import { describe, expect, it } from 'vitest';
import type { CartPorts } from '@stride/domain/cart';
import type { PricingPromotion } from '@stride/domain/pricing';
import { withPromotionsOnce } from './promotions-once.js';

function portsCounting(reads: string[]): CartPorts {
  const promotions = {
    promotions: async (currency: string): Promise<PricingPromotion[]> => {
      reads.push(currency);
      return [];
    },
    personalPromotions: async (consumerNo: string): Promise<PricingPromotion[]> => {
      reads.push(consumerNo);
      return [];
    },
    findCode: async () => null,
    redemptionsBy: async () => 3,
  };
  return { baskets: {} as CartPorts['baskets'], catalogue: {} as CartPorts['catalogue'], promotions } as unknown as CartPorts;
}

describe('withPromotionsOnce', () => {
  it('reads the promotions of a currency once and answers the same list after', async () => {
    const reads: string[] = [];
    const ports = withPromotionsOnce(portsCounting(reads));
    const first = await ports.promotions.promotions('USD');
    expect(await ports.promotions.promotions('USD')).toBe(first);
    await ports.promotions.promotions('CAD');
    expect(reads).toEqual(['USD', 'CAD']);
  });

  it('passes the other promotion reads through unchanged', async () => {
    const ports = withPromotionsOnce(portsCounting([]));
    expect(await ports.promotions.redemptionsBy('TEN', 'guest-1')).toBe(3);
    expect(await ports.promotions.findCode('TEN', 'USD')).toBeNull();
  });

  it("reads a consumer's personal promotions once per consumer and currency, apart from the public list", async () => {
    const reads: string[] = [];
    const ports = withPromotionsOnce(portsCounting(reads));
    await ports.promotions.personalPromotions('C1', 'USD');
    await ports.promotions.personalPromotions('C1', 'USD');
    await ports.promotions.personalPromotions('C2', 'USD');
    await ports.promotions.promotions('USD');
    expect(reads).toEqual(['C1', 'C2', 'USD']);
  });
});
