import { apiRoutes } from '@stride/application/api-routes';
import { addToList, readList, readSharedFavorites, removeFromList, shareFavorites } from '@stride/application/commerce';
import type { ListsDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { favoritesAnswer } from './list-answers.js';
import { listsCaller } from './lists-deps.js';

/** The storefront page that shows a shared list to anyone holding its link. */
export function sharedFavoritesPath(favoriteId: string, token: string): string {
  return `/favorites/shared/${encodeURIComponent(favoriteId)}?token=${encodeURIComponent(token)}`;
}

/** Favorites: read, add, remove, share by link and read a shared list. */
export function registerFavoritesRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ListsDeps): void {
  defineRoute(app, registry, apiRoutes.getFavorites, async ({ query, principal }) =>
    (await readList(deps.favorites, deps.pageSize, { caller: listsCaller(principal), start: query.start, count: query.count })).map(favoritesAnswer),
  );

  defineRoute(app, registry, apiRoutes.addFavorite, async ({ body, principal }) =>
    (
      await addToList(deps.favorites, deps.pageSize, {
        caller: listsCaller(principal),
        listId: body.favoriteId,
        item: { productId: body.id, qty: body.qty, type: body.itemType },
      })
    ).map(favoritesAnswer),
  );

  defineRoute(app, registry, apiRoutes.removeFavorite, async ({ params, principal }) =>
    (await removeFromList(deps.favorites, deps.pageSize, { caller: listsCaller(principal), listId: params.favoriteId, itemId: params.itemId })).map(
      favoritesAnswer,
    ),
  );

  defineRoute(app, registry, apiRoutes.shareFavorites, async ({ params, principal }) =>
    (await shareFavorites(deps, { caller: listsCaller(principal), favoriteId: params.favoriteId })).map((share) => ({
      ...share,
      sharePath: sharedFavoritesPath(share.favoriteId, share.token),
    })),
  );

  defineRoute(app, registry, apiRoutes.getSharedFavorites, async ({ params, query }) =>
    (await readSharedFavorites(deps, { favoriteId: params.favoriteId, token: query.token, start: query.start, count: query.count })).map(favoritesAnswer),
  );
}
