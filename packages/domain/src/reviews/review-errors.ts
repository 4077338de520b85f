/** Stride's code for a review that is not there (unknown, hidden, or of another product). */
export const REVIEW_NOT_FOUND = 'REV404';
/** Stride's code for a second review of one product by one shopper. */
export const REVIEW_EXISTS = 'REV409';
/** Stride's code for a review nothing can translate into the reader's language. */
export const TRANSLATION_UNAVAILABLE = 'TRANSLATION_UNAVAILABLE';
/** Stride's code for a translation provider that failed. */
export const TRANSLATION_FAILED = 'TRANSLATION_FAILED';
