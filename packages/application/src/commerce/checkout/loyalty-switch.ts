import type { PaymentMethodId } from '@stride/domain/cart';

const LOYALTY_PAYMENT_METHODS: readonly PaymentMethodId[] = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'];

/**
 * The payment methods of the loyalty programme (points and vouchers): with the programme turned off (STRIDE_LOYALTY)
 * they are neither offered nor taken.
 * @example isLoyaltyPaymentMethod('REWARD_CODE') // true
 */
export function isLoyaltyPaymentMethod(method: PaymentMethodId): boolean {
  return LOYALTY_PAYMENT_METHODS.includes(method);
}
