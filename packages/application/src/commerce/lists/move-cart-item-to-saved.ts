import { errAsync, ResultAsync } from 'neverthrow';
import type { StrideError } from '@stride/domain/errors';
import { listRefusalError } from './list-refusal-error.js';
import type { ListsCaller, ListsDeps } from './lists-deps.js';
import { readList, type ListPageAnswer } from './read-list.js';

/**
 * Moves a line of the caller's basket to the saved-for-later list in one transaction. The basket's
 * ownership is checked by the caller first (BSK404); a line that is not in it answers PLP400, a
 * gift-with-purchase line GWP403.
 */
export function moveCartItemToSaved(
  deps: Pick<ListsDeps, 'savedForLater' | 'pageSize'>,
  input: { readonly caller: ListsCaller; readonly basketId: string; readonly itemId: string },
): ResultAsync<ListPageAnswer, StrideError> {
  return ResultAsync.fromSafePromise(deps.savedForLater.moveBasketItem(input.caller.consumerNo, input.basketId, input.itemId)).andThen((moved) =>
    typeof moved === 'string' ? errAsync(listRefusalError(moved)) : readList(deps.savedForLater, deps.pageSize, { caller: input.caller }),
  );
}
