import { strideError, type StrideError } from '@stride/domain/errors';
import { errAsync, ResultAsync } from 'neverthrow';
import type { ListsCaller, ListsDeps } from './lists-deps.js';
import { readList, type ListPageAnswer } from './read-list.js';

/** Stride's own code for a list that is not the caller's or not shared with this link (the spec names none). */
export const LIST_NOT_FOUND = 'LIST_NOT_FOUND';

const notFound = (): StrideError => strideError(LIST_NOT_FOUND);

/** A share of the favorites: the list and the token its link carries. */
export interface FavoritesShare {
  readonly favoriteId: string;
  readonly token: string;
}

/**
 * `POST /wishlists/v2/favorites/{favoriteId}/share`: shares the caller's favorites by link. The link
 * holds a new random token, stored as its digest; sharing again replaces it, so an earlier link stops
 * working. Another consumer's list id answers like an unknown one (LIST_NOT_FOUND).
 */
export function shareFavorites(
  deps: ListsDeps,
  input: { readonly caller: ListsCaller; readonly favoriteId: string },
): ResultAsync<FavoritesShare, StrideError> {
  return ResultAsync.fromSafePromise(deps.favorites.existingListIdOf(input.caller.consumerNo)).andThen((own) => {
    if (own !== input.favoriteId) return errAsync(notFound());
    const token = deps.tokens.generate();
    return ResultAsync.fromSafePromise(deps.favorites.share(input.caller.consumerNo, deps.tokens.digest(token), deps.now())).map((favoriteId) => ({
      favoriteId,
      token,
    }));
  });
}

/**
 * `GET /wishlists/v2/favorites/{favoriteId}/share?token=...`: a page of a shared favorites list for
 * anyone holding its link, and nothing else of its owner. A wrong or replaced token answers like an
 * unknown list (LIST_NOT_FOUND).
 */
export function readSharedFavorites(
  deps: ListsDeps,
  input: { readonly favoriteId: string; readonly token: string; readonly start?: number | undefined; readonly count?: number | undefined },
): ResultAsync<ListPageAnswer, StrideError> {
  return ResultAsync.fromSafePromise(deps.favorites.sharedBy(input.favoriteId, deps.tokens.digest(input.token))).andThen((owner) =>
    owner === undefined
      ? errAsync(notFound())
      : readList(deps.favorites, deps.pageSize, { caller: { consumerNo: owner }, start: input.start, count: input.count }),
  );
}
