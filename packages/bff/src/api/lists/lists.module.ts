import { PgFavoritesRepository, PgSavedForLaterRepository } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CART } from '../cart/cart.di-tokens.js';
import { listsApi } from './lists-api.js';
import { randomOpaqueTokens } from '../../security/random-opaque-tokens.js';
import { LISTS } from './lists.di-tokens.js';

/** Lists: PostgreSQL behind saved for later and favorites, pages of the configured size (STRIDE_LIST_PAGE_SIZE, 20). */
export const listsModule = new ContainerModule(({ bind }) => {
  bind(LISTS.SavedForLater).toDynamicValue((ctx) => new PgSavedForLaterRepository(ctx.get(TOKENS.SqlClient)));
  bind(LISTS.Favorites).toDynamicValue((ctx) => new PgFavoritesRepository(ctx.get(TOKENS.SqlClient)));
  bind(LISTS.Deps).toDynamicValue((ctx) => ({
    savedForLater: ctx.get(LISTS.SavedForLater),
    favorites: ctx.get(LISTS.Favorites),
    pageSize: ctx.get(TOKENS.Config).STRIDE_LIST_PAGE_SIZE,
    tokens: randomOpaqueTokens(ctx.get(TOKENS.RandomBytes)),
    now: ctx.get(TOKENS.Clock),
  }));
  bind(LISTS.Api).toDynamicValue((ctx) => listsApi(ctx.get(LISTS.Deps), ctx.get(CART.Deps), { favorites: ctx.get(TOKENS.Config).STRIDE_FAVORITES }));
});
