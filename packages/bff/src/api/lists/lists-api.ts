import type { CartDeps, ListsDeps } from '@stride/application/commerce';
import type { ApiSlice } from '../api-slice.js';
import { registerFavoritesRoutes } from './favorites-routes.js';
import { registerSaveForLaterRoutes } from './save-for-later-routes.js';

/**
 * The lists slice's routes: saved for later and favorites. With favorites turned off (STRIDE_FAVORITES=false) their
 * routes are not served: every favorites call answers as an unknown route does.
 */
export function listsApi(lists: ListsDeps, cart: CartDeps, switches: { readonly favorites: boolean } = { favorites: true }): ApiSlice {
  return {
    register(app, registry) {
      registerSaveForLaterRoutes(app, registry, lists, cart);
      if (switches.favorites) registerFavoritesRoutes(app, registry, lists);
    },
  };
}
