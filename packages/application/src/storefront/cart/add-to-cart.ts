import { addToCartRetryDecision } from '@stride/domain/cart';
import { errAsync, ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';
import type { CartDeps } from './cart-deps.js';
import type { CartLine } from './ports/cart-api.port.js';
import { failureHandling, runCartCall } from './run-cart-call.js';

function errorIdOf(failure: ApiFailure): string {
  return failure.kind === 'answer' ? failure.error.errorId : failure.kind.toUpperCase();
}

/**
 * Adds lines to the shopper's cart (creating it on the first add). A failed add is retried once
 * after 2 s, except a gift-with-purchase error (commerce section 7); a lost basket is rebuilt and
 * an invalid customer cleared by `runCartCall`, and those are not retried again here.
 * @example addToCart(deps, [{ productId: 'SR0045600095', qty: 1 }])
 */
export function addToCart(deps: CartDeps, lines: readonly CartLine[]): ResultAsync<CartAnswer, ApiFailure> {
  const attempt = (failedSoFar: number): ResultAsync<CartAnswer, ApiFailure> =>
    runCartCall(deps, (basketId) => deps.api.addItems(basketId, lines)).orElse((failure) => {
      if (failureHandling(failure) === 'clear-and-reload') return errAsync(failure);
      const decision = addToCartRetryDecision(errorIdOf(failure), failedSoFar + 1);
      if (decision.kind === 'give-up') return errAsync(failure);
      return ResultAsync.fromSafePromise(deps.sleep(decision.delayMs)).andThen(() => attempt(failedSoFar + 1));
    });
  return attempt(0);
}
