import type { PricingPromotion } from '@stride/domain/pricing';
import type { PromotionRepository } from '@stride/domain/cart';
import { describe, expect, it } from 'vitest';
import { PromotionListCache } from './cached-promotions.js';

const promo = (id: string) => ({ id }) as unknown as PricingPromotion;

/** A repository counting its reads; its promotions are opaque values here. */
function countingRepository(lists: Record<string, PricingPromotion[]>) {
  const reads: string[] = [];
  const repository: PromotionRepository = {
    promotions: async (currency) => {
      reads.push(currency);
      return lists[currency] ?? [];
    },
    personalPromotions: async (consumerNo, currency) => {
      reads.push(`${consumerNo}:${currency}`);
      return [promo(`personal-${consumerNo}`)];
    },
    findCode: async () => null,
    redemptionsBy: async () => 0,
  };
  return { repository, reads };
}

describe('PromotionListCache', () => {
  it('reads a currency once while fresh, and again once the time has passed', async () => {
    let now = 1_000;
    const cache = new PromotionListCache({ ttlMs: 10_000, now: () => now });
    const { repository, reads } = countingRepository({ USD: [promo('A')], CAD: [promo('B')] });
    const ports = cache.over(repository);
    expect(await ports.promotions('USD')).toEqual([promo('A')]);
    expect(await ports.promotions('USD')).toEqual([promo('A')]);
    expect(await ports.promotions('CAD')).toEqual([promo('B')]);
    expect(reads).toEqual(['USD', 'CAD']);
    now += 10_000;
    await ports.promotions('USD');
    expect(reads).toEqual(['USD', 'CAD', 'USD']);
  });

  it('is shared by every repository it wraps (each transaction wraps its own)', async () => {
    const cache = new PromotionListCache({ ttlMs: 10_000, now: () => 0 });
    const first = countingRepository({ USD: [promo('A')] });
    const second = countingRepository({ USD: [promo('other')] });
    await cache.over(first.repository).promotions('USD');
    expect(await cache.over(second.repository).promotions('USD')).toEqual([promo('A')]);
    expect(second.reads).toEqual([]);
  });

  it('with a TTL of 0 reads every time', async () => {
    const cache = new PromotionListCache({ ttlMs: 0, now: () => 0 });
    const { repository, reads } = countingRepository({ USD: [promo('A')] });
    await cache.over(repository).promotions('USD');
    await cache.over(repository).promotions('USD');
    expect(reads).toEqual(['USD', 'USD']);
  });

  it("never keeps a consumer's personal promotions: each read goes to the repository, and the list stays public", async () => {
    const cache = new PromotionListCache({ ttlMs: 10_000, now: () => 0 });
    const { repository, reads } = countingRepository({ USD: [promo('A')] });
    const ports = cache.over(repository);
    expect(await ports.personalPromotions('C1', 'USD')).toEqual([promo('personal-C1')]);
    expect(await ports.personalPromotions('C1', 'USD')).toEqual([promo('personal-C1')]);
    expect(await ports.promotions('USD')).toEqual([promo('A')]);
    expect(reads).toEqual(['C1:USD', 'C1:USD', 'USD']);
  });

  it('hands each caller its own array, so one pricing cannot change the next one', async () => {
    const cache = new PromotionListCache({ ttlMs: 10_000, now: () => 0 });
    const ports = cache.over(countingRepository({ USD: [promo('A')] }).repository);
    const first = await ports.promotions('USD');
    first.pop();
    expect(await ports.promotions('USD')).toEqual([promo('A')]);
  });
});
