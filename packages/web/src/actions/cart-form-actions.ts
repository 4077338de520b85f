import { z } from 'zod';
import { CART_DEFAULT_MAX_QTY } from '@stride/domain/cart';
import { quickShopAddLine } from '@stride/domain/catalogue';
import {
  addToCart,
  presentCartError,
  productIdParamsSchema,
  removeCartItem,
  updateCartItemQty,
  type ApiFailure,
  type CartAnswer,
  type CartErrorContext,
} from '@stride/application/storefront';
import type { ResultAsync } from 'neverthrow';
import { initialSelection, selectedVariant, selectionQuery } from '../pages/catalogue/product-selection.js';
import { RECIPE_ID, RECIPE_PARAM, withRecipe } from '../pages/catalogue/product-recipe.js';
import { addToCartFailureMessage } from '../pages/catalogue/use-add-to-cart.js';
import { shopperErrorText } from '../ui/api-error-text.js';
import type { ActionContext, ActionOutcome } from './action-context.js';
import type { FormFlash } from './form-flash.js';

/** The cart page's path: where its forms post and every cart action returns. */
export const CART_PATH = '/cart';

const itemId = z.string().trim().min(1).max(64);
/** The forms that post to /cart: a product page's "Add to cart", and a cart line's quantity and "Remove". */
export const cartFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    productId: productIdParamsSchema.shape.productId,
    recipe: z.string().regex(RECIPE_ID).optional(),
  }),
  z.object({ intent: z.literal('update'), itemId, qty: z.coerce.number().int().min(1).max(CART_DEFAULT_MAX_QTY) }),
  z.object({ intent: z.literal('remove'), itemId }),
]);

/** A failed cart call, shown where the error catalogue says: at its line, or at the top of the cart. */
function failedOutcome(ctx: ActionContext, failure: ApiFailure, context: CartErrorContext, lineId?: string): ActionOutcome {
  const presented = presentCartError(failure, context);
  const notices = ctx.notices();
  if (presented.placement === 'not-shown')
    return { to: CART_PATH, ...(notices.length > 0 ? { flash: { path: CART_PATH, message: notices.join(' '), tone: 'error' } } : {}) };
  const message = shopperErrorText(ctx.messages, presented.message, presented.errorId);
  const atLine = presented.placement === 'item-level' && lineId !== undefined;
  return { to: CART_PATH, flash: { path: CART_PATH, message, tone: 'error', ...(atLine ? { itemId: lineId } : {}) } };
}

/** Runs a cart flow: back to the cart, with `success` or the failure where the catalogue shows it. */
async function changeCart(
  ctx: ActionContext,
  call: ResultAsync<CartAnswer, ApiFailure>,
  context: CartErrorContext,
  lineId: string,
  success?: string,
): Promise<ActionOutcome> {
  const result = await call;
  if (result.isErr()) return failedOutcome(ctx, result.error, context, lineId);
  return { to: CART_PATH, ...(success === undefined ? {} : { flash: { path: CART_PATH, message: success, tone: 'success' } }) };
}

/**
 * "Add to cart" from a product page without JavaScript: the colour and size radios of the page's selection form come
 * with the post, read as the page reads its URL; the chosen variant is added as the page's script adds it (one unit,
 * the page's recipe). Then the cart, or the product page again with the size to choose or the add's error.
 */
async function addFromProductPage(ctx: ActionContext, productId: string, recipe: string | null): Promise<ActionOutcome> {
  const { t } = ctx.messages;
  const details = await ctx.api.call('getProductDetails', { params: { productId } });
  if (details.isErr()) return failedOutcome(ctx, details.error, 'add');
  const product = details.value;
  const wanted = Object.fromEntries(product.attributes.map((attribute) => [attribute.type, ctx.form.get(attribute.type)]));
  const selection = initialSelection(product, wanted);
  const query = selectionQuery(product, selection);
  if (recipe !== null) query.set(RECIPE_PARAM, recipe);
  const back = `${product.url}${query.size === 0 ? '' : `?${query.toString()}`}`;
  const variant = selectedVariant(product, selection);
  if (variant === null) return { to: back, flash: { path: product.url, missing: true } };
  const added = await addToCart(ctx.cartDeps, [withRecipe(quickShopAddLine(variant), recipe)]);
  if (added.isErr()) {
    const flash: FormFlash = {
      path: product.url,
      tone: 'error',
      message: t('formPost.addFailed', { reason: addToCartFailureMessage(ctx.messages, added.error) }),
    };
    return { to: back, flash };
  }
  return { to: CART_PATH, flash: { path: CART_PATH, message: t('formPost.added', { name: product.name }), tone: 'success' } };
}

/**
 * The cart's form actions (`POST /cart`, application/x-www-form-urlencoded): add from a product page, change a line's
 * quantity, remove a line. Each runs the storefront's cart flow (the browser's own), so the same calls, rules and
 * error codes apply; a form that does not read as one of them sends the shopper back to the cart with a message.
 */
export async function cartFormAction(ctx: ActionContext): Promise<ActionOutcome> {
  const parsed = cartFormSchema.safeParse(Object.fromEntries(ctx.form));
  if (!parsed.success) return { to: CART_PATH, flash: { path: CART_PATH, message: ctx.messages.t('storefront.SOMETHING_WENT_WRONG'), tone: 'error' } };
  const form = parsed.data;
  // A line of a basket the cookie no longer names: nothing to change, the cart shows what there is.
  if (form.intent !== 'add' && ctx.store.basketId() === null) return { to: CART_PATH };
  switch (form.intent) {
    case 'add':
      return addFromProductPage(ctx, form.productId, form.recipe ?? null);
    case 'update':
      return changeCart(ctx, updateCartItemQty(ctx.cartDeps, form.itemId, form.qty), 'update', form.itemId, ctx.messages.t('cart.qtyUpdated'));
    case 'remove':
      return changeCart(ctx, removeCartItem(ctx.cartDeps, form.itemId), 'remove', form.itemId);
  }
}
