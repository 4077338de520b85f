import { z } from 'zod';
import { VALIDATION_EMAIL_MAX_LENGTH, VALIDATION_EMAIL_PATTERN } from '@stride/domain/validation';

// Wire schemas of notify me (account section 7, Products: `PUT /products/v1/notifications`) and of support staff's
// stock setting, whose restock e-mails the waiting shoppers. The spec names the call, not its payload: Stride's
// choice is the product and variant ids the product answer carries, and a guest's e-mail address.

const productId = z.string().regex(/^[A-Z0-9]{8,11}$/, 'a product id: 8 to 11 upper-case letters or digits');
const variantId = z.string().regex(/^[A-Z0-9]{8,16}$/, 'a variant id: 8 to 16 upper-case letters or digits');

/** Body of `PUT /products/v1/notifications`: which size, and where a guest wants the e-mail (a signed-in shopper's is their account's). */
export const stockNotificationBodySchema = z
  .object({
    productId,
    variantId,
    email: z.string().trim().max(VALIDATION_EMAIL_MAX_LENGTH).regex(VALIDATION_EMAIL_PATTERN, 'not an e-mail address').optional(),
  })
  .strict();

/** The wait kept: `created` is false when the same shopper (or guest address) already waited for this size. */
export const stockNotificationAnswerSchema = z.object({
  notificationId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  /** Where the e-mail will go. */
  email: z.string(),
  status: z.literal('waiting'),
  created: z.boolean(),
});

/** Params and body of support staff's stock setting. */
export const onlineStockParamsSchema = z.object({ variantId });
export const onlineStockBodySchema = z.object({ quantity: z.number().int().min(0).max(999_999) }).strict();
/** The stock before and after, and how many waiting shoppers the restock e-mailed. */
export const onlineStockAnswerSchema = z.object({
  variantId: z.string(),
  before: z.number().int().nonnegative(),
  after: z.number().int().nonnegative(),
  notified: z.number().int().nonnegative(),
});

export type StockNotificationBody = z.infer<typeof stockNotificationBodySchema>;
export type StockNotificationWireAnswer = z.infer<typeof stockNotificationAnswerSchema>;
