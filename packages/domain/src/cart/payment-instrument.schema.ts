import { z } from 'zod';

/** The pay-later provider's payment method id (the spec names no provider). */
export const PAY_LATER_PAYMENT_METHOD_ID = 'PAY_LATER';
/** The wallet payment method id (the express wallet button). */
export const WALLET_PAYMENT_METHOD_ID = 'DW_APPLE_PAY';
/** The PayPal-type express button's payment method id (account section 7). */
export const PAYPAL_PAYMENT_METHOD_ID = 'PAYPAL';

/** Every payment_method_id of commerce section 3. */
export const PAYMENT_METHOD_IDS = [
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'CREDIT_CARD',
  'REWARD_CODE',
  'REWARD_CARD',
  PAY_LATER_PAYMENT_METHOD_ID,
  WALLET_PAYMENT_METHOD_ID,
  PAYPAL_PAYMENT_METHOD_ID,
] as const;

/** A payment_method_id. */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** The payment methods paid from the rewards programme. */
export const REWARD_PAYMENT_METHOD_IDS = ['REWARD_CODE', 'REWARD_CARD'] as const satisfies readonly PaymentMethodId[];

/** A payment instrument on the cart; wallet ids and athlete amounts only where they apply. */
export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string().min(1),
  payment_method_id: z.enum(PAYMENT_METHOD_IDS),
  amount: z.number().nonnegative().optional(),
  paymentRequestId: z.string().optional(),
  paymentId: z.string().optional(),
  payerId: z.string().optional(),
  additionalData: z
    .object({
      remainingAmount: z.number().nonnegative().optional(),
      payableAmount: z.number().nonnegative().optional(),
    })
    .optional(),
});

/** A payment instrument on the cart. */
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;
