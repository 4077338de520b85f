import type { CheckoutStore, OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { ReadyBasket } from './check-basket-ready.js';

/** Consumes gift cards, points, vouchers and athlete credit for an order, each once (ledger rows). */
export async function consumeStoredValue(store: CheckoutStore, ready: ReadyBasket, orderNumber: string): Promise<Result<true, StrideError>> {
  const { basket } = ready;
  for (const p of ready.payments) {
    if (p.paymentMethodId === 'GIFT_CARD' && p.giftCardNumber !== null) {
      if (!(await store.giftCards.redeem(p.giftCardNumber, orderNumber, p.amountMinor))) return err(strideError('GFC740'));
    }
    if (p.paymentMethodId === 'LOYALTY_POINTS' && p.loyaltyPoints !== null) {
      if (!(await store.loyalty.redeemPoints(basket.consumerNo, orderNumber, p.loyaltyPoints))) return err(strideError('REW140'));
    }
    if (p.paymentMethodId === 'ATHLETES_PAYMENT') {
      if (!(await store.loyalty.spendAthleteCredit(basket.consumerNo, orderNumber, p.amountMinor, basket.currency))) return err(strideError('PYT400'));
    }
    if (p.loyaltyVoucherId !== null) await store.loyalty.setVoucherStatus(p.loyaltyVoucherId, 'REDEEMED');
  }
  return ok(true);
}

/** Gives back everything an order consumed: gift card amounts, points, athlete credit, vouchers, promo code uses. */
export async function refundStoredValue(store: CheckoutStore, order: OrderRecord): Promise<void> {
  for (const p of order.payments) {
    if (p.giftCardNumber !== null) await store.giftCards.refund(p.giftCardNumber, order.orderNumber);
    if (p.loyaltyVoucherId !== null) await store.loyalty.setVoucherStatus(p.loyaltyVoucherId, 'AVAILABLE');
  }
  await store.loyalty.refundPoints(order.consumerNo, order.orderNumber);
  await store.loyalty.refundAthleteCredit(order.consumerNo, order.orderNumber);
  await store.coupons.release(order.orderNumber);
}
