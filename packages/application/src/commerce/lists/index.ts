// Server-side use cases of the lists slice: saved for later and favorites.
export type { ListsDeps, ListsCaller } from './lists-deps.js';
export { listRefusalError } from './list-refusal-error.js';
export type { ListPageAnswer } from './read-list.js';
export { readList } from './read-list.js';
export { addToList, removeFromList } from './add-to-list.js';
export { changeSavedItem } from './change-saved-item.js';
export { moveCartItemToSaved } from './move-cart-item-to-saved.js';
export type { MergedLists } from './merge-guest-lists.js';
export { mergeGuestLists } from './merge-guest-lists.js';
export { shareFavorites, readSharedFavorites, LIST_NOT_FOUND, type FavoritesShare } from './share-favorites.js';
