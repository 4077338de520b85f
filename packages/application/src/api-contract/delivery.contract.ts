import { z } from 'zod';
import { SHIPPING_METHOD_TYPES } from '@stride/domain/shipping';

const id = z.string().trim().min(1).max(64);
const text = (max: number) => z.string().max(max).optional();

/**
 * The address fields of commerce section 3 ("Address (commerce use)"), as a cart call sends them.
 * Every address of a request (shipping, billing, the billing sent with place order) is this object:
 * strict, so nothing beyond these fields is stored, and each field bounded on the wire (the
 * per-country rules of the address context then apply, see checkShippingAddress / checkBillingAddress).
 */
export const deliveryAddressFieldsSchema = z.strictObject({
  firstName: text(60),
  lastName: text(60),
  addressLine1: text(100),
  addressLine2: text(100),
  addressLine3: text(100),
  city: text(60),
  province: text(60),
  postalCode: text(12),
  country: text(60),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  email: text(254),
  phone: text(40),
  phoneCode: z
    .string()
    .regex(/^\+?[0-9]{1,4}$/)
    .optional(),
  addressId: text(64),
  shippingId: text(64),
  isValidated: z.boolean().optional(),
  subscriptions: z.strictObject({ newsletterConsent: z.boolean().optional() }).optional(),
});

/** Where the address comes from: the checkout form, an express wallet, or a collection point. */
export const shippingAddressContextSchema = z.enum(['CHECKOUT', 'PAYPAL_EXPRESS', 'APPLE_PAY_EXPRESS', 'COLLECTION']);

/** Body of `POST /cart/v2/cart/{basketId}/shippingAddress`: the address, context, bid, recaptcha_response. */
export const shippingAddressBodySchema = deliveryAddressFieldsSchema.extend({
  context: shippingAddressContextSchema.optional(),
  bid: text(64),
  recaptcha_response: text(4000),
});

/** Body of the billing address and the validation calls: the address fields. */
export const billingAddressBodySchema = deliveryAddressFieldsSchema;

/** Answer of `POST /cart/v1/cart/{basketId}/shippingAddress/validation`: valid, with the address as it would be saved. */
export const addressValidationAnswerSchema = z.object({ isValid: z.literal(true), address: deliveryAddressFieldsSchema });

/** Path parameters of `GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`. */
export const shippingMethodParamsSchema = z.object({ basketId: id, shippingId: id });

/** An applicable shipping method on the wire: price in major units, and the type the storefront shows. */
export const applicableShippingMethodSchema = z.object({
  code: z.string(),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.object({ amount: z.number().nonnegative() }),
  type: z.enum(SHIPPING_METHOD_TYPES),
});

/** Answer of `GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`. */
export const shipmentMethodsAnswerSchema = z.object({
  shippingId: z.string(),
  storeId: z.string().optional(),
  applicableShippingMethods: z.array(applicableShippingMethodSchema),
  code: z.string().optional(),
});

/** Body of `POST /cart/v1/shippingMethod`. */
export const setShippingMethodBodySchema = z.object({
  cartId: id,
  code: z.string().trim().min(1).max(40),
  shippingId: id,
  shopperAppliedSM: z.boolean().optional(),
});

export type DeliveryAddressFields = z.infer<typeof deliveryAddressFieldsSchema>;
export type ShippingAddressBody = z.infer<typeof shippingAddressBodySchema>;
export type ApplicableShippingMethodAnswer = z.infer<typeof applicableShippingMethodSchema>;
export type ShipmentMethodsAnswer = z.infer<typeof shipmentMethodsAnswerSchema>;
export type SetShippingMethodBody = z.infer<typeof setShippingMethodBodySchema>;
