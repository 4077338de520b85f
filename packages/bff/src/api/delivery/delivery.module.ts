import { PgDeliveryBasketRepository, PgPickupStoreReader } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CART } from '../cart/cart.di-tokens.js';
import { deliveryApi } from './delivery-api.js';
import { DELIVERY } from './delivery.di-tokens.js';

/**
 * Delivery: PostgreSQL behind the basket's addresses and methods and the pickup stores. The shipping address asks no
 * captcha: placing the order it leads to does (docs/decisions.md, "Captcha for real").
 */
export const deliveryModule = new ContainerModule(({ bind }) => {
  bind(DELIVERY.Baskets).toDynamicValue((ctx) => new PgDeliveryBasketRepository(ctx.get(TOKENS.SqlClient)));
  bind(DELIVERY.PickupStores).toDynamicValue((ctx) => new PgPickupStoreReader(ctx.get(TOKENS.SqlClient)));
  bind(DELIVERY.Deps).toDynamicValue((ctx) => ({
    baskets: ctx.get(DELIVERY.Baskets),
    stores: ctx.get(DELIVERY.PickupStores),
    now: ctx.get(TOKENS.Clock),
  }));
  bind(DELIVERY.Api).toDynamicValue((ctx) => deliveryApi(ctx.get(DELIVERY.Deps), ctx.get(CART.Deps)));
});
