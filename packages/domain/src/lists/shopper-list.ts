/** One line of a shopper's list. */
export interface ShopperListItem {
  readonly itemId: string;
  /** The id the shopper added: a sellable variant (SKU) or a product. */
  readonly productId: string;
  /** The product (master) the line belongs to. */
  readonly masterId: string;
  readonly variantId?: string | undefined;
  readonly qty: number;
  readonly recipeId?: string | undefined;
  readonly pdpUrl?: string | undefined;
  readonly type: string;
  /** True when the variant (or any variant of the product) has online stock now. */
  readonly available: boolean;
  readonly name: string;
  readonly imageUrl?: string | undefined;
}

/** One page of a shopper's list, with the total number of lines. */
export interface ShopperListPage {
  readonly listId: string;
  readonly items: readonly ShopperListItem[];
  readonly total: number;
}

/** A line to add: what the shopper sent, after validation. */
export interface NewShopperListItem {
  readonly productId: string;
  readonly qty: number;
  readonly recipeId?: string | undefined;
  readonly pdpUrl?: string | undefined;
  readonly type: string;
}

/** The default item type of a list line. */
export const LIST_ITEM_TYPE_DEFAULT = 'product';
