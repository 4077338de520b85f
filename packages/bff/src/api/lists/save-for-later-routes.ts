import { apiRoutes } from '@stride/application/api-routes';
import { addToList, changeSavedItem, loadCart, moveCartItemToSaved, readList, refreshGiftLines, removeFromList } from '@stride/application/commerce';
import { CART_DEFAULT_QTY } from '@stride/domain/cart';
import type { CartDeps, ListsDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { cartCaller } from '../cart/cart-deps.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { saveForLaterAnswer } from './list-answers.js';
import { listsCaller } from './lists-deps.js';

/** The answer of moving a cart line to the saved list: the cart, with the saved list beside it. */

/** Saved for later: read, add, move a cart line, remove. */
export function registerSaveForLaterRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ListsDeps, cart: CartDeps): void {
  defineRoute(app, registry, apiRoutes.getSavedForLater, async ({ query, principal }) =>
    (await readList(deps.savedForLater, deps.pageSize, { caller: listsCaller(principal), start: query.start, count: query.count })).map(saveForLaterAnswer),
  );

  defineRoute(app, registry, apiRoutes.saveForLater, async ({ body, principal }) => {
    const caller = listsCaller(principal);
    if (body.itemId !== undefined && body.saveForLaterId !== undefined) {
      const change = { productId: body.productId, qty: body.qty, pdpUrl: body.pdpUrl };
      return (await changeSavedItem(deps.savedForLater, deps.pageSize, { caller, listId: body.saveForLaterId, itemId: body.itemId, change })).map(
        saveForLaterAnswer,
      );
    }
    const item = { productId: body.productId, qty: body.qty ?? CART_DEFAULT_QTY, type: body.type, recipeId: body.recipeId, pdpUrl: body.pdpUrl };
    return (await addToList(deps.savedForLater, deps.pageSize, { caller, listId: body.saveForLaterId, item })).map(saveForLaterAnswer);
  });

  defineRoute(app, registry, apiRoutes.moveCartItemToSaved, async ({ params, body, principal }) => {
    const owned = await loadCart(cart, { basketId: params.basketId, principal: cartCaller(principal) });
    if (owned.isErr()) return owned.map(() => undefined as never);
    const moved = await moveCartItemToSaved(deps, { caller: listsCaller(principal), basketId: params.basketId, itemId: body.itemId });
    if (moved.isErr()) return moved.map(() => undefined as never);
    // The line that left may have been what qualified the basket for a free gift: the gift follows the new total.
    await refreshGiftLines(cart, params.basketId);
    const after = await loadCart(cart, { basketId: params.basketId, principal: cartCaller(principal) });
    return after.map((loaded) => ({ ...loaded.answer, saveForLater: saveForLaterAnswer(moved.value) }));
  });

  defineRoute(app, registry, apiRoutes.removeSavedItem, async ({ params, principal }) =>
    (await removeFromList(deps.savedForLater, deps.pageSize, { caller: listsCaller(principal), listId: params.saveForlaterId, itemId: params.itemId })).map(
      saveForLaterAnswer,
    ),
  );
}
