import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { NewShopperListItem, ShopperListRepository } from '@stride/domain/lists';
import { listRefusalError } from './list-refusal-error.js';
import type { ListsCaller } from './lists-deps.js';
import { readList, type ListPageAnswer } from './read-list.js';

/**
 * Adds an item to the caller's list. A list id that is not the caller's answers PLP400, exactly
 * like a missing one; so does an unknown product. Answers the list's first page.
 */
export function addToList(
  list: ShopperListRepository,
  pageSize: number,
  input: { readonly caller: ListsCaller; readonly listId?: string | undefined; readonly item: NewShopperListItem },
): ResultAsync<ListPageAnswer, StrideError> {
  const consumerNo = input.caller.consumerNo;
  // The list is created by the add itself, and only for a known product: a refused add writes nothing.
  const owned = input.listId === undefined ? Promise.resolve(undefined) : list.existingListIdOf(consumerNo);
  return ResultAsync.fromSafePromise(owned)
    .andThen((ownId) => (input.listId === undefined || input.listId === ownId ? ok(ownId) : err(strideError('PLP400'))))
    .andThen(() => ResultAsync.fromSafePromise(list.add(consumerNo, input.item)))
    .andThen((added) => (typeof added === 'string' ? errAsync(listRefusalError(added)) : readList(list, pageSize, { caller: input.caller })));
}

/** Removes a line of the caller's list; a list or line that is not the caller's answers PLP400. */
export function removeFromList(
  list: ShopperListRepository,
  pageSize: number,
  input: { readonly caller: ListsCaller; readonly listId: string; readonly itemId: string },
): ResultAsync<ListPageAnswer, StrideError> {
  return ResultAsync.fromSafePromise(list.remove(input.caller.consumerNo, input.listId, input.itemId)).andThen((removed) =>
    removed ? readList(list, pageSize, { caller: input.caller }) : errAsync(strideError('PLP400')),
  );
}
