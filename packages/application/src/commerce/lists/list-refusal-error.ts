import { strideError, type StrideError } from '@stride/domain/errors';
import type { AddToListRefusal, MoveToSavedRefusal } from '@stride/domain/lists';

// LIST_FULL is Stride's own code: the spec names no list size limit.
const REFUSALS: Record<AddToListRefusal | MoveToSavedRefusal, () => StrideError> = {
  PRODUCT_NOT_FOUND: () => strideError('PLP400'),
  BASKET_ITEM_NOT_FOUND: () => strideError('PLP400'),
  BONUS_ITEM: () => strideError('GWP403'),
  LIST_FULL: () => strideError('LIST_FULL', 'Your list is full. Remove an item before adding another.'),
};

/** The coded error of a refused list change. */
export function listRefusalError(refusal: AddToListRefusal | MoveToSavedRefusal): StrideError {
  return REFUSALS[refusal]();
}
