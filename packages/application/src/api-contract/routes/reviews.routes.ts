import { localeQuerySchema } from '../catalogue.contract.js';
import {
  moderateReviewAnswerSchema,
  moderateReviewBodySchema,
  moderationListAnswerSchema,
  moderationQuerySchema,
  productReviewParamsSchema,
  productReviewsAnswerSchema,
  productReviewsQuerySchema,
  reviewFlagAnswerSchema,
  reviewParamsSchema,
  reviewTranslationAnswerSchema,
  reviewVoteAnswerSchema,
  writeReviewAnswerSchema,
  writeReviewBodySchema,
} from '../reviews.contract.js';
import { productIdParamsSchema } from '../catalogue.contract.js';
import { route } from './route-definition.js';

/** A review's text is at most a few thousand characters: 64 KiB holds any body the schema reads. */
const REVIEW_BODY_LIMIT_BYTES = 64 * 1024;

/** Product reviews (account section 7, Products) and support staff's moderation of them. */
export const reviewsRoutes = {
  getProductReviews: route('getProductReviews', {
    summary: 'A product’s published reviews, a page at a time, sorted and filtered by stars, with its rating summary',
    tags: ['Reviews'],
    auth: 'none',
    params: productIdParamsSchema,
    query: productReviewsQuerySchema,
    answer: productReviewsAnswerSchema,
    errors: ['PLP400', 'ATTR300'],
    // The same for everyone who asks: shared caches (a CDN) keep it 30 s; a browser asks again each time, so a shopper
    // sees their own review, vote or report at once.
    publicCacheControl: 'public, max-age=0, s-maxage=30',
  }),
  writeProductReview: route('writeProductReview', {
    summary: 'A signed-in shopper reviews a product (once per product): published at once, marked when they bought it',
    tags: ['Reviews'],
    auth: 'required',
    params: productIdParamsSchema,
    query: localeQuerySchema,
    body: writeReviewBodySchema,
    answer: writeReviewAnswerSchema,
    errors: ['AUT432', 'PLP400', 'REV410', 'REV409', 'ATTR300', 'API429'],
    // A guest's token is valid but may not write: 403, so the browser does not renew its token and try again.
    errorStatus: { AUT432: 403 },
    successStatus: 201,
    bodyLimitBytes: REVIEW_BODY_LIMIT_BYTES,
  }),
  voteReviewHelpful: route('voteReviewHelpful', {
    summary: 'Find a review helpful (signed in or guest; counted once per caller)',
    tags: ['Reviews'],
    auth: 'required',
    params: productReviewParamsSchema,
    query: localeQuerySchema,
    answer: reviewVoteAnswerSchema,
    errors: ['AUT432', 'REV404', 'API429'],
  }),
  flagReview: route('flagReview', {
    summary: 'Report a review (counted once per caller); enough reports hide it until support staff look at it',
    tags: ['Reviews'],
    auth: 'required',
    params: productReviewParamsSchema,
    query: localeQuerySchema,
    answer: reviewFlagAnswerSchema,
    errors: ['AUT432', 'REV404', 'API429'],
  }),
  translateReview: route('translateReview', {
    summary: 'A review’s title and text in the language of the locale asked: the store’s translation, else the provider’s',
    tags: ['Reviews'],
    auth: 'none',
    params: reviewParamsSchema,
    query: localeQuerySchema,
    answer: reviewTranslationAnswerSchema,
    errors: ['REV404', 'TRANSLATION_UNAVAILABLE', 'TRANSLATION_FAILED'],
  }),
  listReviewsForModeration: route('listReviewsForModeration', {
    summary: 'Reviews waiting for support staff: hidden ones and those flagged since their last moderation (agents only)',
    tags: ['Reviews'],
    auth: 'agent',
    query: moderationQuerySchema,
    answer: moderationListAnswerSchema,
    errors: ['AUT432'],
  }),
  moderateReview: route('moderateReview', {
    summary: 'Publish or hide a review (agents only); flags before it stop counting',
    tags: ['Reviews'],
    auth: 'agent',
    params: reviewParamsSchema,
    body: moderateReviewBodySchema,
    answer: moderateReviewAnswerSchema,
    errors: ['AUT432', 'REV404'],
  }),
};
