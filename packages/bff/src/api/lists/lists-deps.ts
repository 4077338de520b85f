import { PgFavoritesRepository, PgSavedForLaterRepository } from '@stride/adapters-storage';
import type { ListsCaller, ListsDeps } from '@stride/application/commerce';
import { LIST_DEFAULT_PAGE_SIZE } from '@stride/domain';
import type { ApiDeps } from '../api-deps.js';
import type { Principal } from '../principal.js';

/** The list use cases over the API's SQL client, with the configured page size (20 by default). */
export function listsDeps(deps: Pick<ApiDeps, 'sql'>, pageSize = LIST_DEFAULT_PAGE_SIZE): ListsDeps {
  return { savedForLater: new PgSavedForLaterRepository(deps.sql), favorites: new PgFavoritesRepository(deps.sql), pageSize };
}

/** The caller from the route's principal; routes with auth 'required' always have one. */
export function listsCaller(principal: Principal | undefined): ListsCaller {
  if (principal === undefined) throw new Error('list route reached without a principal: its auth must be required');
  return { consumerNo: principal.consumerNo };
}
