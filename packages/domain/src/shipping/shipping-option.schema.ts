import { z } from 'zod';

/** A shipping method as the cart answer carries it; amounts are decimal major units on the wire. */
export const shippingMethodSchema = z.object({
  code: z.string().min(1),
  label: z.string().optional(),
  deliveryTime: z.string().optional(),
  price: z.object({ amount: z.number().nonnegative() }).optional(),
});

/** The store an option is picked up from, with the quantity that store holds. */
export const shippingStoreInfoSchema = z.object({
  id: z.string().min(1),
  storeInventory: z.number().int().nonnegative().optional(),
});

/** One shipping option of a cart item. */
export const shippingOptionSchema = z.object({
  selected: z.boolean(),
  available: z.boolean(),
  shippingMethod: shippingMethodSchema,
  storeInfo: shippingStoreInfoSchema.optional(),
});

/** One shipping option of a cart item. */
export type ShippingOption = z.infer<typeof shippingOptionSchema>;
