import type { CheckoutStore, InstrumentRecord, OrderDraft, OrderRecord } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { orderNumberFromBytes, isProviderPaid } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import type { CheckoutDeps } from './checkout-deps.js';
import type { ReadyBasket } from './check-basket-ready.js';
import { consumeStoredValue } from './order-stored-value.js';
import { takeStock } from './order-stock.js';
import { queueOrderConfirmation } from './queue-order-confirmation.js';
import { issueOrderGiftCards } from './issue-order-gift-cards.js';
import { recordOrderGroupSpend } from './record-order-group-spend.js';
import type { CartSite } from '../cart/cart-site.js';

/** What placing needs beyond the basket: who sells in store, and the guest status token's hash. */
export interface ReserveExtras {
  readonly inStore: { readonly storeId: string; readonly storeEmployeeId: string } | null;
  readonly stHash: string;
  /** The site the order is placed on: the confirmation e-mail's language. */
  readonly locale?: string | undefined;
  /** That site's wording of the catalogue, for the e-mail's lines. */
  readonly site?: CartSite | undefined;
}

function paymentRows(payments: readonly InstrumentRecord[]): OrderDraft['payments'] {
  return payments.map((p) => ({
    paymentMethodId: p.paymentMethodId,
    amountMinor: p.amountMinor,
    status: isProviderPaid(p.paymentMethodId) ? ('PENDING' as const) : ('CAPTURED' as const),
    pspReference: null,
    cardToken: p.cardToken,
    cardBrand: typeof p.additionalData?.['brand'] === 'string' ? p.additionalData['brand'] : null,
    cardLast4: typeof p.additionalData?.['last4'] === 'string' ? p.additionalData['last4'] : null,
    giftCardNumber: p.giftCardNumber,
    loyaltyPoints: p.loyaltyPoints,
    loyaltyVoucherId: p.loyaltyVoucherId,
  }));
}

function draftOf(ready: ReadyBasket, orderNumber: string, extras: ReserveExtras): OrderDraft {
  const { basket } = ready;
  const cardPays = ready.payments.some((p) => isProviderPaid(p.paymentMethodId) && p.amountMinor > 0);
  const email = basket.customerEmail ?? (typeof ready.billingAddress['email'] === 'string' ? ready.billingAddress['email'] : '');
  return {
    orderNumber,
    basketId: basket.basketId,
    consumerNo: basket.consumerNo,
    customerEmail: email,
    stHash: extras.stHash,
    status: cardPays ? 'PENDING_PAYMENT' : 'PLACED',
    currency: basket.currency,
    totals: basket.totals,
    items: basket.lines.map(({ itemId: _itemId, ...line }) => line),
    payments: paymentRows(ready.payments.filter((p) => !isProviderPaid(p.paymentMethodId) || p.amountMinor > 0)),
    shippingAddress: basket.shippingAddress,
    billingAddress: ready.billingAddress,
    shippingMethodCode: basket.shippingMethodCode,
    inStore: extras.inStore,
    promoSummary: basket.promoSummary,
  };
}

/**
 * Inside the checkout transaction: takes the stock (INV700 one line, INV406 several: nothing
 * written), consumes stored value once, counts promo codes (PRM140 used up, PRM150 once per consumer), writes the order (PENDING_PAYMENT
 * while a card is to be asked), closes the basket and, for an order placed at once, queues its confirmation and
 * issues its gift cards.
 */
export async function reserveOrder(
  deps: Pick<CheckoutDeps, 'randomBytes' | 'emails' | 'orderLink' | 'now'>,
  store: CheckoutStore,
  ready: ReadyBasket,
  extras: ReserveExtras,
): Promise<Result<OrderRecord, StrideError>> {
  const orderNumber = orderNumberFromBytes(deps.randomBytes(10));
  const short = await takeStock(store, ready.basket.lines);
  if (short.length > 0) return err(strideError(short.length === 1 ? 'INV700' : 'INV406', undefined, { itemIds: short.join(',') }));
  const draft = draftOf(ready, orderNumber, extras);
  const order = await store.orders.insert(draft);
  const consumed = await consumeStoredValue(store, ready, orderNumber);
  if (consumed.isErr()) return err(consumed.error);
  const coupons = await store.coupons.redeem(ready.basket.basketId, orderNumber, ready.basket.consumerNo);
  if (coupons !== 'ok') return err(strideError(coupons));
  await store.baskets.setStatus(ready.basket.basketId, 'ORDERED');
  // Paid in full without a card (gift cards, points): placed now, so confirmed and its gift cards issued now.
  if (order.status === 'PLACED') {
    await queueOrderConfirmation(store, deps, order, extras.locale, extras.site);
    await issueOrderGiftCards(store, deps, order, extras.locale);
    await recordOrderGroupSpend(store, order);
  }
  return ok(order);
}
