import { z } from 'zod';
import { CART_DEFAULT_MAX_QTY, CART_DEFAULT_QTY } from '@stride/domain/cart';
import { LIST_ITEM_TYPE_DEFAULT, listPagingSchema } from '@stride/domain/lists';

const id = z.string().trim().min(1).max(64);
const qty = z.number().int().min(1).max(CART_DEFAULT_MAX_QTY).default(CART_DEFAULT_QTY);
const itemType = z.string().trim().min(1).max(40).default(LIST_ITEM_TYPE_DEFAULT);
// A product page path on Stride's own origin; a leading '//' would leave it (commerce section 5).
const pdpUrl = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'pdpUrl must be a path on this site');

/** Query of the list reads: start (0-based) and count (the configured page size when absent). */
export const listQuerySchema = listPagingSchema.extend({ locale: z.string().max(20).optional() });

/**
 * Body of `PUT /cart/v2/saveForLater`. `available` is accepted but read from stock, not trusted.
 * With `itemId` (and its list's `saveForLaterId`) it updates that saved line instead of adding one:
 * productId names its new colour or size (quick-shop's "update"); qty, when sent, its new quantity.
 */
export const saveForLaterBodySchema = z
  .object({
    productId: id,
    recipeId: z.string().trim().min(1).max(64).optional(),
    pdpUrl: pdpUrl.optional(),
    available: z.boolean().optional(),
    // No default here: an add saves one unit when qty is absent, an update keeps the line's.
    qty: z.number().int().min(1).max(CART_DEFAULT_MAX_QTY).optional(),
    type: itemType,
    saveForLaterId: id.optional(),
    itemId: id.optional(),
  })
  .refine((body) => body.itemId === undefined || body.saveForLaterId !== undefined, {
    message: 'An itemId is named in its list: send saveForLaterId too',
    path: ['saveForLaterId'],
  });

/** Body of `POST /cart/v2/cart/{basketId}/saveForLater`: the basket line to move. */
export const moveToSavedBodySchema = z.object({ itemId: id, cartId: id.optional() });

/** Path parameters of `DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}`. */
export const savedItemParamsSchema = z.object({ saveForlaterId: id, itemId: id });

/** Body of `POST /wishlists/v2/favorites`. */
export const addFavoriteBodySchema = z.object({ id, qty, itemType, favoriteId: id.optional() });

/** Path parameters of `DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}`. */
export const favoriteItemParamsSchema = z.object({ favoriteId: id, itemId: id });

/** Path parameters of `GET, POST /wishlists/v2/favorites/{favoriteId}/share`. */
export const favoriteListParamsSchema = z.object({ favoriteId: id });
/** Query of `GET /wishlists/v2/favorites/{favoriteId}/share`: the link's token and the page. */
export const sharedFavoritesQuerySchema = listQuerySchema.extend({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'a share token') });
/** Answer of `POST /wishlists/v2/favorites/{favoriteId}/share`: the token of the new link and the link's path on the site. */
export const favoritesShareAnswerSchema = z.object({ favoriteId: z.string(), token: z.string(), sharePath: z.string() });

const listItemFields = {
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  qty: z.number().int().positive(),
  available: z.boolean(),
  name: z.string(),
  productImageURL: z.string().optional(),
};

/** One line of the saved-for-later list (commerce section 3). */
export const savedItemAnswerSchema = z.object({
  ...listItemFields,
  recipeId: z.string().optional(),
  pdpUrl: z.string().optional(),
  pageUrl: z.string().optional(),
  type: z.string(),
});

/** The saved-for-later list: one page with the total. */
export const saveForLaterAnswerSchema = z
  .object({
    saveForLaterId: z.string(),
    items: z.array(savedItemAnswerSchema),
    total: z.number().int().nonnegative(),
    start: z.number().int().nonnegative(),
    count: z.number().int().positive(),
  })
  .meta({ id: 'SavedForLater' });

/** One favorite. */
export const favoriteItemAnswerSchema = z.object({ ...listItemFields, id: z.string(), itemType: z.string() });

/** The favorites list (commerce section 3): favoriteId, items, total, paged by start and count. */
export const favoritesAnswerSchema = z
  .object({
    favoriteId: z.string(),
    items: z.array(favoriteItemAnswerSchema),
    total: z.number().int().nonnegative(),
    start: z.number().int().nonnegative(),
    count: z.number().int().positive(),
  })
  .meta({ id: 'Favorites' });

export type SaveForLaterBody = z.infer<typeof saveForLaterBodySchema>;
export type SaveForLaterAnswer = z.infer<typeof saveForLaterAnswerSchema>;
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;
export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;
export type FavoritesShareAnswer = z.infer<typeof favoritesShareAnswerSchema>;
