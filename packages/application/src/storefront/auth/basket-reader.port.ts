import type { ResultAsync } from 'neverthrow';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import type { ApiFailure } from '../ports/api-failure.js';

/** Reads a basket (`GET /cart/v1/cart/{basketId}`): the account's cart after a sign-in merge. */
export interface BasketReader {
  load(basketId: string): ResultAsync<CartAnswer, ApiFailure>;
}
