import { STRIDE_DEFINED_ERRORS } from '../errors/stride-defined-errors.js';
import { strideError, type StrideError } from '../errors/stride-error.js';

/** Stride's code for a review that is not there (unknown, hidden, or of another product). */
export const REVIEW_NOT_FOUND = 'REV404';
/** Stride's code for a second review of one product by one shopper. */
export const REVIEW_EXISTS = 'REV409';
/** Stride's code for a review nothing can translate into the reader's language. */
export const TRANSLATION_UNAVAILABLE = 'TRANSLATION_UNAVAILABLE';
/** Stride's code for a translation provider that failed. */
export const TRANSLATION_FAILED = 'TRANSLATION_FAILED';

/** Stride's code for a question that is not there (unknown, not published, or of another product). */
export const QUESTION_NOT_FOUND = 'QUE404';
/** Stride's code for an answer that is not there (unknown, not published, or of another product). */
export const ANSWER_NOT_FOUND = 'ANS404';
/** Stride's code for a shopper's photo that is not there, or not the caller's. */
export const PHOTO_NOT_FOUND = 'UGC404';
/** Stride's code for a photo that is not a JPEG, PNG or WebP image (by its bytes). */
export const PHOTO_WRONG_TYPE = 'UGC415';
/** Stride's code for a photo beyond PHOTO_LIMITS.bytesMax. */
export const PHOTO_TOO_LARGE = 'UGC413';

type ReviewErrorCode =
  | typeof REVIEW_NOT_FOUND
  | typeof REVIEW_EXISTS
  | typeof TRANSLATION_UNAVAILABLE
  | typeof TRANSLATION_FAILED
  | typeof QUESTION_NOT_FOUND
  | typeof ANSWER_NOT_FOUND
  | typeof PHOTO_NOT_FOUND
  | typeof PHOTO_WRONG_TYPE
  | typeof PHOTO_TOO_LARGE;

/**
 * A reviews error worded as Stride's table words its code (the server's error table holds the spec's codes only).
 * @example reviewError('REV409').message // 'You have already reviewed this product.'
 */
export function reviewError(code: ReviewErrorCode, message?: string): StrideError {
  return strideError(code, message ?? STRIDE_DEFINED_ERRORS[code].message);
}
