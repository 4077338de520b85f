import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_CARD_VARIANTS, recommendationLimit, recommendationStep } from './recommendation-layout.js';

describe('recommendation layout', () => {
  it('an upsell shows 3 items and a carousel 8 unless the editor sets a limit', () => {
    expect(recommendationLimit({ type: 'upsell' })).toBe(3);
    expect(recommendationLimit({ type: 'upsell', limit: null })).toBe(3);
    expect(recommendationLimit({ type: 'product-recommendations' })).toBe(8);
    expect(recommendationLimit({ type: 'upsell', limit: 5 })).toBe(5);
  });

  it('the six-card carousel moves 6 cards per step on a large screen, or 3 when the editor says so', () => {
    expect(recommendationStep({ variant: 'six-cards' }, 'lg', 6)).toBe(6);
    expect(recommendationStep({ variant: 'six-cards', cardsPerStep: 3 }, 'lg', 6)).toBe(3);
    expect(recommendationStep({ variant: 'six-cards', cardsPerStep: 3 }, 'md', 3.4)).toBe(3);
    expect(recommendationStep({ variant: 'six-cards', cardsPerStep: 6 }, 'sm', 1.5)).toBe(1);
  });

  it('every other variant and breakpoint moves by the whole cards in view, at least one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RECOMMENDATION_CARD_VARIANTS),
        fc.constantFrom('sm' as const, 'md' as const, 'lg' as const),
        fc.double({ min: 0, max: 12, noNaN: true }),
        (variant, breakpoint, inView) => {
          fc.pre(!(variant === 'six-cards' && breakpoint === 'lg'));
          expect(recommendationStep({ variant }, breakpoint, inView)).toBe(Math.max(1, Math.floor(inView)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
