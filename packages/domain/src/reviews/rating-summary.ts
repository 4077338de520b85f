import { RATING_MAX, RATING_MIN } from './review.js';

/** How many published reviews gave each number of stars. */
export type RatingDistribution = Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>;

/** A product's rating as its reviews make it: the average (one decimal), how many, and how many per star. */
export interface RatingSummary {
  readonly average: number;
  readonly count: number;
  readonly distribution: RatingDistribution;
}

/** No review yet: average 0, as the catalogue shows a product nobody rated. */
export const EMPTY_RATING_DISTRIBUTION: RatingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

/**
 * The summary of a product's published reviews from their count per star, averaged to one decimal the way the
 * catalogue keeps `rating_score` (numeric(2,1), half away from zero), so the list and the tiles agree.
 * @example ratingSummary({ '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 }) // { average: 4.3, count: 4, distribution: ... }
 */
export function ratingSummary(distribution: RatingDistribution): RatingSummary {
  let count = 0;
  let stars = 0;
  for (let rating = RATING_MIN; rating <= RATING_MAX; rating++) {
    const n = distribution[String(rating) as keyof RatingDistribution];
    count += n;
    stars += n * rating;
  }
  return { average: count === 0 ? 0 : roundToTenth(stars / count), count, distribution };
}

/** Rounds half away from zero to one decimal, as PostgreSQL's round(numeric, 1) does for positive values. */
function roundToTenth(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/**
 * The count per star of a list of ratings.
 * @example distributionOf([5, 5, 3]) // { '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 }
 */
export function distributionOf(ratings: Iterable<number>): RatingDistribution {
  const counts: Record<string, number> = { ...EMPTY_RATING_DISTRIBUTION };
  for (const rating of ratings) {
    const key = String(rating);
    if (counts[key] !== undefined) counts[key] += 1;
  }
  return counts as RatingDistribution;
}
