import type { ListsDeps } from '@stride/application/commerce';
import type { FavoritesRepository, SavedForLaterRepository } from '@stride/domain/lists';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** The lists context's ports and its API slice, as listsModule binds them. */
export const LISTS = {
  SavedForLater: token<SavedForLaterRepository>('lists.SavedForLater'),
  Favorites: token<FavoritesRepository>('lists.Favorites'),
  Deps: token<ListsDeps>('lists.Deps'),
  Api: token<ApiSlice>('lists.Api'),
} as const;
