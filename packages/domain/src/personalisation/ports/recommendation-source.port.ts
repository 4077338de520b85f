import type { RecommendationCandidate } from '../recommendations.js';

/** A recommended product as the answer shows it. */
export interface RecommendedProduct {
  readonly productId: string;
  readonly name: string;
  readonly slug: string;
  readonly productType: string;
  readonly categoryId: string;
  readonly imageUrl: string | null;
  /** Minor units in the asked currency; null when the product has no price in it. */
  readonly listMinor: number | null;
  readonly currentMinor: number | null;
}

/** What recommendations are built from: past orders and the catalogue. */
export interface RecommendationSource {
  /** Products bought in the same orders as any of the seeds, with how many orders. */
  boughtTogether(seeds: readonly string[], limit: number): Promise<readonly RecommendationCandidate[]>;
  /** Products sharing a category with any seed (or the catalogue's first products without seeds), in listing order. */
  sameCategory(seeds: readonly string[], limit: number): Promise<readonly string[]>;
  products(productIds: readonly string[], currency: string): Promise<readonly RecommendedProduct[]>;
}
