/** The tables of one kind of shopper list, and how adding the same product again behaves. */
export interface ListTables {
  readonly lists: 'saved_for_later_lists' | 'favorite_lists';
  readonly items: 'saved_for_later_items' | 'favorite_items';
  /** Whether the items table keeps a customs recipe and product page URL. */
  readonly keepsRecipe: boolean;
  /** Saving the same item again adds its quantity; favouring it again keeps the latest quantity. */
  readonly mergeQty: 'sum' | 'replace';
}

export const SAVED_FOR_LATER_TABLES: ListTables = { lists: 'saved_for_later_lists', items: 'saved_for_later_items', keepsRecipe: true, mergeQty: 'sum' };
export const FAVORITES_TABLES: ListTables = { lists: 'favorite_lists', items: 'favorite_items', keepsRecipe: false, mergeQty: 'replace' };
