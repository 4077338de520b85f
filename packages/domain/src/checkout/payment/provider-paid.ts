/**
 * The methods a provider authorises and captures: a card, the express wallets that pay like one, and the pay-later
 * provider (PAY_LATER, the pay-later provider value of commerce section 3), which finances what stored value leaves.
 */
export const PROVIDER_PAYMENT_METHOD_IDS = ['CREDIT_CARD', 'DW_APPLE_PAY', 'PAYPAL', 'PAY_LATER'] as const;

/** The express wallet methods (account section 7, "Express wallet calls"): a wallet pay button and a PayPal-type one. */
export const EXPRESS_WALLET_METHOD_IDS = ['DW_APPLE_PAY', 'PAYPAL'] as const;

/** An express wallet method id. */
export type ExpressWalletMethodId = (typeof EXPRESS_WALLET_METHOD_IDS)[number];

/**
 * True for an instrument the provider pays: it takes what stored value leaves, is authorised when the order is placed,
 * and is refunded through the provider. A basket holds at most one.
 * @example isProviderPaid('DW_APPLE_PAY') // true
 * @example isProviderPaid('GIFT_CARD') // false
 */
export function isProviderPaid(paymentMethodId: string): boolean {
  return (PROVIDER_PAYMENT_METHOD_IDS as readonly string[]).includes(paymentMethodId);
}

/**
 * True for an express wallet method.
 * @example isExpressWalletMethod('PAYPAL') // true
 */
export function isExpressWalletMethod(paymentMethodId: string): paymentMethodId is ExpressWalletMethodId {
  return (EXPRESS_WALLET_METHOD_IDS as readonly string[]).includes(paymentMethodId);
}
