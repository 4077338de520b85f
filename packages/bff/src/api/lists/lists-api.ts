import type { CartDeps, ListsDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerFavoritesRoutes } from './favorites-routes.js';
import { registerSaveForLaterRoutes } from './save-for-later-routes.js';

/** The lists slice's routes: saved for later and favorites. */
export function listsApi(lists: ListsDeps, cart: CartDeps): ApiSlice {
  return {
    register(app, registry) {
      registerSaveForLaterRoutes(app, registry, lists, cart);
      registerFavoritesRoutes(app, registry, lists);
    },
  };
}
