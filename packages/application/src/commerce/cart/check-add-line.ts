import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { SHIPPING_METHOD_CODES } from '@stride/domain/shipping';
import { giftOptionToSend } from '@stride/domain/cart';
import { strideError } from '@stride/domain/errors';
import type { BasketItemDraft, StoredBasket, VariantForSale } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartLineRequest } from '../../api-contract/cart.contract.js';
import type { CartCaller } from './cart-deps.js';

/** What an add does: a new line, or more units on a line the basket holds. */
export type AddLinePlan =
  | { readonly kind: 'add'; readonly draft: BasketItemDraft }
  | { readonly kind: 'merge'; readonly itemId: string; readonly qty: number; readonly maxQty: number };

function shippingCodeFor(variant: VariantForSale, line: CartLineRequest): string {
  if (variant.productType === 'DIGITAL') return SHIPPING_METHOD_CODES.digital;
  if (line.storeId !== undefined) return SHIPPING_METHOD_CODES.pickup;
  // A customs product is made to order (it has its external design page, or the line a recipe):
  // custom-made delivery is its only method, as the delivery and pricing rules count it.
  return variant.isCustoms || line.recipeId !== undefined ? SHIPPING_METHOD_CODES.customs : SHIPPING_METHOD_CODES.standard;
}

/** Why this caller cannot buy the variant now whatever the stock: coming soon or guest presale ORD404, no price INV702. */
export function saleRefusal(variant: VariantForSale, caller: CartCaller, now: Date): StrideError | undefined {
  if (variant.comingSoonUntil !== null && variant.comingSoonUntil.getTime() > now.getTime())
    return strideError('ORD404', 'This item is coming soon and cannot be bought yet.');
  if (variant.presale && caller.consumerType.toUpperCase() === 'GUEST') return strideError('ORD404', 'Sign in to buy this presale item.');
  return variant.currentMinor === null ? strideError('INV702') : undefined;
}

function availabilityError(variant: VariantForSale, line: CartLineRequest, caller: CartCaller, now: Date): StrideError | undefined {
  const refused = saleRefusal(variant, caller, now);
  if (refused !== undefined) return refused;
  const stock = line.storeId === undefined ? variant.onlineStock : variant.storeStock;
  if (stock === null) return strideError('INV701');
  return stock <= 0 ? strideError('INV700') : undefined;
}

/**
 * Checks one add-to-cart line against the catalogue and the basket: coming soon and guest presale
 * ORD404, no price INV702, a store that does not carry it INV701, no stock INV700, and above maxQty
 * or above the stock INV408 with the maximum. The same variant, store and recipe merges into one line.
 */
export function checkAddLine(
  basket: StoredBasket,
  variant: VariantForSale,
  line: CartLineRequest,
  caller: CartCaller,
  now: Date,
): Result<AddLinePlan, StrideError> {
  const refused = availabilityError(variant, line, caller, now);
  if (refused !== undefined) return err(refused);
  const stock = (line.storeId === undefined ? variant.onlineStock : variant.storeStock) ?? 0;
  const existing = basket.items.find(
    (item) =>
      item.bonusPromotionId === null &&
      item.variantId === variant.variantId &&
      item.storeId === (line.storeId ?? null) &&
      item.recipeId === (line.recipeId ?? null),
  );
  const qty = (existing?.qty ?? 0) + line.qty;
  if (qty > line.maxQty) return err(strideError('INV408', undefined, { maxQty: line.maxQty }));
  if (qty > stock) return err(strideError('INV408', undefined, { maxQty: stock }));
  if (existing !== undefined) return ok({ kind: 'merge', itemId: existing.id, qty, maxQty: line.maxQty });
  const giftOption = giftOptionToSend(variant.productType === 'DIGITAL', line.giftOption);
  return ok({
    kind: 'add',
    draft: {
      variantId: variant.variantId,
      productId: variant.productId,
      qty,
      maxQty: line.maxQty,
      shippingMethodCode: shippingCodeFor(variant, line),
      storeId: line.storeId ?? null,
      recipeId: line.recipeId ?? null,
      giftOption: giftOption ?? null,
      bonusPromotionId: null,
    },
  });
}
