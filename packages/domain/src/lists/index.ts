// Lists: saved for later and favorites, their paging and repository ports.
export { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_ITEMS, LIST_MAX_PAGE_SIZE, listPagingSchema, listPage } from './list-paging.js';
export type { ListPage } from './list-paging.js';
export type { ShopperListItem, ShopperListPage, NewShopperListItem } from './shopper-list.js';
export { LIST_ITEM_TYPE_DEFAULT } from './shopper-list.js';
export type {
  AddToListRefusal,
  ChangeSavedRefusal,
  SavedItemChange,
  ShopperListRepository,
  FavoritesRepository,
  MoveToSavedRefusal,
  SavedForLaterRepository,
} from './ports/index.js';
