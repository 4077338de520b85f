/** The spec's error answer: a list of coded details plus the request's correlation id. */
export interface ErrorBody {
  readonly errorDetails: readonly { readonly errorId: string; readonly message: string }[];
  readonly correlationId: string;
}

/** Builds the error answer for one spec error code (`API404`, `GEN500`, ...). */
export function errorBody(errorId: string, message: string, correlationId: string): ErrorBody {
  return { errorDetails: [{ errorId, message }], correlationId };
}
