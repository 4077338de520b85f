/**
 * How a recommendation carousel sizes its cards: three, five or six cards in a row on a large screen, or the search
 * hub's narrow cards. The spec names the variants by their card widths; these are the editor's values.
 */
export const RECOMMENDATION_CARD_VARIANTS = ['three-cards', 'five-cards', 'six-cards', 'search-hub'] as const;
export type RecommendationCardVariant = (typeof RECOMMENDATION_CARD_VARIANTS)[number];

/** Cards a six-card carousel moves per arrow press on a large screen: a full row or half of one. */
export const SIX_CARD_STEPS = [6, 3] as const;

/** How many items an upsell shows when the editor gives no limit (three: one row beside the product or the cart). */
export const UPSELL_DEFAULT_LIMIT = 3;
/** How many items a recommendation carousel asks for when the editor gives no limit (the engine's default). */
export const RECOMMENDATIONS_DEFAULT_LIMIT = 8;

/**
 * How many cards an arrow press moves: the six-card variant its `cardsPerStep` (6 or 3) on a large screen, every other
 * case the cards that fit in view.
 * @example recommendationStep({ variant: 'six-cards', cardsPerStep: 3 }, 'lg', 2) // 3
 */
export function recommendationStep(
  block: { readonly variant?: RecommendationCardVariant | null; readonly cardsPerStep?: 3 | 6 | null },
  breakpoint: 'sm' | 'md' | 'lg',
  cardsInView: number,
): number {
  if (block.variant === 'six-cards' && breakpoint === 'lg') return block.cardsPerStep ?? SIX_CARD_STEPS[0];
  return Math.max(1, Math.floor(cardsInView));
}

/**
 * The number of products a recommendation block shows: the editor's limit, else 3 for an upsell and 8 for a carousel.
 * @example recommendationLimit({ type: 'upsell' }) // 3
 */
export function recommendationLimit(block: { readonly type: 'product-recommendations' | 'upsell'; readonly limit?: number | null }): number {
  return block.limit ?? (block.type === 'upsell' ? UPSELL_DEFAULT_LIMIT : RECOMMENDATIONS_DEFAULT_LIMIT);
}
