import { z } from 'zod';
import { PAY_LATER_PAYMENT_METHOD_ID, PAYMENT_METHOD_IDS } from '@stride/domain/cart';
import { VALIDATION_EMAIL_MAX_LENGTH, VALIDATION_EMAIL_PATTERN } from '@stride/domain/validation';
import { currencyCodeSchema } from '@stride/domain/money';
import { ORDER_EVENT_TYPES } from '@stride/domain/checkout';
import { cartAnswerSchema, cartAnswerTotalsSchema } from './cart.contract.js';
import { deliveryAddressFieldsSchema } from './delivery.contract.js';

// Wire amounts are decimal major units computed from integer minor units (toMajorUnits).
const amount = z.number();
const id = z.string().trim().min(1).max(64);
const orderNumber = z.string().trim().min(1).max(30);
const locale = z.string().max(20).optional();

/** `POST /psp/v1/tokens` (the sandbox provider's own endpoint): card details, checked there (FE309). */
export const cardTokenRequestSchema = z.object({
  number: z.string().min(1).max(30),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  cvc: z.string().min(1).max(4),
  holderName: z.string().trim().min(1).max(100),
});
export const cardTokenAnswerSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/** `GET /cart/v1/paymentSession`. */
export const paymentSessionQuerySchema = z.object({
  referer: z.string().max(2000).optional(),
  paymentMethodId: z.string().max(40).optional(),
  paymentMethod: z.string().max(40).optional(),
  locale,
});
export const paymentSessionAnswerSchema = z.object({
  provider: z.string(),
  meta: z.object({ environment: z.enum(['test', 'live']), clientKey: z.string(), brands: z.array(z.string()) }),
  locale: z.string(),
  sessionId: z.string(),
  success: z.boolean(),
});

/** `POST /psp/v1/challenge/{challengeId}`: the shopper's answer on the sandbox challenge page. */
export const challengeParamsSchema = z.object({ challengeId: z.string().regex(/^chl_[A-Za-z0-9_-]{10,64}$/) });
export const challengeAnswerRequestSchema = z.object({ result: z.enum(['passed', 'failed']) });
export const challengeAnswerSchema = z.object({ threeDS2Result: z.string(), passed: z.boolean() });

/** `POST /cart/v1/giftcard/balance`: both optional so a missing number answers GFC400, as the spec names it. */
export const giftCardBalanceRequestSchema = z.object({ giftCardNumber: z.string().max(40).optional(), pin: z.string().max(12).optional() });
export const giftCardBalanceAnswerSchema = z.object({
  balance: amount,
  currency: currencyCodeSchema,
  expiryDate: z.string().nullable(),
  status: z.enum(['ACTIVE', 'ZERO_BALANCE', 'EXPIRED', 'SUSPENDED']),
});

/** `POST /cart/v1/cart/{basketId}/paymentInstruments`. */
export const addPaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z.object({ payment_method_id: z.literal('CREDIT_CARD'), token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  z.object({ payment_method_id: z.literal('GIFT_CARD'), giftCardNumber: z.string().min(1).max(40), pin: z.string().max(12).optional() }),
  z.object({ payment_method_id: z.literal('LOYALTY_POINTS') }),
  z.object({ payment_method_id: z.enum(['REWARD_CODE', 'REWARD_CARD']), voucherId: id }),
  z.object({ payment_method_id: z.literal('ATHLETES_PAYMENT') }),
  // The pay-later provider: it finances what stored value leaves, and decides when the order is placed.
  z.object({ payment_method_id: z.literal(PAY_LATER_PAYMENT_METHOD_ID) }),
  // An express wallet's payment data, as the sandbox provider's wallet sheet issued it (account section 7).
  z.object({
    payment_method_id: z.enum(['DW_APPLE_PAY', 'PAYPAL']),
    additionalDetails: z.object({ paymentData: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  }),
]);
export const removePaymentInstrumentRequestSchema = z.object({ payment_instrument_id: id });
export const applyRewardRequestSchema = z.object({ appliedLoyaltyVoucher: id });
export const basketParamsSchema = z.object({ basketId: id });

/**
 * The answer of prepareOrder: the cart answer's payment part (its basket, totals and instruments),
 * cut from the cart answer so the two never disagree.
 */
export const basketPaymentsAnswerSchema = cartAnswerSchema
  .pick({ basketId: true, currency: true, totalItems: true, totals: true, payment_instruments: true })
  .meta({ id: 'BasketPayments' });

/** `GET /cart/v1/cart/{basketId}/paymentMethods`. */
export const paymentMethodsAnswerSchema = z.object({
  basketId: z.string(),
  applicablePaymentMethods: z.array(z.object({ id: z.enum(PAYMENT_METHOD_IDS), name: z.string() })),
  payment_instruments: cartAnswerSchema.shape.payment_instruments,
});

/** `GET /consumers-v3/consumer/loyalty/vouchers`. */
export const loyaltyVouchersAnswerSchema = z.object({
  memberId: z.string().nullable(),
  currentLoyaltyPoints: z.number().int(),
  applicableLoyaltyVouchers: z.array(
    z.object({ id: z.string(), points: z.number().int(), amountInCurrency: amount, currency: z.string(), available: z.boolean(), eligible: z.boolean() }),
  ),
});

/**
 * `GET /consumers-v3/consumer/payment_instruments`: the consumer's saved cards (CREDIT_CARD), saved gift cards
 * (GIFT_CARD, the number masked) and loyalty vouchers (REWARD_CODE). Checkout keeps REWARD_CODE, REWARD_CARD
 * and CREDIT_CARD (commerce section 7); the account shows the cards and gift cards.
 */
export const consumerPaymentInstrumentsAnswerSchema = z.object({
  payment_instruments: z.array(
    z.object({
      paymentInstrumentId: z.string(),
      payment_method_id: z.enum(['REWARD_CODE', 'REWARD_CARD', 'CREDIT_CARD', 'GIFT_CARD']),
      card: z
        .object({
          brand: z.string(),
          last4: z.string(),
          expiryMonth: z.number().int(),
          expiryYear: z.number().int(),
          holderName: z.string().optional(),
          isMain: z.boolean(),
        })
        .optional(),
      giftCard: z.object({ maskedNumber: z.string(), balance: amount, currency: z.string(), expiryDate: z.string().nullable() }).optional(),
      voucher: z.object({ points: z.number().int(), amount, currency: z.string() }).optional(),
    }),
  ),
});

const CARD_EXPIRY_MONTH = z.number().int().min(1).max(12);
const CARD_EXPIRY_YEAR = z.number().int().min(2000).max(2999);

/**
 * `POST /consumers-v3/consumer/payment_instruments`: saves a card from the provider's token (with the captcha's
 * recaptcha_response; isMain makes it the main card) or a gift card from its number and PIN.
 */
export const savePaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z
    .object({
      payment_method_id: z.literal('CREDIT_CARD'),
      token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
      isMain: z.boolean().optional(),
      recaptcha_response: z.string().max(4000).optional(),
    })
    .strict(),
  z
    .object({
      payment_method_id: z.literal('GIFT_CARD'),
      giftCardNumber: z.string().min(1).max(40),
      pin: z.string().min(1).max(12),
      recaptcha_response: z.string().max(4000).optional(),
    })
    .strict(),
]);
/** The saved card result (account section 3): `card.paymentInstrumentId`; a gift card answers `giftCard.paymentInstrumentId`. */
export const savedPaymentInstrumentAnswerSchema = z.object({
  card: z.object({ paymentInstrumentId: z.string() }).optional(),
  giftCard: z.object({ paymentInstrumentId: z.string() }).optional(),
});
/** `PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}`: a saved card's main flag, renewed expiry or holder. */
export const updatePaymentInstrumentRequestSchema = z
  .object({
    isMain: z.boolean().optional(),
    expiryMonth: CARD_EXPIRY_MONTH.optional(),
    expiryYear: CARD_EXPIRY_YEAR.optional(),
    holderName: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send isMain, expiryMonth with expiryYear, or holderName' })
  .refine((body) => (body.expiryMonth === undefined) === (body.expiryYear === undefined), { message: 'expiryMonth and expiryYear go together' });
export const paymentInstrumentParamsSchema = z.object({ paymentInstrumentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** `POST /cart/v1/cart/prepareOrder`. */
export const prepareOrderRequestSchema = z.object({ basketId: id });

// A provider's extra payment data: a few flat values, never nested (it is stored as sent).
const MAX_ADDITIONAL_DATA_KEYS = 20;
const paymentAdditionalDataSchema = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= MAX_ADDITIONAL_DATA_KEYS, { message: `At most ${MAX_ADDITIONAL_DATA_KEYS} entries` });

/** `PUT /cart/v2/checkout/order`: the place-order payload (commerce section 3); its billing address is a delivery address. */
export const placeOrderRequestSchema = z.object({
  cartId: id,
  billingAddress: deliveryAddressFieldsSchema.optional(),
  paymentMethod: z.object({
    code: z.enum(PAYMENT_METHOD_IDS),
    id: z.string().max(64).optional(),
    // The card's first six to eight digits (its issuer), as the shopper typed it.
    bin: z
      .string()
      .regex(/^\d{6,8}$/)
      .optional(),
    type: z.string().max(40).optional(),
    additionalData: paymentAdditionalDataSchema.optional(),
  }),
  inStoreSalesInfo: z.object({ storeId: z.string().regex(/^[A-Z0-9]{3,10}$/), storeEmployeeId: z.string().trim().min(1).max(40) }).optional(),
  recaptcha_response: z.string().max(4096).optional(),
});

/** `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure result. */
export const patchOrderRequestSchema = z.object({
  paymentMethod: z.object({
    code: z.literal('CREDIT_CARD'),
    additionalData: z.object({
      cardType: z.string().max(40).optional(),
      paymentInstrumentId: z.string().max(64).optional(),
      sessionID: z.string().max(200).optional(),
      threeDS2Result: z.string().min(1).max(200),
    }),
  }),
});
export const orderParamsSchema = z.object({ orderNumber });

/** An order (commerce section 3, "Order"). */
/** A gift card an order issued, as its owner sees it: the number masked but for its last four digits (account section 9). */
export const orderGiftCardSchema = z.object({ maskedNumber: z.string(), amount, currency: currencyCodeSchema });

export const orderAnswerSchema = z.object({
  orderNumber: z.string(),
  st: z.string().optional(),
  status: z.string(),
  orderDate: z.string(),
  currency: currencyCodeSchema,
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      upc: z.string(),
      name: z.string(),
      colour: z.string(),
      size: z.string(),
      qty: z.number().int(),
      price: z.object({ current: amount, original: amount, rowTotal: amount, currency: currencyCodeSchema }),
      shippingMethod: z.string(),
      storeId: z.string().nullable(),
      bonus: z.boolean(),
    }),
  ),
  shipments: z.array(z.object({ shipmentId: z.string(), shippingMethod: z.string(), storeId: z.string().nullable() })),
  totals: cartAnswerTotalsSchema,
  paymentMethod: z.array(
    z.object({ code: z.string(), label: z.string(), amount, additionalData: z.object({ brand: z.string().optional(), last4: z.string().optional() }) }),
  ),
  promoSummary: z.array(z.unknown()),
  flash: z.array(z.object({ code: z.string(), type: z.string(), details: z.record(z.string(), z.unknown()).optional() })),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  /** Where the order is since it was placed (one order's answer, not the history's). */
  tracking: z
    .object({
      events: z.array(z.object({ type: z.enum(ORDER_EVENT_TYPES), at: z.string(), carrier: z.string().nullable(), trackingNumber: z.string().nullable() })),
      returnNumber: z.string().nullable(),
      /** The last day a return is accepted (ISO), once the order is delivered. */
      returnBy: z.string().nullable(),
      /** Whether a return label is given now (delivered and within the window, by the server's clock). */
      returnable: z.boolean(),
    })
    .optional(),
  /** The digital gift cards the order issued, each e-mailed with its PIN (one order's answer, not the history's). */
  giftCards: z.array(orderGiftCardSchema).optional(),
});

/** `GET /consumers-v3/consumer/purchase/{orderId}`. */
export const purchaseParamsSchema = z.object({ orderId: orderNumber });
/** `POST /consumers-v3/consumer/purchasehistory`. */
export const purchaseHistoryRequestSchema = z.object({
  start: z.number().int().min(0).max(10_000).default(0),
  count: z.number().int().min(1).max(50).default(10),
});
export const purchaseHistoryAnswerSchema = z.object({
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  orders: z.array(orderAnswerSchema),
});
/**
 * `POST /consumers-v3/agent/orders/search` (Stride's, agents only): the orders placed with an e-mail,
 * matched case-insensitively; paged like the purchase history.
 */
export const agentOrderSearchRequestSchema = purchaseHistoryRequestSchema.extend({
  email: z.string().trim().max(VALIDATION_EMAIL_MAX_LENGTH).regex(VALIDATION_EMAIL_PATTERN, 'not an e-mail address'),
});
export const agentOrderSearchAnswerSchema = purchaseHistoryAnswerSchema;
/** `POST /consumers-v3/consumer/TrackOrder`: order number with the e-mail or the `st` token. */
export const trackOrderRequestSchema = z
  .object({ orderNumber, email: z.string().trim().min(3).max(100).optional(), st: z.string().min(1).max(100).optional() })
  .refine((body) => body.email !== undefined || body.st !== undefined, 'email or st is required');
/** `POST /consumers-v3/consumer/CancelOrder`. */
export const cancelOrderRequestSchema = z.object({ orderNumber });
/**
 * `POST /consumers-v3/consumer/resendGiftCardEmail` (the spec shows no payload; Stride's): the order, and one of its
 * gift cards when only that one's e-mail is to go again (spaces and dashes allowed, as a card is printed).
 */
export const resendGiftCardEmailRequestSchema = z.object({
  orderNumber,
  giftCardNumber: z
    .string()
    .trim()
    .min(16)
    .max(24)
    .regex(/^[0-9][0-9 -]*$/, 'a gift card number has digits, spaces and dashes only')
    .optional(),
});
/** The gift cards whose e-mails were queued again, each with a new PIN. */
export const resendGiftCardEmailAnswerSchema = z.object({ orderNumber: z.string(), giftCards: z.array(orderGiftCardSchema) });
/** `POST /consumers-v3/consumer/purchase/invoice/download`: the order whose invoice to download. */
export const invoiceDownloadRequestSchema = z.object({ orderNumber });
/** A PDF document, answered as `application/pdf` bytes. */
export const pdfAnswerSchema = z.instanceof(Uint8Array);
const carrierText = z.string().trim().min(1).max(40);
/** `POST /consumers-v3/agent/orders/{orderNumber}/fulfilment` (Stride's, agents): a shipment names its carrier and tracking number. */
export const fulfilmentReportSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('SHIPPED'), carrier: carrierText, trackingNumber: carrierText.regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only') }),
  z.object({ step: z.literal('DELIVERED') }),
  z.object({ step: z.literal('RETURNED') }),
]);

export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequestSchema>;
export type SavePaymentInstrumentRequest = z.infer<typeof savePaymentInstrumentRequestSchema>;
export type UpdatePaymentInstrumentRequest = z.infer<typeof updatePaymentInstrumentRequestSchema>;
export type ConsumerPaymentInstrumentsAnswer = z.infer<typeof consumerPaymentInstrumentsAnswerSchema>;
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PaymentSessionAnswer = z.infer<typeof paymentSessionAnswerSchema>;
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
export type ResendGiftCardEmailAnswer = z.infer<typeof resendGiftCardEmailAnswerSchema>;
export type AgentOrderSearchRequest = z.input<typeof agentOrderSearchRequestSchema>;
export type AgentOrderSearchAnswer = z.infer<typeof agentOrderSearchAnswerSchema>;
export type BasketPaymentsAnswer = z.infer<typeof basketPaymentsAnswerSchema>;
