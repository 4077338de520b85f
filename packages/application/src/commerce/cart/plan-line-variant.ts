import { err, ok } from 'neverthrow';
import type { Result } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import type { CartCatalogue, StoredBasket, StoredBasketItem, VariantForSale, VariantReference } from '@stride/domain/cart';
import type { StrideError } from '@stride/domain/errors';
import type { CartCaller } from './cart-deps.js';
import { saleRefusal } from './check-add-line.js';
import { resolveVariant } from './resolve-variant.js';

/** The keys of the spec's update payload that name a variant (`PUT /cart/v1/cart/{basketId}/item`). */
export interface NamedVariant {
  readonly productId?: string | undefined;
  readonly upc?: string | undefined;
}

/** A line's quantity and maximum once changed. */
export interface LineQuantity {
  readonly qty: number;
  readonly maxQty: number;
}

/**
 * What giving a line another variant writes: the line itself with the new variant (in place), or,
 * when the basket already holds that variant for the same delivery, that line's merged quantity
 * with the edited line taken off.
 */
export type LineVariantPlan =
  | { readonly kind: 'replace'; readonly itemId: string; readonly variantId: string; readonly productId: string; readonly qty: number; readonly maxQty: number }
  | { readonly kind: 'merge'; readonly removedItemId: string; readonly intoItemId: string; readonly qty: number; readonly maxQty: number };

/**
 * The variant an update names when it is not the line's own: by upc, or by a productId that is not
 * the line's product, colour or variant (a caller that sends the line's own product id with a new
 * quantity changes the quantity only).
 * @example otherVariantNamed(line, { productId: line.productId }) // undefined
 */
export function otherVariantNamed(item: StoredBasketItem, named: NamedVariant): VariantReference | undefined {
  if (named.upc !== undefined) return named.upc === item.upc ? undefined : { productId: named.productId ?? item.productId, upc: named.upc };
  if (named.productId === undefined || [item.productId, item.colourMasterId, item.variantId].includes(named.productId)) return undefined;
  return { productId: named.productId };
}

/** The edited line as it would be with the variant: its id, place, delivery, store, recipe and gift option kept. */
function replacedLine(item: StoredBasketItem, variant: VariantForSale, quantity: LineQuantity): StoredBasketItem {
  const { presale: _presale, comingSoonUntil: _comingSoonUntil, ...facts } = variant;
  return { ...item, ...facts, ...quantity };
}

/** Units the line's delivery can take: its store's, for a pickup line (null when the store does not carry it), else online stock. */
function stockFor(line: StoredBasketItem): number | null {
  return line.storeId !== null && line.shippingMethodCode !== 'sts' ? line.storeStock : line.onlineStock;
}

/**
 * Checks a line changed to another variant of its product, as an add of that variant would be:
 * another product ATTR300; coming soon or guest presale ORD404; no price INV702; a store that does
 * not carry it INV701; none in stock INV700; with the line of that variant it would merge into,
 * above maxQty or the stock INV408 with the maximum.
 */
export function checkLineVariant(
  basket: StoredBasket,
  item: StoredBasketItem,
  variant: VariantForSale,
  quantity: LineQuantity,
  caller: CartCaller,
  now: Date,
): Result<LineVariantPlan, StrideError> {
  if (variant.productId !== item.productId)
    return err(strideError('ATTR300', 'An update changes the colour or size of the line: name a variant of its product.'));
  const refused = saleRefusal(variant, caller, now);
  if (refused !== undefined) return err(refused);
  const line = replacedLine(item, variant, quantity);
  const stock = stockFor(line);
  if (stock === null) return err(strideError('INV701'));
  if (stock <= 0) return err(strideError('INV700'));
  const same = basket.items.find(
    (other) =>
      other.id !== item.id &&
      other.bonusPromotionId === null &&
      other.variantId === line.variantId &&
      other.storeId === line.storeId &&
      other.shippingMethodCode === line.shippingMethodCode &&
      other.recipeId === line.recipeId,
  );
  const qty = (same?.qty ?? 0) + quantity.qty;
  if (qty > quantity.maxQty) return err(strideError('INV408', undefined, { maxQty: quantity.maxQty }));
  if (qty > stock) return err(strideError('INV408', undefined, { maxQty: stock }));
  if (same !== undefined) return ok({ kind: 'merge', removedItemId: item.id, intoItemId: same.id, qty, maxQty: quantity.maxQty });
  return ok({ kind: 'replace', itemId: item.id, variantId: line.variantId, productId: line.productId, qty, maxQty: quantity.maxQty });
}

/**
 * Resolves the variant an update names (as an add resolves it: ORD404 unknown, ATTR300 a product
 * with several sizes and none chosen) and checks the line with it; null when it is the line's own.
 */
export async function planLineVariant(
  catalogue: CartCatalogue,
  basket: StoredBasket,
  item: StoredBasketItem,
  ref: VariantReference,
  quantity: LineQuantity,
  caller: CartCaller,
  now: Date,
): Promise<Result<LineVariantPlan | null, StrideError>> {
  const line = { ...ref, ...quantity, storeId: item.storeId ?? undefined };
  const variant = await resolveVariant(catalogue, line, basket.currency);
  if (variant.isErr()) return err(variant.error);
  if (variant.value.variantId === item.variantId) return ok(null);
  return checkLineVariant(basket, item, variant.value, quantity, caller, now);
}
