import { apiRoutes } from '@stride/application/api-routes';
import { addItemsToCart, cartCurrencyFor, createCart, createCartWithItems, readCart } from '@stride/application/commerce';
import type { CartDeps, LoadedCart } from '@stride/application/commerce';
import type { CartFlash } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { Hono } from 'hono';
import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { Principal } from '../principal.js';
import { cartCaller } from './cart-deps.js';

/** The answer of a loaded cart. */
export const answerOf = (result: Result<LoadedCart, StrideError>) => result.map((loaded) => loaded.answer);

/** Moves the lines of a basket whose delivery is no longer offered, answering a flash per move (the delivery slice's). */
export type SettleDeliveries = (basketId: string, principal: Principal | undefined, siteLocale: string | undefined) => Promise<CartFlash[]>;

/** Create, load, add, create with item, reserve with item. */
export function registerCartRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps, settle?: SettleDeliveries): void {
  defineRoute(app, registry, apiRoutes.createCart, async ({ query, principal }) =>
    answerOf(await createCart(deps, { caller: cartCaller(principal), currency: cartCurrencyFor(query.locale, query.currency), siteLocale: query.locale })),
  );

  // One currency per basket: the site's locale refuses a basket of another site's currency (BSK409). The read settles
  // the deliveries no longer offered and honours the cart-load query (application's readCart).
  defineRoute(app, registry, apiRoutes.getCart, async ({ params, query, principal }) =>
    readCart(deps, {
      basketId: params.basketId,
      principal: cartCaller(principal),
      allowAgent: true,
      siteLocale: query.locale,
      favStoreId: query.favStoreId,
      isPatchRequired: query.isPatchRequired === undefined ? undefined : query.isPatchRequired === 'true',
      inventorySupplyCheck: query.inventorySupplyCheck === undefined ? undefined : query.inventorySupplyCheck === 'true',
      settle: settle === undefined ? undefined : () => settle(params.basketId, principal, query.locale),
    }),
  );

  defineRoute(app, registry, apiRoutes.addCartItems, async ({ body, query, principal }) => {
    const basketId = body.items[0]?.cartId ?? '';
    return answerOf(await addItemsToCart(deps, { basketId, caller: cartCaller(principal), lines: body.items, siteLocale: query.locale }));
  });

  // cartWithItem and reserveWithItem make the same new cart from their lines, in the site's currency and words.
  const withItems = async (input: {
    body: z.output<typeof apiRoutes.createCartWithItems.body>;
    query: z.output<typeof apiRoutes.createCartWithItems.query>;
    principal: Principal | undefined;
  }) =>
    answerOf(
      await createCartWithItems(deps, {
        caller: cartCaller(input.principal),
        currency: cartCurrencyFor(input.query.locale, input.query.currency),
        lines: input.body.items,
        siteLocale: input.query.locale,
      }),
    );
  defineRoute(app, registry, apiRoutes.createCartWithItems, withItems);
  defineRoute(app, registry, apiRoutes.reserveWithItem, withItems);
}
