import { errAsync, ResultAsync } from 'neverthrow';
import { strideError, type StrideError } from '@stride/domain/errors';
import type { ChangeSavedRefusal, SavedForLaterRepository, SavedItemChange } from '@stride/domain/lists';
import type { ListsCaller } from './lists-deps.js';
import { readList, type ListPageAnswer } from './read-list.js';

// A line or list that is not the caller's answers like an unknown one: PLP400, the spec's list product not found.
const REFUSALS: Record<ChangeSavedRefusal, () => StrideError> = {
  ITEM_NOT_FOUND: () => strideError('PLP400'),
  PRODUCT_NOT_FOUND: () => strideError('PLP400'),
  OTHER_PRODUCT: () => strideError('ATTR300', 'An update changes the colour or size of the saved item: name a variant of its product.'),
};

/**
 * `PUT /cart/v2/saveForLater` naming a saved line (quick-shop's "update" on a saved item): gives
 * the line another colour or size of its product, keeping its place and quantity (merged into a
 * line that already holds that variant). Answers the list's first page.
 */
export function changeSavedItem(
  list: SavedForLaterRepository,
  pageSize: number,
  input: { readonly caller: ListsCaller; readonly listId: string; readonly itemId: string; readonly change: SavedItemChange },
): ResultAsync<ListPageAnswer, StrideError> {
  return ResultAsync.fromSafePromise(list.changeItem(input.caller.consumerNo, input.listId, input.itemId, input.change)).andThen((changed) =>
    typeof changed === 'string' ? errAsync(REFUSALS[changed]()) : readList(list, pageSize, { caller: input.caller }),
  );
}
