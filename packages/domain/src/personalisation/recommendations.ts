/** A recommendation candidate with how strongly it was chosen. */
export interface RecommendationCandidate {
  readonly productId: string;
  /** Orders in which it was bought with a seed product (bought together), 0 for a same-category pick. */
  readonly score: number;
}

/** Most items a recommendation answer carries. */
export const RECOMMENDATION_MAX_ITEMS = 24;
/** Items answered when the request does not say how many. */
export const RECOMMENDATION_DEFAULT_ITEMS = 8;

/**
 * The recommended products: bought together with the seeds in past orders (most orders first, then id), then
 * products of the seeds' categories, never a seed, never twice, sliced to `count`.
 * @example rankRecommendations(['A'], [{ productId: 'B', score: 3 }], ['C', 'B'], 2) // ['B', 'C']
 */
export function rankRecommendations(
  seeds: readonly string[],
  boughtTogether: readonly RecommendationCandidate[],
  sameCategory: readonly string[],
  count: number,
): string[] {
  const excluded = new Set(seeds);
  const ranked = [...boughtTogether]
    .sort((a, b) => b.score - a.score || (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))
    .map((candidate) => candidate.productId);
  const result: string[] = [];
  for (const productId of [...ranked, ...sameCategory]) {
    if (result.length >= Math.max(0, Math.floor(count))) break;
    if (excluded.has(productId)) continue;
    excluded.add(productId);
    result.push(productId);
  }
  return result;
}
