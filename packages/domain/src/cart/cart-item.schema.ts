import { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from './cart.constants.js';
import { z } from 'zod';
import { currencyCodeSchema } from '../money/index.js';
import { shippingMethodSchema, shippingOptionSchema } from '../shipping/index.js';
import { VALIDATION_EMAIL_MAX_LENGTH } from '../validation/validation.constants.js';

const amount = z.number();

/** A cart item's price; amounts are decimal major units on the wire. */
export const cartItemPriceSchema = z.object({
  current: amount.optional(),
  original: amount.optional(),
  highCurrent: amount.optional(),
  highOriginal: amount.optional(),
  rowTotal: amount.optional(),
  priceAfterItemDiscount: amount.optional(),
  priceAfterOrderDiscount: amount.optional(),
  amount: amount.optional(),
  currency: currencyCodeSchema.optional(),
});

export { GIFT_MESSAGE_MAX_LENGTH, GIFT_RECIPIENT_MAX_LENGTH } from './cart.constants.js';

/** A gift option (digital products only). */
export const cartGiftOptionSchema = z.strictObject({
  email: z.email().max(VALIDATION_EMAIL_MAX_LENGTH),
  message: z.string().min(1).max(GIFT_MESSAGE_MAX_LENGTH),
  to: z.string().min(1).max(GIFT_RECIPIENT_MAX_LENGTH),
});

/** A promotion applied to a product line. */
export const cartProductPromotionSchema = z.object({
  couponCode: z.string().optional(),
  promotionId: z.string().min(1),
  campaignId: z.string().optional(),
  price: amount.optional(),
});

/** A cart item (commerce section 3). */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  productId: z.string().min(1),
  masterId: z.string().optional(),
  masterId2: z.string().optional(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive().optional(),
  upc: z.string().optional(),
  slug: z.string().optional(),
  taxTotal: amount.optional(),
  bonus: z.boolean().optional(),
  recipeId: z.string().optional(),
  precreatedCustomsCode: z.string().optional(),
  isCustoms: z.boolean().optional(),
  isDigitalProduct: z.boolean().optional(),
  pdpUrl: z.string().optional(),
  productImageURL: z.string().optional(),
  price: cartItemPriceSchema.optional(),
  shippingOptions: z.array(shippingOptionSchema).optional(),
  giftOption: cartGiftOptionSchema.optional(),
  productPromotions: z.array(cartProductPromotionSchema).optional(),
  applicableShippingMethods: z.array(shippingMethodSchema).optional(),
  shippingPromotions: z.array(cartProductPromotionSchema).optional(),
});

/** A gift option. */
export type CartGiftOption = z.infer<typeof cartGiftOptionSchema>;
