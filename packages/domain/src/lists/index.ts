// Lists: saved for later and favorites, their paging and repository ports.
export { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE, LIST_MAX_ITEMS, listPagingSchema, listPage } from './list-paging.js';
export type { ListPagingInput, ListPage } from './list-paging.js';
export type { ShopperListKind, ShopperListItem, ShopperListPage, NewShopperListItem } from './shopper-list.js';
export { LIST_ITEM_TYPE_DEFAULT } from './shopper-list.js';
export * from './ports/index.js';
