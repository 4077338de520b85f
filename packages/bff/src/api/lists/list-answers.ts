import type { FavoritesAnswer, SaveForLaterAnswer } from '@stride/application/storefront';
import type { ListPageAnswer } from '@stride/application/commerce';
import type { ShopperListItem } from '@stride/domain/lists';

function common(item: ShopperListItem) {
  return {
    itemId: item.itemId,
    productId: item.productId,
    masterId: item.masterId,
    qty: item.qty,
    available: item.available,
    name: item.name,
    ...(item.imageUrl === undefined ? {} : { productImageURL: item.imageUrl }),
  };
}

/** The saved-for-later answer of a list page. */
export function saveForLaterAnswer(page: ListPageAnswer): SaveForLaterAnswer {
  return {
    saveForLaterId: page.listId,
    items: page.items.map((item) => ({
      ...common(item),
      type: item.type,
      ...(item.recipeId === undefined ? {} : { recipeId: item.recipeId }),
      ...(item.pdpUrl === undefined ? {} : { pdpUrl: item.pdpUrl, pageUrl: item.pdpUrl }),
    })),
    total: page.total,
    start: page.start,
    count: page.count,
  };
}

/** The favorites answer of a list page. */
export function favoritesAnswer(page: ListPageAnswer): FavoritesAnswer {
  return {
    favoriteId: page.listId,
    items: page.items.map((item) => ({ ...common(item), id: item.productId, itemType: item.type })),
    total: page.total,
    start: page.start,
    count: page.count,
  };
}
