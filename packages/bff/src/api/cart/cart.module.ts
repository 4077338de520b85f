import { settleDeliveries } from '@stride/application/commerce';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { cartApi } from './cart-api.js';
import { cachedPgCartStore } from './cart-deps.js';
import { CART } from './cart.di-tokens.js';
import { DELIVERY } from '../delivery/delivery.di-tokens.js';
import { deliveryCaller } from '../delivery/delivery-deps.js';

/** Cart: the PostgreSQL cart store with its promotion and line caches. */
export const cartModule = new ContainerModule(({ bind }) => {
  bind(CART.Store).toDynamicValue((ctx) => cachedPgCartStore(ctx.get(TOKENS.SqlClient), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Config)));
  bind(CART.Deps).toDynamicValue((ctx) => ({ store: ctx.get(CART.Store), now: ctx.get(TOKENS.Clock), glossary: ctx.get(TOKENS.CatalogueGlossary) }));
  bind(CART.Api).toDynamicValue((ctx) => {
    const delivery = ctx.get(DELIVERY.Deps);
    return cartApi(ctx.get(CART.Deps), async (basketId, principal, siteLocale) =>
      principal === undefined ? [] : settleDeliveries(delivery, basketId, deliveryCaller(principal, siteLocale)),
    );
  });
});
