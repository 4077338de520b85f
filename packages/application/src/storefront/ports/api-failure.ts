import type { ProductError } from '@stride/domain/errors';

/**
 * Why an API call did not give its answer: the server answered with an error (a product error built
 * from `errorDetails`), answered something unreadable, or could not be reached at all.
 */
export type ApiFailure =
  | { readonly kind: 'answer'; readonly status: number; readonly error: ProductError }
  | { readonly kind: 'unexpected'; readonly status: number; readonly message: string }
  | { readonly kind: 'network'; readonly message: string };

/** The HTTP status behind a failure, or undefined when the server was never reached. */
export function apiFailureStatus(failure: ApiFailure): number | undefined {
  return failure.kind === 'network' ? undefined : failure.status;
}
