import { addFavoriteBodySchema, favoriteItemParamsSchema, favoritesAnswerSchema, listQuerySchema } from '@stride/application/storefront';
import { addToList, readList, removeFromList } from '@stride/application/commerce';
import type { ListsDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { favoritesAnswer } from './list-answers.js';
import { listsCaller } from './lists-deps.js';

const tags = ['Favorites'];

/** Favorites: read, add, remove. */
export function registerFavoritesRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ListsDeps): void {
  defineRoute(app, registry, {
    method: 'get', path: '/wishlists/v2/favorites', summary: 'The caller’s favorites, one page', tags, auth: 'required',
    query: listQuerySchema, answer: favoritesAnswerSchema,
  }, async ({ query, principal }) => (await readList(deps.favorites, deps.pageSize, { caller: listsCaller(principal), start: query.start, count: query.count })).map(favoritesAnswer));

  defineRoute(app, registry, {
    method: 'post', path: '/wishlists/v2/favorites', summary: 'Add a product or variant to the favorites', tags, auth: 'required',
    body: addFavoriteBodySchema, answer: favoritesAnswerSchema, errors: ['PLP400', 'LIST_FULL', 'ATTR300'],
  }, async ({ body, principal }) =>
    (await addToList(deps.favorites, deps.pageSize, { caller: listsCaller(principal), listId: body.favoriteId, item: { productId: body.id, qty: body.qty, type: body.itemType } })).map(favoritesAnswer));

  defineRoute(app, registry, {
    method: 'delete', path: '/wishlists/v2/favorites/:favoriteId/items/:itemId', summary: 'Remove a favorite', tags, auth: 'required',
    params: favoriteItemParamsSchema, answer: favoritesAnswerSchema, errors: ['PLP400'],
  }, async ({ params, principal }) =>
    (await removeFromList(deps.favorites, deps.pageSize, { caller: listsCaller(principal), listId: params.favoriteId, itemId: params.itemId })).map(favoritesAnswer));
}
