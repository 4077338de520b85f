import { meetsLoyaltyMinimumPoints } from '../../cart/index.js';
import type { PaymentMethodId } from '../../cart/index.js';

/** Who pays, as far as the offered payment methods go. */
export interface PayerProfile {
  readonly registered: boolean;
  readonly consumerType: string;
  readonly isLoyaltyMember: boolean;
  readonly loyaltyPoints: number;
  readonly athleteCreditLeftMinor: number;
}

/**
 * The payment methods offered on a basket: card and gift card to all, points to loyalty members
 * with the minimum points, rewards to loyalty members, athlete payment to athletes with credit.
 * @example availablePaymentMethods({ registered: false, consumerType: 'GUEST', isLoyaltyMember: false, loyaltyPoints: 0, athleteCreditLeftMinor: 0 }, 500) // ['CREDIT_CARD', 'GIFT_CARD']
 */
export function availablePaymentMethods(payer: PayerProfile, loyaltyMinimumPoints: number): PaymentMethodId[] {
  const methods: PaymentMethodId[] = ['CREDIT_CARD', 'GIFT_CARD'];
  const loyalty = payer.registered && payer.isLoyaltyMember;
  if (loyalty && meetsLoyaltyMinimumPoints(payer.loyaltyPoints, loyaltyMinimumPoints)) methods.push('LOYALTY_POINTS');
  if (loyalty) methods.push('REWARD_CODE', 'REWARD_CARD');
  if (payer.consumerType === 'ATHLETE' && payer.athleteCreditLeftMinor > 0) methods.push('ATHLETES_PAYMENT');
  return methods;
}
