import { cartAnswerSchema, cartParamsSchema } from '../cart.contract.js';
import {
  addFavoriteBodySchema,
  favoriteItemParamsSchema,
  favoritesAnswerSchema,
  favoriteListParamsSchema,
  favoritesShareAnswerSchema,
  sharedFavoritesQuerySchema,
  listQuerySchema,
  moveToSavedBodySchema,
  saveForLaterAnswerSchema,
  saveForLaterBodySchema,
  savedItemParamsSchema,
} from '../lists.contract.js';
import { route } from './route-definition.js';

/** Moving a cart item to saved for later answers the cart and the saved list. */
export const movedToSavedAnswerSchema = cartAnswerSchema.extend({ saveForLater: saveForLaterAnswerSchema });

/** The lists routes. */
export const listsRoutes = {
  getFavorites: route('getFavorites', {
    summary: 'The caller’s favorites, one page',
    tags: ['Favorites'],
    auth: 'required',
    query: listQuerySchema,
    answer: favoritesAnswerSchema,
  }),
  addFavorite: route('addFavorite', {
    summary: 'Add a product or variant to the favorites',
    tags: ['Favorites'],
    auth: 'required',
    body: addFavoriteBodySchema,
    answer: favoritesAnswerSchema,
    errors: ['PLP400', 'LIST_FULL', 'ATTR300'],
  }),
  removeFavorite: route('removeFavorite', {
    summary: 'Remove a favorite',
    tags: ['Favorites'],
    auth: 'required',
    params: favoriteItemParamsSchema,
    answer: favoritesAnswerSchema,
    errors: ['PLP400'],
  }),
  shareFavorites: route('shareFavorites', {
    summary: 'Share the caller’s favorites by link (a new link replaces the previous one)',
    tags: ['Favorites'],
    auth: 'required',
    params: favoriteListParamsSchema,
    answer: favoritesShareAnswerSchema,
    errors: ['LIST_NOT_FOUND'],
  }),
  getSharedFavorites: route('getSharedFavorites', {
    summary: 'A shared favorites list, for anyone holding its link',
    tags: ['Favorites'],
    auth: 'none',
    params: favoriteListParamsSchema,
    query: sharedFavoritesQuerySchema,
    answer: favoritesAnswerSchema,
    errors: ['LIST_NOT_FOUND', 'ATTR300'],
  }),
  getSavedForLater: route('getSavedForLater', {
    summary: 'The caller’s saved-for-later list, one page',
    tags: ['Saved for later'],
    auth: 'required',
    query: listQuerySchema,
    answer: saveForLaterAnswerSchema,
  }),
  saveForLater: route('saveForLater', {
    summary: 'Save an item for later, or give a saved item another colour or size (itemId)',
    tags: ['Saved for later'],
    auth: 'required',
    body: saveForLaterBodySchema,
    answer: saveForLaterAnswerSchema,
    errors: ['PLP400', 'LIST_FULL', 'ATTR300'],
  }),
  moveCartItemToSaved: route('moveCartItemToSaved', {
    summary: 'Move a cart line to the saved-for-later list (removed from the cart)',
    tags: ['Saved for later'],
    auth: 'required',
    params: cartParamsSchema,
    body: moveToSavedBodySchema,
    answer: movedToSavedAnswerSchema,
    errors: ['BSK404', 'PLP400', 'GWP403', 'LIST_FULL', 'ATTR300'],
  }),
  removeSavedItem: route('removeSavedItem', {
    summary: 'Remove an item from the saved-for-later list',
    tags: ['Saved for later'],
    auth: 'required',
    params: savedItemParamsSchema,
    answer: saveForLaterAnswerSchema,
    errors: ['PLP400'],
  }),
};
