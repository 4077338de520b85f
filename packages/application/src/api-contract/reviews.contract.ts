import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_ID_PATTERN, REVIEW_LIMITS, REVIEW_SORT_DEFAULT, REVIEW_SORTS } from '@stride/domain/reviews';
import { MEDIA_REPORT_REASONS, PHOTO_ID_PATTERN, PHOTO_LIMITS, PHOTO_TYPES, REPORTABLE_MEDIA_ID_PATTERN } from '@stride/domain/media';
import { localeQuerySchema, productIdParamsSchema } from './catalogue.contract.js';

// Wire schemas of the product reviews (account-and-catalogue section 7, Products). Lengths past a review's own
// bounds are still read, up to a hard cap, so that a too long title or text is answered REV410 rather than ATTR300.

/** The longest text a review body may carry at all: beyond REVIEW_LIMITS the use case answers REV410. */
const HARD_TEXT_CAP = REVIEW_LIMITS.textMax * 5;
const HARD_TITLE_CAP = REVIEW_LIMITS.titleMax * 5;
const HARD_NICKNAME_CAP = REVIEW_LIMITS.nicknameMax * 5;

const reviewId = z.string().regex(REVIEW_ID_PATTERN, 'a review id: rv- and lower-case letters, digits or dashes');
const mediaId = z.string().regex(PHOTO_ID_PATTERN, 'a photo id: ph- and 20 lower-case letters or digits');

/** `GET .../reviews` query: the site, one page (offset, limit), the order and an optional number of stars. */
export const productReviewsQuerySchema = localeQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(REVIEW_LIMITS.offsetMax).default(0),
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.pageSizeMax).default(REVIEW_LIMITS.pageSizeDefault),
  sort: z.enum(REVIEW_SORTS).default(REVIEW_SORT_DEFAULT),
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
});

/** Params of the calls on one review of a product. */
export const productReviewParamsSchema = productIdParamsSchema.extend({ reviewId });
/** Params of the translate call. */
export const reviewParamsSchema = z.object({ reviewId });

const count = z.number().int().nonnegative();

/** A product's rating as its published reviews make it: the average to one decimal, how many, how many per star. */
export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(RATING_MAX),
  count,
  distribution: z.object({ '1': count, '2': count, '3': count, '4': count, '5': count }),
});

/** A review as shoppers read it. */
export const publicReviewSchema = z.object({
  reviewId: z.string(),
  productId: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  /** The site it was written on: its language is the review's. */
  locale: z.string(),
  verifiedBuyer: z.boolean(),
  helpfulCount: count,
  createdAt: z.string(),
  /** A translation into the reader's language can be asked for. */
  translatable: z.boolean(),
  /** Its shoppers' photos, each with the address it is served at. */
  photos: z.array(z.object({ mediaId: z.string(), url: z.string() })),
});

/** One page of a product's reviews with the summary of all its published ones. */
export const productReviewsAnswerSchema = z.object({
  productId: z.string(),
  summary: ratingSummarySchema,
  /** Reviews matching the star filter. */
  total: count,
  offset: count,
  limit: count,
  sort: z.enum(REVIEW_SORTS),
  reviews: z.array(publicReviewSchema),
});

/** Body of `POST .../reviews`: the stars, a title, the text and the name to show. */
export const writeReviewBodySchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  title: z.string().max(HARD_TITLE_CAP),
  text: z.string().max(HARD_TEXT_CAP),
  nickname: z.string().max(HARD_NICKNAME_CAP),
  /** Up to three of the shopper's own uploads (`POST /ugc/users/{userId}/media`), in the order shown. */
  photoIds: z.array(mediaId).max(PHOTO_LIMITS.perReview).optional(),
});

/** The review written, and the product's summary with it. */
export const writeReviewAnswerSchema = z.object({ review: publicReviewSchema, summary: ratingSummarySchema });

/** A helpful vote: the review's count after it, and whether this call counted. */
export const reviewVoteAnswerSchema = z.object({ reviewId: z.string(), helpfulCount: count, counted: z.boolean() });

/** A flag: whether this call counted, and the review's status after it (hidden once enough shoppers flagged it). */
export const reviewFlagAnswerSchema = z.object({ reviewId: z.string(), counted: z.boolean(), status: z.enum(['published', 'hidden']) });

/** A review's title and text in the reader's language. */
export const reviewTranslationAnswerSchema = z.object({
  reviewId: z.string(),
  sourceLocale: z.string(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
  source: z.string(),
});

/** A review as support staff see it: its writer's account, flags and status too. */
export const moderatedReviewSchema = publicReviewSchema.omit({ translatable: true }).extend({
  consumerNo: z.string().nullable(),
  status: z.enum(['published', 'hidden']),
  flagCount: count,
});

/** Query of the moderation list: which reviews, how many. */
export const moderationQuerySchema = z.object({
  filter: z.enum(['attention', 'hidden', 'flagged']).default('attention'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const moderationListAnswerSchema = z.object({ reviews: z.array(moderatedReviewSchema) });

/** Body of a moderation decision. */
export const moderateReviewBodySchema = z.object({ status: z.enum(['published', 'hidden']) });
export const moderateReviewAnswerSchema = z.object({ review: moderatedReviewSchema });

/** Params of the user media calls: the user is the caller (`consumerNo`). */
export const userMediaParamsSchema = z.object({ userId: z.string().regex(/^[A-Za-z0-9-]{6,40}$/, 'a user id') });
/** Params of a photo read. */
export const mediaParamsSchema = z.object({ mediaId });

/**
 * Body of a photo upload: its bytes in base64 (the photo's type is told by its bytes, never by a name). The cap lets
 * a file just over PHOTO_LIMITS.bytesMax be read, so that it is answered UGC413 rather than ATTR300.
 */
export const uploadMediaBodySchema = z.object({
  data: z
    .string()
    .max(Math.ceil(((PHOTO_LIMITS.bytesMax + 16 * 1024) * 4) / 3))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'),
});
/** A photo kept: its id to name in a review, its type and its size once its metadata was removed. */
export const uploadMediaAnswerSchema = z.object({ mediaId: z.string(), contentType: z.enum(PHOTO_TYPES), bytes: count });
/** A photo's bytes and type, served as the image itself. */
export const photoAnswerSchema = z.object({ bytes: z.instanceof(Uint8Array), contentType: z.enum(PHOTO_TYPES) });

/** Params of a photo report: a review photo's id or a gallery photo's. */
export const reportMediaParamsSchema = z.object({
  mediaId: z.string().regex(REPORTABLE_MEDIA_ID_PATTERN, 'a photo id: 3 to 64 lower-case letters, digits or dashes'),
});
/** Body of a photo report: why the shopper reports it. */
export const reportMediaBodySchema = z.object({ reason: z.enum(MEDIA_REPORT_REASONS) }).strict();
/** A report's outcome: whether this call counted (once per caller) and whether the photo is still shown. */
export const reportMediaAnswerSchema = z.object({ mediaId: z.string(), counted: z.boolean(), status: z.enum(['shown', 'hidden']) });

export type UploadMediaAnswer = z.infer<typeof uploadMediaAnswerSchema>;
export type ProductReviewsAnswer = z.infer<typeof productReviewsAnswerSchema>;
export type PublicReviewAnswer = z.infer<typeof publicReviewSchema>;
export type RatingSummaryAnswer = z.infer<typeof ratingSummarySchema>;
export type WriteReviewAnswer = z.infer<typeof writeReviewAnswerSchema>;
export type ReviewTranslationAnswerBody = z.infer<typeof reviewTranslationAnswerSchema>;
export type ModeratedReviewAnswer = z.infer<typeof moderatedReviewSchema>;
