import type { IssuedGiftCard } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { normaliseGiftCardNumber } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { giftCardResendsPerOrder } from '@stride/domain/security';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutCaller, CheckoutDeps } from './checkout-deps.js';
import { queueGiftCardEmail } from './gift-card-email.js';
import { drawGiftCardSecrets } from './issue-order-gift-cards.js';
import { spendAttempt } from '../identity/spend-attempt.js';

/** `POST /consumers-v3/consumer/resendGiftCardEmail`: the order, and one of its cards or all of them. */
export interface ResendGiftCardEmailInput {
  readonly orderNumber: string;
  readonly giftCardNumber?: string | undefined;
  readonly caller: CheckoutCaller;
}

/**
 * Sends an order's gift card e-mails again (all its cards, or the one named), to the same recipients in the same
 * language. Only the order's owner may (the signed-in consumer, or the guest whose token placed it): anyone else's
 * order answers exactly like a missing one (OHS4004). An order without gift cards, or a number that is not one of
 * them, is GFO404; a refunded (cancelled or returned) order's cards are suspended, GFC725. Each order may resend GIFT_CARD_RESENDS_PER_ORDER times an hour (API429 with the wait). Only a
 * hash of a PIN is kept, so each card gets a new PIN, written with its e-mail in one transaction: the PIN of an
 * earlier e-mail stops working.
 */
export async function resendGiftCardEmail(
  deps: Pick<CheckoutDeps, 'uow' | 'reader' | 'throttle' | 'now' | 'randomBytes' | 'emails'>,
  input: ResendGiftCardEmailInput,
): Promise<Result<IssuedGiftCard[], StrideError>> {
  const order = await deps.reader.orders.find(input.orderNumber);
  if (order === null || order.status === 'PENDING_PAYMENT' || order.consumerNo !== input.caller.consumerNo) return err(strideError('OHS4004'));
  const issued = await deps.reader.issuedGiftCards.issuedFor(order.orderNumber);
  if (issued.length === 0) return err(strideError('GFO404', 'This order has no gift card to send.'));
  const named = input.giftCardNumber === undefined ? null : normaliseGiftCardNumber(input.giftCardNumber);
  const cards = input.giftCardNumber === undefined ? issued : issued.filter((card) => card.number === named);
  if (cards.length === 0) return err(strideError('GFO404', 'This order has no gift card with this number.'));
  // A cancelled or returned order was refunded and its cards suspended: there is nothing to send.
  if (order.status === 'CANCELLED' || order.status === 'RETURNED') return err(strideError('GFC725', 'This order was refunded: its gift cards no longer work.'));
  const refused = await spendAttempt(deps, [giftCardResendsPerOrder(order.orderNumber)]);
  if (refused !== undefined) return err(refused);
  const lines = await deps.reader.issuedGiftCards.digitalLines(order.orderNumber);
  return deps.uow.run(async (store) => {
    for (const card of cards) {
      const { pin } = drawGiftCardSecrets(deps);
      await store.issuedGiftCards.replacePin(card.number, pin);
      await queueGiftCardEmail(store, deps, { order, line: lines.find((line) => line.itemId === card.itemId), card, pin, resent: true });
    }
    return ok(cards);
  });
}
