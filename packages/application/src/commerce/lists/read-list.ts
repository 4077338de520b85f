import { ResultAsync } from 'neverthrow';
import { listPage, type ShopperListPage, type ShopperListRepository } from '@stride/domain/lists';
import type { StrideError } from '@stride/domain/errors';
import type { ListsCaller } from './lists-deps.js';

/** A page of the caller's list, with the page that was read. */
export interface ListPageAnswer extends ShopperListPage {
  readonly start: number;
  readonly count: number;
}

/** Reads one page of the caller's list (start 0-based; count or the configured page size). */
export function readList(
  list: ShopperListRepository,
  pageSize: number,
  input: { readonly caller: ListsCaller; readonly start?: number | undefined; readonly count?: number | undefined },
): ResultAsync<ListPageAnswer, StrideError> {
  const page = listPage(input, pageSize);
  return ResultAsync.fromSafePromise(list.page(input.caller.consumerNo, page)).map((read) => ({ ...read, ...page }));
}
