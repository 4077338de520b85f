import { z } from 'zod';
import { currencyCodeSchema } from '../money/index.js';
import { promoSummarySchema } from '../promo/index.js';
import { shippingMethodSchema } from '../shipping/index.js';
import { cartItemSchema, cartProductPromotionSchema } from './cart-item.schema.js';
import { paymentInstrumentSchema } from './payment-instrument.schema.js';

const amount = z.number();

/** Cart totals: every field of commerce section 3, decimal major units on the wire. */
export const cartTotalsSchema = z.object({
  total: amount,
  totalDiscount: amount,
  itemTotal: amount,
  totalWithoutTax: amount,
  shipping: amount,
  tax: amount,
  totalDiscountPercentage: amount,
  remainingToPay: amount,
  currency: currencyCodeSchema,
  totalUnits: z.number().int().nonnegative(),
  itemSubTotal: amount,
  netAmount: amount,
  taxAmount: amount,
  appliedRewards: amount,
});

/** A flash message of a cart or order answer. */
export const cartFlashSchema = z.object({
  code: z.string(),
  type: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** A customer notification of a cart answer. */
export const cartCustomerNotificationSchema = z.object({ type: z.string(), message: z.string() });

/** A shipment's shipping methods. */
export const cartShippingMethodsSchema = z.object({
  shippingId: z.string().min(1),
  applicableShippingMethods: z.array(shippingMethodSchema),
  code: z.string().optional(),
});

/** An address as the cart holds it (commerce section 3, "Address (commerce use)"). */
export const cartAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  country: z.string().optional(),
  countryCode: z.string().optional(),
  email: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  postalCode: z.string(),
  province: z.string().optional(),
  shippingId: z.string().optional(),
  addressId: z.string().optional(),
  isValidated: z.boolean().optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});

/** The cart (basket) of commerce section 3. */
export const cartSchema = z.object({
  basketId: z.string().min(1),
  currency: currencyCodeSchema,
  totalItems: z.number().int().nonnegative(),
  totals: cartTotalsSchema.optional(),
  items: z.array(cartItemSchema),
  payment_instruments: z.array(paymentInstrumentSchema).optional(),
  shippingMethods: z.array(cartShippingMethodsSchema).optional(),
  couponItems: z.array(z.object({ code: z.string().min(1), applied: z.boolean().optional(), promotionId: z.string().optional() })).optional(),
  orderPromotions: z.array(cartProductPromotionSchema).optional(),
  promoSummary: z.array(promoSummarySchema).optional(),
  flash: z.array(cartFlashSchema).optional(),
  customerNotifications: z.array(cartCustomerNotificationSchema).optional(),
  shippingAddress: cartAddressSchema.optional(),
  billingAddress: cartAddressSchema.optional(),
  rewards: z.array(z.record(z.string(), z.unknown())).optional(),
  priceAdjustments: z.array(z.object({ adjustmentId: z.string().min(1) }).loose()).optional(),
});

/** A flash message. */
export type CartFlash = z.infer<typeof cartFlashSchema>;
