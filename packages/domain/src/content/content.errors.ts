/** Codes of the content context (the spec gives none for these client-side parses). */
export type ContentErrorCode = 'CNT_TEST_CONTEXT_INVALID';

/** An expected failure of the content context, carried in a Result. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;

  constructor(code: ContentErrorCode, message: string) {
    super(message);
    this.name = 'ContentError';
    this.code = code;
  }
}
