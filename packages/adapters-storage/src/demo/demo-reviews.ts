import type { ProductRow } from './demo-data.types.js';
import { DEMO_REVIEW_NICKNAMES, DEMO_REVIEW_NICKNAMES_FR, DEMO_REVIEW_TEXTS, type DemoReviewText } from './demo-review-texts.js';
import { createPrng, type Prng } from './prng.js';

/** A demo review as its row: written without an account, published. */
export type DemoReviewRow = {
  id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  locale: string;
  verifiedBuyer: boolean;
  helpfulCount: number;
  createdAt: string;
};

/** A demo review's translation, the other language of its words. */
export type DemoReviewTranslationRow = { reviewId: string; language: string; title: string; text: string; source: string };

/** A helpful vote on a demo review, by a voter of the past (no account). */
export type DemoReviewVoteRow = { reviewId: string; voterNo: string; votedAt: string };

export type DemoReviews = {
  reviews: DemoReviewRow[];
  reviewTranslations: DemoReviewTranslationRow[];
  reviewVotes: DemoReviewVoteRow[];
};

/** Its own seed, so the catalogue drawn from DEMO_SEED never changes with the reviews. */
const REVIEW_SEED = 20_261_123;
/** The most reviews a demo product gets; the marker shoe gets this many, so its list has a second page. */
const MOST_REVIEWS = 14;
/** The first review's date; the others follow, a few days apart (fixed, so the data never drifts). */
const FIRST_REVIEW_DAY = Date.UTC(2025, 2, 1, 12);
const DAY_MS = 86_400_000;
/** Where a review was written: mostly the US site, a third on the French Canadian one. */
const LOCALES = ['en-US', 'en-US', 'en-US', 'en-CA', 'en-GB', 'fr-CA', 'fr-CA', 'fr-CA'] as const;

/**
 * Reviews of the demo products, deterministic: as many as the product's planned popularity says (none for a coming-soon
 * product), stars around its planned score, in English or French with the store's translation into the other
 * language, a few helpful votes each. The product named `featured` gets MOST_REVIEWS.
 */
export function demoReviews(products: readonly ProductRow[], featured: string): DemoReviews {
  const prng = createPrng(REVIEW_SEED);
  const out: DemoReviews = { reviews: [], reviewTranslations: [], reviewVotes: [] };
  let serial = 0;
  for (const product of products) {
    const count = product.comingSoon ? 0 : product.id === featured ? MOST_REVIEWS : Math.min(MOST_REVIEWS - 2, Math.round(product.reviewsCount / 70));
    // Within one product, no two reviews share their words or their writer while others are left.
    const used = { texts: new Set<DemoReviewText>(), names: new Set<string>() };
    for (let n = 0; n < count; n++) {
      serial += 1;
      addReview(out, prng, product, n, serial, used);
    }
  }
  return out;
}

type Used = { readonly texts: Set<DemoReviewText>; readonly names: Set<string> };

/** One of `items` not used yet, else any of them; remembered as used. */
function fresh<T>(prng: Prng, items: readonly T[], used: Set<T>): T {
  const left = items.filter((item) => !used.has(item));
  const chosen = prng.pick(left.length > 0 ? left : items);
  used.add(chosen);
  return chosen;
}

function addReview(out: DemoReviews, prng: Prng, product: ProductRow, n: number, serial: number, used: Used): void {
  const rating = starsNear(prng, product.ratingScore);
  const words = fresh(prng, textsFor(product, rating), used.texts);
  const locale = prng.pick(LOCALES);
  const french = locale.startsWith('fr');
  const id = `rv-${product.id.toLowerCase()}-${String(n + 1).padStart(2, '0')}`;
  const createdAt = FIRST_REVIEW_DAY + ((serial * 37) % 600) * DAY_MS + prng.int(0, 10) * 3_600_000;
  const helpfulCount = prng.chance(0.35) ? 0 : prng.int(1, 9);
  const own = french ? words.fr : words.en;
  const other = french ? words.en : words.fr;
  out.reviews.push({
    id,
    productId: product.id,
    rating,
    title: own.title,
    text: own.text,
    nickname: fresh(prng, french ? DEMO_REVIEW_NICKNAMES_FR : DEMO_REVIEW_NICKNAMES, used.names),
    locale,
    verifiedBuyer: prng.chance(0.7),
    helpfulCount,
    createdAt: new Date(createdAt).toISOString(),
  });
  out.reviewTranslations.push({ reviewId: id, language: french ? 'en' : 'fr', title: other.title, text: other.text, source: 'stored' });
  for (let v = 0; v < helpfulCount; v++) {
    out.reviewVotes.push({
      reviewId: id,
      voterNo: `demo-voter-${String(v + 1).padStart(3, '0')}`,
      votedAt: new Date(createdAt + (v + 1) * DAY_MS).toISOString(),
    });
  }
}

/** Whole stars around a planned score (3.6 to 4.9): mostly 4 and 5, now and then a low one. */
function starsNear(prng: Prng, score: number): number {
  const low = prng.chance(0.08);
  const drawn = Math.round(score + 0.3 + (prng.next() - 0.5) * 2 - (low ? 2.5 : 0));
  return Math.min(5, Math.max(1, drawn));
}

/** The words that fit a rating and the product's type (any type's when none does). */
function textsFor(product: ProductRow, rating: number): readonly DemoReviewText[] {
  const fitting = DEMO_REVIEW_TEXTS.filter((t) => t.stars.includes(rating) && (t.types === undefined || t.types.includes(product.productType)));
  return fitting.length > 0 ? fitting : DEMO_REVIEW_TEXTS.filter((t) => t.stars.includes(rating));
}
