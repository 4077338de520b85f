import type { ListPage } from '../list-paging.js';
import type { NewShopperListItem, ShopperListItem, ShopperListPage } from '../shopper-list.js';

/** Why an add was refused: the product is unknown, or the list is full. */
export type AddToListRefusal = 'PRODUCT_NOT_FOUND' | 'LIST_FULL';

/**
 * One kind of shopper list, one list per consumer. Every call names the consumer, so another
 * consumer's list or line is simply not found.
 */
export interface ShopperListRepository {
  /** The consumer's list id, creating the empty list on first use. */
  listIdOf(consumerNo: string): Promise<string>;
  /** The consumer's list id if the list exists; never creates it (a refused add writes nothing). */
  existingListIdOf(consumerNo: string): Promise<string | undefined>;
  /** A page of the consumer's list (an empty page when the list does not exist yet). */
  page(consumerNo: string, page: ListPage): Promise<ShopperListPage>;
  /** Adds a line (merging with the same product, variant and recipe), or says why it cannot. */
  add(consumerNo: string, item: NewShopperListItem): Promise<ShopperListItem | AddToListRefusal>;
  /** Removes a line of the consumer's list; false when the list or line is not the consumer's. */
  remove(consumerNo: string, listId: string, itemId: string): Promise<boolean>;
  /** Moves every line of one consumer's list into another's (a guest's lists at sign-in); the count moved. */
  merge(fromConsumerNo: string, toConsumerNo: string): Promise<number>;
}

/** The consumer's favorites, which can be shared by link. */
export interface FavoritesRepository extends ShopperListRepository {
  /** Shares the consumer's list (creating it) under a token's hash, replacing an earlier share; the list id. */
  share(consumerNo: string, tokenHash: string, at: Date): Promise<string>;
  /** The consumer whose list `listId` is shared under this token hash, or undefined. */
  sharedBy(listId: string, tokenHash: string): Promise<string | undefined>;
}

/** Why a basket line could not be moved to the saved list. */
export type MoveToSavedRefusal = 'BASKET_ITEM_NOT_FOUND' | 'BONUS_ITEM' | 'LIST_FULL';

/** Why a saved line could not take another variant: not the consumer's line, an unknown id, or another product's. */
export type ChangeSavedRefusal = 'ITEM_NOT_FOUND' | 'PRODUCT_NOT_FOUND' | 'OTHER_PRODUCT';

/** A saved line's new variant (a colour or size of its product) and, when given, its new quantity. */
export interface SavedItemChange {
  /** A variant (SKU), the product or a colour's master id of the line's product. */
  readonly productId: string;
  /** The line's own quantity when absent. */
  readonly qty?: number | undefined;
  readonly pdpUrl?: string | undefined;
}

/** The consumer's saved-for-later list, which also takes lines out of a basket. */
export interface SavedForLaterRepository extends ShopperListRepository {
  /**
   * Gives a line of the consumer's list another colour or size of its product, in place (it keeps
   * its place in the list); when the list already holds that variant, the line's quantity is added
   * to that line and the line is taken off. The line as it is now.
   */
  changeItem(consumerNo: string, listId: string, itemId: string, change: SavedItemChange): Promise<ShopperListItem | ChangeSavedRefusal>;
  /**
   * In one transaction: removes the line from the consumer's open basket and saves it.
   * A gift-with-purchase line cannot be moved.
   */
  moveBasketItem(consumerNo: string, basketId: string, itemId: string): Promise<ShopperListItem | MoveToSavedRefusal>;
}
