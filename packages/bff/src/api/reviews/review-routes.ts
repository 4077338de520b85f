import { apiRoutes } from '@stride/application/api-routes';
import {
  findReviewPhoto,
  flagReview,
  listProductReviews,
  listReviewsForModeration,
  moderatedReview,
  moderateReview,
  reportMedia,
  translateReview,
  uploadReviewPhoto,
  voteReviewHelpful,
  writeReview,
  type ReviewsCaller,
  type ReviewsDeps,
} from '@stride/application/commerce';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import { ok } from 'neverthrow';
import { clientAddress } from '../../http/client-address.js';
import type { ApiSlice } from '../api-slice.js';
import { defineRoute } from '../define-route.js';
import type { Principal } from '../principal.js';

/** What the reviews slice tells when a product's rating changed: the product answers kept in memory are stale. */
export type RatingChanged = () => void;

/** The caller of a route whose auth is required (a guest or a signed-in shopper's token). */
function reviewsCaller(principal: Principal | undefined): ReviewsCaller {
  if (principal === undefined) throw new Error('review route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo, consumerType: principal.consumerType };
}

/** Product reviews: the public list, writing, helpful votes, flags, translation, photos and their reports, and support staff's moderation. */
export function reviewsApi(deps: ReviewsDeps, ratingChanged: RatingChanged): ApiSlice {
  return {
    register(app, registry) {
      defineRoute(app, registry, apiRoutes.getProductReviews, async ({ params, query }) =>
        listProductReviews(deps, {
          pathId: params.productId,
          sort: query.sort,
          rating: query.rating,
          offset: query.offset,
          limit: query.limit,
          readerLocale: catalogueMarketFor(query.locale).locale,
        }),
      );

      defineRoute(app, registry, apiRoutes.writeProductReview, async ({ params, query, body, principal, c }) => {
        const written = await writeReview(deps, {
          caller: reviewsCaller(principal),
          pathId: params.productId,
          draft: body,
          photoIds: body.photoIds,
          locale: catalogueMarketFor(query.locale).locale,
          clientAddress: clientAddress(c),
        });
        if (written.isOk()) ratingChanged();
        return written;
      });

      defineRoute(app, registry, apiRoutes.voteReviewHelpful, async ({ params, principal, c }) =>
        voteReviewHelpful(deps, { caller: reviewsCaller(principal), pathId: params.productId, reviewId: params.reviewId, clientAddress: clientAddress(c) }),
      );

      defineRoute(app, registry, apiRoutes.flagReview, async ({ params, principal, c }) => {
        const flagged = await flagReview(deps, {
          caller: reviewsCaller(principal),
          pathId: params.productId,
          reviewId: params.reviewId,
          clientAddress: clientAddress(c),
        });
        if (flagged.isOk() && flagged.value.counted && flagged.value.status === 'hidden') ratingChanged();
        return flagged;
      });

      defineRoute(app, registry, apiRoutes.uploadUserMedia, async ({ params, body, principal, c }) =>
        uploadReviewPhoto(deps, {
          caller: reviewsCaller(principal),
          userId: params.userId,
          bytes: new Uint8Array(Buffer.from(body.data, 'base64')),
          clientAddress: clientAddress(c),
        }),
      );

      defineRoute(app, registry, apiRoutes.getReviewPhoto, async ({ params }) =>
        (await findReviewPhoto(deps, params.mediaId)).map((photo) => ({ contentType: photo.contentType, bytes: new Uint8Array(photo.bytes) })),
      );

      defineRoute(app, registry, apiRoutes.reportMedia, async ({ params, body, principal, c }) =>
        reportMedia(deps, { caller: reviewsCaller(principal), mediaId: params.mediaId, reason: body.reason, clientAddress: clientAddress(c) }),
      );

      defineRoute(app, registry, apiRoutes.translateReview, async ({ params, query }) =>
        translateReview(deps, { reviewId: params.reviewId, readerLocale: catalogueMarketFor(query.locale).locale }),
      );

      defineRoute(app, registry, apiRoutes.listReviewsForModeration, async ({ query }) =>
        ok({ reviews: (await listReviewsForModeration(deps, { filter: query.filter, limit: query.limit })).map(moderatedReview) }),
      );

      defineRoute(app, registry, apiRoutes.moderateReview, async ({ params, body, principal }) => {
        const agent = principal?.consumerNo ?? 'unknown agent';
        const moderated = await moderateReview(deps, { reviewId: params.reviewId, status: body.status, agent });
        if (moderated.isOk()) ratingChanged();
        return moderated.map((review) => ({ review: moderatedReview(review) }));
      });
    },
  };
}
