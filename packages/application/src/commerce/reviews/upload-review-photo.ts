import type { StrideError } from '@stride/domain/errors';
import { PHOTO_LIMITS, photoTypeOf, stripPhotoMetadata, type PhotoType } from '@stride/domain/media';
import { PHOTO_NOT_FOUND, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, reviewError } from '@stride/domain/reviews';
import { reviewPhotosPerClient } from '@stride/domain/security';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import { spendAttempt } from '../identity/spend-attempt.js';
import type { ReviewsCaller, ReviewsDeps } from './reviews-deps.js';

/** A photo kept: its id to name in a review, its type and its size once stripped. */
export interface UploadedPhoto {
  readonly mediaId: string;
  readonly contentType: PhotoType;
  readonly bytes: number;
}

/**
 * A signed-in shopper uploads a photo to show with a review (`POST /ugc/users/{userId}/media`): a guest is refused
 * (AUT432); a user id that is not the caller's answers like an unknown user (UGC404); more than PHOTO_LIMITS.bytesMax is
 * UGC413; anything but a well-formed JPEG, PNG or WebP by its bytes is UGC415; each client uploads a bounded number an
 * hour (API429). The photo is kept without its metadata, the caller's until a review takes it.
 */
export async function uploadReviewPhoto(
  deps: Pick<ReviewsDeps, 'photos' | 'throttle' | 'now' | 'newPhotoId'>,
  input: { readonly caller: ReviewsCaller; readonly userId: string; readonly bytes: Uint8Array; readonly clientAddress: string },
): Promise<Result<UploadedPhoto, StrideError>> {
  if (input.caller.consumerType === 'GUEST') return err(strideError('AUT432', 'Sign in to add photos to a review.'));
  if (input.userId !== input.caller.consumerNo) return err(reviewError(PHOTO_NOT_FOUND, 'This user could not be found.'));
  if (input.bytes.length > PHOTO_LIMITS.bytesMax)
    return err(reviewError(PHOTO_TOO_LARGE, `This photo is too large: at most ${Math.floor(PHOTO_LIMITS.bytesMax / 1024)} KB.`));
  const contentType = photoTypeOf(input.bytes);
  const stripped = contentType === null ? null : stripPhotoMetadata(input.bytes, contentType);
  if (contentType === null || stripped === null) return err(reviewError(PHOTO_WRONG_TYPE));
  const refused = await spendAttempt(deps, [reviewPhotosPerClient(input.clientAddress)]);
  if (refused !== undefined) return err(refused);
  const mediaId = deps.newPhotoId();
  await deps.photos.insert({ id: mediaId, consumerNo: input.caller.consumerNo, contentType, bytes: stripped, createdAt: deps.now() });
  return ok({ mediaId, contentType, bytes: stripped.length });
}

/** A photo of a published review, to serve; an unknown one, one not yet with a review, or a hidden review's is UGC404. */
export async function findReviewPhoto(
  deps: Pick<ReviewsDeps, 'photos'>,
  mediaId: string,
): Promise<Result<{ readonly contentType: PhotoType; readonly bytes: Uint8Array }, StrideError>> {
  const photo = await deps.photos.findShown(mediaId);
  return photo === null ? err(reviewError(PHOTO_NOT_FOUND)) : ok(photo);
}
