import type { AuthoriseOutcome, OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';
import { refundStoredValue } from './order-stored-value.js';
import { giveBackStock } from './order-stock.js';
import { queueOrderConfirmation } from './queue-order-confirmation.js';
import { issueOrderGiftCards } from './issue-order-gift-cards.js';
import { recordOrderGroupSpend } from './record-order-group-spend.js';
import { cartSiteFor } from '../cart/cart-site.js';
import { emailLocaleFor } from '../email-locale.js';
import { isProviderPaid } from '@stride/domain/checkout';
import { paymentProviderFor } from './payment-provider-for.js';

/** A placed (or challenge-pending) order and what the answer must say. */
export interface OrderOutcome {
  readonly order: OrderRecord;
  /** The 3-D Secure challenge to open, when the card asked for one. */
  readonly challenge?: { readonly challengeUrl: string; readonly paymentInstrumentId: string } | undefined;
}

const cardPaymentOf = (order: OrderRecord) => order.payments.find((p) => isProviderPaid(p.paymentMethodId));

/**
 * Undoes a pending order in one transaction: stock back, stored value refunded, the order deleted
 * and the basket reopened. Only a PENDING_PAYMENT order is released, so a retry releases nothing twice.
 */
export async function releasePendingOrder(deps: Pick<CheckoutDeps, 'uow'>, orderNumber: string): Promise<boolean> {
  const released = await deps.uow.run(async (store) => {
    const order = await store.orders.lock(orderNumber);
    if (order === null || order.status !== 'PENDING_PAYMENT') return ok(false);
    await giveBackStock(store, order.items);
    await refundStoredValue(store, order);
    await store.orders.delete(orderNumber);
    await store.baskets.setStatus(order.basketId, 'OPEN');
    return ok(true);
  });
  return released.unwrapOr(false);
}

/**
 * Marks a pending order paid: the card captured, the order PLACED (one statement, `markPaid`), its
 * confirmation e-mail queued in the site's locale and its gift cards issued, in one transaction so no
 * e-mail is lost (guarded, so twice is once).
 */
export async function completePaidOrder(
  deps: Pick<CheckoutDeps, 'uow' | 'gateway' | 'payLater' | 'emails' | 'glossary' | 'orderLink' | 'randomBytes' | 'now'>,
  order: OrderRecord,
  pspReference: string,
  locale: string | undefined,
): Promise<Result<OrderRecord, StrideError>> {
  await paymentProviderFor(deps, cardPaymentOf(order)?.paymentMethodId ?? '').capture(pspReference);
  // Read outside the transaction: the glossary has its own connection (PGlite has only one).
  const site = await cartSiteFor(deps.glossary, emailLocaleFor(locale));
  return deps.uow.run(async (store) => {
    const card = cardPaymentOf(order);
    const moved = await store.orders.markPaid(order.orderNumber, card?.id ?? null, pspReference);
    if (moved && order.status === 'PENDING_PAYMENT') {
      // Exactly the writes above changed the order: no need to read it back.
      const payments = order.payments.map((p) => (p.id === card?.id ? { ...p, status: 'CAPTURED' as const, pspReference } : p));
      const placed = { ...order, status: 'PLACED' as const, payments };
      await queueOrderConfirmation(store, deps, placed, locale, site);
      await issueOrderGiftCards(store, deps, placed, locale);
      await recordOrderGroupSpend(store, placed);
      return ok(placed);
    }
    const placed = await store.orders.find(order.orderNumber);
    return placed === null ? err(strideError('ORD409')) : ok(placed);
  });
}

/** Acts on the provider's answer for a pending order: complete it, wait for the challenge, or release it. */
export async function settleOrder(
  deps: Pick<CheckoutDeps, 'uow' | 'gateway' | 'payLater' | 'emails' | 'randomBytes' | 'now'>,
  order: OrderRecord,
  outcome: AuthoriseOutcome,
  locale: string | undefined,
): Promise<Result<OrderOutcome, StrideError>> {
  if (outcome.status === 'AUTHORISED') {
    const placed = await completePaidOrder(deps, order, outcome.pspReference, locale);
    return placed.isErr() ? err(placed.error) : ok({ order: placed.value });
  }
  const card = cardPaymentOf(order);
  if (outcome.status === 'CHALLENGE' && card !== undefined) {
    await deps.uow.run(async (store) => ok(await store.orders.setPayment(card.id, 'PENDING_CHALLENGE', outcome.pspReference)));
    return ok({ order, challenge: { challengeUrl: outcome.challengeUrl, paymentInstrumentId: card.id } });
  }
  await releasePendingOrder(deps, order.orderNumber);
  return err(strideError(outcome.status === 'REFUSED' ? outcome.code : 'PAY400'));
}
