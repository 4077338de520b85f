import {
  addCartItemsBodySchema,
  cartAnswerSchema,
  cartParamsSchema,
  cartWithItemBodySchema,
  createCartQuerySchema,
  getCartQuerySchema,
  reserveWithItemBodySchema,
} from '@stride/application/storefront';
import { addItemsToCart, cartCurrencyFor, createCart, createCartWithItems, loadCart } from '@stride/application/commerce';
import type { CartDeps, LoadedCart } from '@stride/application/commerce';
import type { StrideError } from '@stride/domain';
import type { Hono } from 'hono';
import type { Result } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { cartCaller } from './cart-deps.js';

const tags = ['Cart'];
const ADD_ERRORS = ['BSK404', 'INV700', 'INV701', 'INV702', 'INV408', 'ORD404', 'ATTR300'];

/** The answer of a loaded cart. */
export const answerOf = (result: Result<LoadedCart, StrideError>) => result.map((loaded) => loaded.answer);

/** Create, load, add, create with item, reserve with item. */
export function registerCartRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, deps: CartDeps): void {
  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cart', summary: 'Create an empty cart owned by the caller', tags, auth: 'required',
    query: createCartQuerySchema, answer: cartAnswerSchema, successStatus: 201,
  }, async ({ query, principal }) => answerOf(await createCart(deps, { caller: cartCaller(principal), currency: cartCurrencyFor(query.locale, query.currency) })));

  defineRoute(app, registry, {
    method: 'get', path: '/cart/v1/cart/:basketId', summary: 'Load a cart, priced (its owner, or a support agent helping the shopper)', tags, auth: 'required',
    params: cartParamsSchema, query: getCartQuerySchema, answer: cartAnswerSchema, errors: ['BSK404'],
  }, async ({ params, principal }) => answerOf(await loadCart(deps, { basketId: params.basketId, principal: cartCaller(principal), allowAgent: true })));

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/item', summary: 'Add items to a cart', tags, auth: 'required',
    body: addCartItemsBodySchema, answer: cartAnswerSchema, errors: ADD_ERRORS,
  }, async ({ body, principal }) => {
    const basketId = body.items[0]?.cartId ?? '';
    return answerOf(await addItemsToCart(deps, { basketId, caller: cartCaller(principal), lines: body.items }));
  });

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/cartWithItem', summary: 'Create a cart holding the given items', tags, auth: 'required',
    query: createCartQuerySchema, body: cartWithItemBodySchema, answer: cartAnswerSchema, successStatus: 201, errors: ADD_ERRORS,
  }, async ({ body, query, principal }) =>
    answerOf(await createCartWithItems(deps, { caller: cartCaller(principal), currency: cartCurrencyFor(query.locale, query.currency), lines: body.items })));

  defineRoute(app, registry, {
    method: 'post', path: '/cart/v1/reserveWithItem', summary: 'Create a cart reserving one item for pickup in a store (stock checked, taken at order)', tags, auth: 'required',
    query: createCartQuerySchema, body: reserveWithItemBodySchema, answer: cartAnswerSchema, successStatus: 201, errors: ADD_ERRORS,
  }, async ({ body, query, principal }) =>
    answerOf(await createCartWithItems(deps, { caller: cartCaller(principal), currency: cartCurrencyFor(query.locale, query.currency), lines: body.items })));
}
