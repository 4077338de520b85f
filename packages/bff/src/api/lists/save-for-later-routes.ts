import { cartAnswerSchema, cartParamsSchema, listQuerySchema, moveToSavedBodySchema, saveForLaterAnswerSchema, saveForLaterBodySchema, savedItemParamsSchema } from '@stride/application/storefront';
import { addToList, loadCart, moveCartItemToSaved, readList, removeFromList } from '@stride/application/commerce';
import type { CartDeps, ListsDeps } from '@stride/application/commerce';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { cartCaller } from '../cart/cart-deps.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { saveForLaterAnswer } from './list-answers.js';
import { listsCaller } from './lists-deps.js';

const tags = ['Saved for later'];

/** The answer of moving a cart line to the saved list: the cart, with the saved list beside it. */
export const movedToSavedAnswerSchema = cartAnswerSchema.extend({ saveForLater: saveForLaterAnswerSchema });

/** Saved for later: read, add, move a cart line, remove. */
export function registerSaveForLaterRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: ListsDeps, cart: CartDeps): void {
  defineRoute(app, registry, {
    method: 'get', path: '/wishlists/v2/saveForLater', summary: 'The caller’s saved-for-later list, one page', tags, auth: 'required',
    query: listQuerySchema, answer: saveForLaterAnswerSchema,
  }, async ({ query, principal }) => (await readList(deps.savedForLater, deps.pageSize, { caller: listsCaller(principal), start: query.start, count: query.count })).map(saveForLaterAnswer));

  defineRoute(app, registry, {
    method: 'put', path: '/cart/v2/saveForLater', summary: 'Save an item for later', tags, auth: 'required',
    body: saveForLaterBodySchema, answer: saveForLaterAnswerSchema, errors: ['PLP400', 'LIST_FULL', 'ATTR300'],
  }, async ({ body, principal }) => {
    const item = { productId: body.productId, qty: body.qty, type: body.type, recipeId: body.recipeId, pdpUrl: body.pdpUrl };
    return (await addToList(deps.savedForLater, deps.pageSize, { caller: listsCaller(principal), listId: body.saveForLaterId, item })).map(saveForLaterAnswer);
  });

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v2/cart/:basketId/saveForLater', summary: 'Move a cart line to the saved-for-later list (removed from the cart)', tags, auth: 'required',
    params: cartParamsSchema, body: moveToSavedBodySchema, answer: movedToSavedAnswerSchema, errors: ['BSK404', 'PLP400', 'GWP403', 'LIST_FULL', 'ATTR300'],
  }, async ({ params, body, principal }) => {
    const owned = await loadCart(cart, { basketId: params.basketId, principal: cartCaller(principal) });
    if (owned.isErr()) return owned.map(() => undefined as never);
    const moved = await moveCartItemToSaved(deps, { caller: listsCaller(principal), basketId: params.basketId, itemId: body.itemId });
    if (moved.isErr()) return moved.map(() => undefined as never);
    const after = await loadCart(cart, { basketId: params.basketId, principal: cartCaller(principal) });
    return after.map((loaded) => ({ ...loaded.answer, saveForLater: saveForLaterAnswer(moved.value) }));
  });

  defineRoute(app, registry, {
    method: 'delete', path: '/cart/v2/saveForLater/:saveForlaterId/items/:itemId', summary: 'Remove an item from the saved-for-later list', tags, auth: 'required',
    params: savedItemParamsSchema, answer: saveForLaterAnswerSchema, errors: ['PLP400'],
  }, async ({ params, principal }) =>
    (await removeFromList(deps.savedForLater, deps.pageSize, { caller: listsCaller(principal), listId: params.saveForlaterId, itemId: params.itemId })).map(saveForLaterAnswer));
}
