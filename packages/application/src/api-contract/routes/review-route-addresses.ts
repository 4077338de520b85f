// Addresses of the product reviews' calls: the product page's reviews section loads them with its own chunk, once the
// shopper comes near it. Apart from pageRouteAddresses, which the account pages' first load carries: no page's first
// load pays for them. The spec names no path to write a review: Stride posts it to the list's own path
// (docs/decisions.md, "Product reviews"), nor one to answer a question: Stride posts it under the question
// (docs/decisions.md, "Questions and answers").
import type { RouteAddress } from './route-address.js';

/** The method and path of the product reviews' browser calls, by route name. */
export const reviewRouteAddresses = {
  getProductReviews: { method: 'get', path: '/products/v1/products/:productId/reviews' },
  writeProductReview: { method: 'post', path: '/products/v1/products/:productId/reviews' },
  voteReviewHelpful: { method: 'post', path: '/products/v1/products/:productId/review/:reviewId/vote' },
  flagReview: { method: 'post', path: '/products/v1/products/:productId/review/:reviewId/flag' },
  translateReview: { method: 'post', path: '/products/v1/review/:reviewId/translate' },
  // The user-generated media service, mounted under /ugc (its own service in the spec, like the payment provider's
  // /psp): a shopper's photo upload, and the photo served to the browsers that show its review (a photo's report is
  // media-route-addresses.ts).
  uploadUserMedia: { method: 'post', path: '/ugc/users/:userId/media' },
  getReviewPhoto: { method: 'get', path: '/ugc/media/:mediaId/photo' },
  getProductQuestions: { method: 'get', path: '/products/v1/products/:productId/reviews/questions' },
  askProductQuestion: { method: 'post', path: '/products/v1/products/:productId/reviews/questions' },
  answerProductQuestion: { method: 'post', path: '/products/v1/products/:productId/reviews/questions/:questionId/answers' },
  voteAnswerHelpful: { method: 'post', path: '/products/v1/products/:productId/review/:answerId/questions/vote' },
} as const satisfies Record<string, RouteAddress>;
