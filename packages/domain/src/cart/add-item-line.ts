import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { z } from 'zod';
import { strideError } from '../errors/index.js';
import type { StrideError } from '../errors/index.js';
import { cartGiftOptionSchema } from './cart-item.schema.js';
import { CART_DEFAULT_MAX_QTY, CART_DEFAULT_QTY } from './cart.constants.js';
import { giftOptionToSend } from './gift-option.js';
import type { GiftOptionDraft } from './gift-option.js';

/** One line of `POST /cart/v1/item` (items list). */
export const cartAddItemLineSchema = z.object({
  cartId: z.string().min(1),
  productId: z.string().min(1),
  upc: z.string().min(1),
  qty: z.number().int().positive().default(CART_DEFAULT_QTY),
  maxQty: z.number().int().positive().default(CART_DEFAULT_MAX_QTY),
  storeId: z.string().min(1).optional(),
  recipeId: z.string().min(1).optional(),
  giftOption: cartGiftOptionSchema.optional(),
});

/** One line of an add-to-cart request, defaults applied. */
export type CartAddItemLine = z.infer<typeof cartAddItemLineSchema>;

/** What a caller knows when adding an item. */
export interface CartAddItemInput {
  readonly cartId: string;
  readonly productId: string;
  readonly upc: string;
  readonly qty?: number;
  readonly maxQty?: number;
  readonly storeId?: string;
  readonly recipeId?: string;
  readonly isDigitalProduct?: boolean;
  readonly giftOption?: GiftOptionDraft;
}

/**
 * Builds an add-to-cart line: qty 1 and maxQty 999999 by default, the gift option only when complete
 * and the product digital; a quantity above maxQty is INV408 (maximum quantity added).
 * @example buildCartAddItemLine({ cartId: 'c', productId: 'p', upc: 'u' }) // ok({ ..., qty: 1, maxQty: 999999 })
 */
export function buildCartAddItemLine(input: CartAddItemInput): Result<CartAddItemLine, StrideError> {
  const qty = input.qty ?? CART_DEFAULT_QTY;
  const maxQty = input.maxQty ?? CART_DEFAULT_MAX_QTY;
  if (qty > maxQty) return err(strideError('INV408', undefined, { maxQty }));
  const giftOption = giftOptionToSend(input.isDigitalProduct === true, input.giftOption);
  return ok({
    cartId: input.cartId,
    productId: input.productId,
    upc: input.upc,
    qty,
    maxQty,
    ...(input.storeId === undefined ? {} : { storeId: input.storeId }),
    ...(input.recipeId === undefined ? {} : { recipeId: input.recipeId }),
    ...(giftOption === undefined ? {} : { giftOption }),
  });
}
