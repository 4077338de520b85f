import { z } from 'zod';
import { CART_DEFAULT_MAX_QTY, CART_DEFAULT_QTY, cartAddressSchema, cartGiftOptionSchema, cartTotalsSchema } from '@stride/domain/cart';
import { PROMO_LEVELS, PROMO_THRESHOLD_STATUSES } from '@stride/domain/promo';
import { currencyCodeSchema } from '@stride/domain/money';

// Wire amounts are decimal major units computed from integer minor units (toMajorUnits).
const amount = z.number();
const id = z.string().trim().min(1).max(64);

/** A cart item's price (commerce section 3). */
export const cartAnswerItemPriceSchema = z.object({
  current: amount,
  original: amount,
  highCurrent: amount,
  highOriginal: amount,
  rowTotal: amount,
  priceAfterItemDiscount: amount,
  priceAfterOrderDiscount: amount,
  amount,
  currency: currencyCodeSchema,
});

/** A shipping option of an item: the selected method, and the pickup store with its stock. */
export const cartAnswerShippingOptionSchema = z.object({
  selected: z.boolean(),
  available: z.boolean(),
  shippingMethod: z.object({
    code: z.string(),
    label: z.string().optional(),
    deliveryTime: z.string().optional(),
    price: z.object({ amount }).optional(),
  }),
  storeInfo: z.object({ id: z.string(), storeInventory: z.number().int().nonnegative() }).optional(),
});

/** A promotion on an item or on the order. */
export const cartAnswerPromotionSchema = z.object({
  couponCode: z.string().optional(),
  promotionId: z.string(),
  campaignId: z.string().optional(),
  price: amount,
});

/** One cart item (commerce section 3, "Cart item"). */
export const cartAnswerItemSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    masterId: z.string(),
    masterId2: z.string(),
    variantId: z.string(),
    qty: z.number().int().positive(),
    maxQty: z.number().int().positive(),
    upc: z.string(),
    slug: z.string(),
    name: z.string(),
    colourName: z.string(),
    size: z.string(),
    taxTotal: amount,
    bonus: z.boolean(),
    recipeId: z.string().optional(),
    isCustoms: z.boolean(),
    isDigitalProduct: z.boolean(),
    pdpUrl: z.string(),
    productImageURL: z.string(),
    price: cartAnswerItemPriceSchema,
    shippingOptions: z.array(cartAnswerShippingOptionSchema),
    giftOption: cartGiftOptionSchema.optional(),
    productPromotions: z.array(cartAnswerPromotionSchema),
  })
  .meta({ id: 'CartItem' });

/** Every totals field of commerce section 3, plus whether tax is still an estimate. */
export const cartAnswerTotalsSchema = cartTotalsSchema.extend({ isTaxEstimated: z.boolean() }).meta({ id: 'CartTotals' });

/** A payment instrument on the cart (written by the checkout slice). */
export const cartAnswerPaymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: z.string(),
  amount,
  cardBrand: z.string().optional(),
  last4: z.string().optional(),
  maskedGiftCardNumber: z.string().optional(),
  // A wallet instrument's request (payment session), payment and payer ids (commerce section 3).
  paymentRequestId: z.string().optional(),
  paymentId: z.string().optional(),
  payerId: z.string().optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

/** promoSummary (commerce section 3). */
export const cartAnswerPromoSummarySchema = z.object({
  level: z.enum(PROMO_LEVELS),
  calloutMessage: z.string(),
  promotionName: z.string(),
  promotionId: z.string(),
  thresholdStatus: z.enum(PROMO_THRESHOLD_STATUSES).optional(),
  couponCode: z.string().optional(),
  applied: z.boolean(),
  discount: amount,
});

/** An approaching promotion in the shape the storefront's callout builder reads. */
export const cartAnswerApproachingPromotionSchema = z.object({
  promotionId: z.string(),
  promotionClass: z.string(),
  approachingDisplayLevel: z.array(z.string()),
  distanceFromConditionThreshold: amount,
  calloutMsg: z.string(),
});

/** The cart answer of every cart call: the spec's cart fields, amounts in major units. */
export const cartAnswerSchema = z
  .object({
    basketId: z.string(),
    currency: currencyCodeSchema,
    totalItems: z.number().int().nonnegative(),
    totals: cartAnswerTotalsSchema,
    items: z.array(cartAnswerItemSchema),
    payment_instruments: z.array(cartAnswerPaymentInstrumentSchema),
    shippingMethods: z.array(
      z.object({
        shippingId: z.string(),
        applicableShippingMethods: z.array(cartAnswerShippingOptionSchema.shape.shippingMethod),
        code: z.string().optional(),
      }),
    ),
    couponItems: z.array(z.object({ code: z.string(), applied: z.boolean(), promotionId: z.string().optional() })),
    orderPromotions: z.array(cartAnswerPromotionSchema),
    promoSummary: z.array(cartAnswerPromoSummarySchema),
    approachingPromotions: z.array(cartAnswerApproachingPromotionSchema),
    flash: z.array(z.object({ code: z.string(), type: z.string(), details: z.record(z.string(), z.unknown()).optional() })),
    customerNotifications: z.array(z.object({ type: z.string(), message: z.string() })),
    shippingAddress: cartAddressSchema.loose().optional(),
    billingAddress: cartAddressSchema.loose().optional(),
    rewards: z.array(z.record(z.string(), z.unknown())),
    priceAdjustments: z.array(z.object({ adjustmentId: z.string(), itemId: z.string().optional(), amount, reason: z.string(), createdBy: z.string() })),
    deviceFingerPrintSet: z.boolean(),
  })
  .meta({ id: 'Cart' });

/** Path parameters naming a basket. */
export const cartParamsSchema = z.object({ basketId: id });
/** Path parameters naming a price adjustment. */
export const priceAdjustmentParamsSchema = z.object({ basketId: id, adjustmentId: id });

/** `POST /cart/v1/cart` query: the locale picks the currency (en-CA, fr-CA: CAD; en-GB: GBP), or say it. */
export const createCartQuerySchema = z.object({ locale: z.string().max(20).optional(), currency: z.enum(['USD', 'CAD', 'GBP']).optional() });

/** `POST /cart/v1/item` query: the site's locale (a cart of another site's currency is refused, BSK409). */
export const addCartItemsQuerySchema = z.object({ locale: z.string().max(20).optional() });

/**
 * The query of every other call on a basket: the site the shopper calls from. A basket in another
 * site's currency is refused with BSK409 (one currency per basket), and nothing is written.
 */
export const siteLocaleQuerySchema = z.object({ locale: z.string().max(20).optional() });

/** `GET /cart/v1/cart/{basketId}` query (commerce section 7); the locale names the site (BSK409 for a cart of another site's currency). */
export const getCartQuerySchema = z.object({
  locale: z.string().max(20).optional(),
  favStoreId: z.string().max(20).optional(),
  isPatchRequired: z.enum(['true', 'false']).optional(),
  inventorySupplyCheck: z.enum(['true', 'false']).optional(),
});

const qty = z.number().int().min(1).max(CART_DEFAULT_MAX_QTY);
const lineFields = {
  productId: id,
  upc: z
    .string()
    .regex(/^[0-9]{12}$/)
    .optional(),
  variantId: id.optional(),
  qty: qty.default(CART_DEFAULT_QTY),
  maxQty: qty.default(CART_DEFAULT_MAX_QTY),
  storeId: z
    .string()
    .regex(/^[A-Z0-9]{3,10}$/)
    .optional(),
  recipeId: z.string().trim().min(1).max(100).optional(),
  giftOption: cartGiftOptionSchema.optional(),
};

/** One line of `POST /cart/v1/item`: the spec's items list (qty 1 and maxQty 999999 by default). */
export const addCartItemLineSchema = z.object({ cartId: id, ...lineFields });
/** `POST /cart/v1/item` body; every line names the same cart. */
export const addCartItemsBodySchema = z
  .object({ items: z.array(addCartItemLineSchema).min(1).max(50) })
  .refine((body) => body.items.every((line) => line.cartId === body.items[0]?.cartId), { message: 'Every line must name the same cartId', path: ['items'] });
/** `POST /cart/v1/cartWithItem` body: the lines of a new cart. */
export const cartWithItemBodySchema = z.object({ items: z.array(z.object(lineFields)).min(1).max(50) });
/** `POST /cart/v1/reserveWithItem` body: one item reserved for pickup in a store. */
export const reserveWithItemBodySchema = z.object({ items: z.array(z.object({ ...lineFields, storeId: z.string().regex(/^[A-Z0-9]{3,10}$/) })).length(1) });
/** `DELETE /cart/v1/item` body. */
export const removeCartItemBodySchema = z.object({ cartId: id, itemId: id, upc: z.string().max(20).optional() });
/**
 * `PUT /cart/v1/cart/{basketId}/item` body: a new quantity, 0 removes the line. A productId or upc
 * naming another variant of the line's product (quick-shop's "update in cart") gives the line that
 * colour or size at this quantity, merged into a line that already holds it.
 */
export const updateCartItemBodySchema = z.object({
  cartId: id.optional(),
  itemId: id,
  productId: id.optional(),
  qty: z.number().int().min(0).max(CART_DEFAULT_MAX_QTY),
  maxQty: qty.optional(),
  storeId: z.string().max(20).optional(),
  upc: z.string().max(20).optional(),
  /** A digital line's gift option, or null to take it off (Stride's addition: the spec's add sends it, nothing changes it). */
  giftOption: cartGiftOptionSchema.nullable().optional(),
});
/** `PUT` and `DELETE /cart/v1/coupon` body. */
export const couponBodySchema = z.object({ cartId: id, code: z.string().trim().min(1).max(64) });
/** `POST .../price_adjustments` body: an amount in major units off a line (itemId) or the order. */
export const addPriceAdjustmentBodySchema = z.object({
  itemId: id.optional(),
  amount: z.number().positive().max(1_000_000),
  reason: z.string().trim().min(3).max(200),
});
/** `PATCH .../price_adjustments/{adjustmentId}` body. */
export const updatePriceAdjustmentBodySchema = z
  .object({ amount: z.number().positive().max(1_000_000).optional(), reason: z.string().trim().min(3).max(200).optional() })
  .refine((body) => body.amount !== undefined || body.reason !== undefined, { message: 'Send amount or reason' });
/** `POST /cart/v1/deviceFingerPrint` body. */
export const deviceFingerprintBodySchema = z.object({ cartId: id, deviceFingerPrint: z.string().min(1).max(4096) });

export type CartAnswer = z.infer<typeof cartAnswerSchema>;
export type CartAnswerItem = z.infer<typeof cartAnswerItemSchema>;
export type CartAnswerTotals = z.infer<typeof cartAnswerTotalsSchema>;
export type AddCartItemLine = z.infer<typeof addCartItemLineSchema>;
export type CartLineRequest = z.infer<z.ZodObject<typeof lineFields>>;
