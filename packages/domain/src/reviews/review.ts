/** Whether shoppers see a review: hidden ones wait for support staff (too many flags, or a moderator's choice). */
export type ReviewStatus = 'published' | 'hidden';

/** A product review as the store keeps it. */
export interface Review {
  readonly id: string;
  /** The product (style) reviewed: `products.id`. */
  readonly productId: string;
  /** Who wrote it; null for the reviews the store holds without an account (the demo data's). */
  readonly consumerNo: string | null;
  /** 1 to 5 stars. */
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  /** The name the writer chose to show (never an e-mail). */
  readonly nickname: string;
  /** The site the review was written on (`en-US`, `fr-CA`): its language is the review's. */
  readonly locale: string;
  /** The writer had placed an order holding the product when they wrote it. */
  readonly verifiedBuyer: boolean;
  readonly status: ReviewStatus;
  readonly createdAt: Date;
  /** How many shoppers found it helpful. */
  readonly helpfulCount: number;
  /** Flags counted against it since it was last moderated. */
  readonly flagCount: number;
  /** The languages (`en`, `fr`) the store holds a translation of it in. */
  readonly translatedLanguages: readonly string[];
  /** Its shoppers' photos (`ph-...`), in the order chosen: up to PHOTO_LIMITS.perReview. */
  readonly photoIds: readonly string[];
}

/**
 * Bounds of a review and of one read. The spec names the text's limit only by its error (REV410): Stride chose
 * 2,000 characters for the text and 100 for the title (docs/decisions.md, "Product reviews").
 */
export const REVIEW_LIMITS = {
  titleMax: 100,
  textMin: 10,
  textMax: 2000,
  nicknameMin: 2,
  nicknameMax: 40,
  /** Reviews one page answers when the caller names no limit, and the most it may ask for. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** The furthest offset a list may start at (a product with more reviews is read by sort and filter). */
  offsetMax: 10_000,
} as const;

/** The lowest and highest star rating. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A review's id: `rv-` and lower-case letters, digits or dashes (the demo's name their product, new ones are random). */
export const REVIEW_ID_PATTERN = /^rv-[a-z0-9-]{4,40}$/;

/** How many flags hide a review until support staff look at it, when the configuration names no number. */
export const REVIEW_FLAGS_TO_HIDE_DEFAULT = 3;
