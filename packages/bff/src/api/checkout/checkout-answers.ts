import type { OrderOutcome, OrderTracking } from '@stride/application/commerce';
import { APPLIED_REWARD_METHODS } from '@stride/application/commerce';
import type { BasketPaymentsAnswer, CartAnswer, OrderAnswer } from '@stride/application/storefront';
import type { IssuedGiftCard, OrderRecord } from '@stride/domain/checkout';
import { maskGiftCardNumber } from '@stride/domain/checkout';
import { moneyOf, roundPercentage, toMajorUnits } from '@stride/domain/money';

const major = (minor: number, currency: string) => toMajorUnits(moneyOf(minor, currency));

/**
 * An order's totals from its stored columns, with the cart's meanings where the columns carry them
 * (docs/decisions.md, "One cart answer"): the order keeps item total, merchandise discount, shipping
 * after its discount and tax, so `itemTotal` is after every merchandise discount and `totalDiscount`
 * leaves out a shipping discount. Nothing is left to pay on a placed order.
 */
function orderTotalsAnswer(order: OrderRecord): OrderAnswer['totals'] {
  const t = order.totals;
  const m = (minor: number) => major(minor, order.currency);
  const base = t.itemTotalMinor + t.shippingMinor;
  const rewards = order.payments.filter((p) => APPLIED_REWARD_METHODS.includes(p.paymentMethodId)).reduce((sum, p) => sum + p.amountMinor, 0);
  return {
    total: m(t.totalMinor),
    totalDiscount: m(t.discountMinor),
    itemTotal: m(t.itemTotalMinor - t.discountMinor),
    totalWithoutTax: m(t.totalMinor - t.taxMinor),
    shipping: m(t.shippingMinor),
    tax: m(t.taxMinor),
    totalDiscountPercentage: base === 0 ? 0 : roundPercentage((t.discountMinor * 100) / base),
    remainingToPay: 0,
    currency: order.currency,
    totalUnits: order.items.reduce((s, i) => s + i.qty, 0),
    itemSubTotal: m(t.itemTotalMinor),
    netAmount: m(t.itemTotalMinor - t.discountMinor),
    taxAmount: m(t.taxMinor),
    appliedRewards: m(rewards),
    isTaxEstimated: false,
  };
}

/** prepareOrder's answer: the cart answer's payment part, cut from the one cart mapper's answer. */
export function basketPaymentsAnswer(cart: CartAnswer): BasketPaymentsAnswer {
  return { basketId: cart.basketId, currency: cart.currency, totalItems: cart.totalItems, totals: cart.totals, payment_instruments: cart.payment_instruments };
}

const LABELS: Record<string, string> = {
  CREDIT_CARD: 'Credit card',
  GIFT_CARD: 'Gift card',
  LOYALTY_POINTS: 'Loyalty points',
  REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card',
  ATHLETES_PAYMENT: 'Athlete credit',
  PAY_LATER: 'Pay later',
};

/** A payment method's display label. */
export const paymentLabel = (code: string): string => LABELS[code] ?? code;

/** An order in the spec's shape; card details limited to brand and last four. */
export function orderAnswer(
  order: OrderRecord,
  extras: {
    st?: string | undefined;
    challenge?: OrderOutcome['challenge'];
    tracking?: OrderTracking | undefined;
    giftCards?: readonly IssuedGiftCard[] | undefined;
  } = {},
): OrderAnswer {
  const c = order.currency;
  const shipments = new Map<string, { shipmentId: string; shippingMethod: string; storeId: string | null }>();
  for (const i of order.items) {
    const key = `${i.shippingMethodCode}|${i.storeId ?? ''}`;
    if (!shipments.has(key))
      shipments.set(key, { shipmentId: `${order.orderNumber}-${shipments.size + 1}`, shippingMethod: i.shippingMethodCode, storeId: i.storeId });
  }
  const flash =
    extras.challenge === undefined
      ? []
      : [
          {
            type: 'PaymentNotAuthorized',
            code: 'PAY400',
            details: { challengeUrl: extras.challenge.challengeUrl, paymentInstrumentId: extras.challenge.paymentInstrumentId, orderNumber: order.orderNumber },
          },
        ];
  return {
    orderNumber: order.orderNumber,
    ...(extras.st === undefined ? {} : { st: extras.st }),
    status: order.status,
    orderDate: order.placedAt.toISOString(),
    currency: c,
    items: order.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      upc: i.upc,
      name: i.productName,
      colour: i.colourName,
      size: i.sizeLabel,
      qty: i.qty,
      price: { current: major(i.unitPriceMinor, c), original: major(i.unitListMinor, c), rowTotal: major(i.rowTotalMinor, c), currency: c },
      shippingMethod: i.shippingMethodCode,
      storeId: i.storeId,
      bonus: i.isBonus,
    })),
    shipments: [...shipments.values()],
    totals: orderTotalsAnswer(order),
    paymentMethod: order.payments.map((p) => ({
      code: p.paymentMethodId,
      label: paymentLabel(p.paymentMethodId),
      amount: major(p.amountMinor, c),
      additionalData: p.cardLast4 === null ? {} : { ...(p.cardBrand === null ? {} : { brand: p.cardBrand }), last4: p.cardLast4 },
    })),
    promoSummary: [...order.promoSummary],
    flash,
    ...(order.inStore === null ? {} : { inStoreSalesInfo: order.inStore }),
    ...(extras.tracking === undefined ? {} : { tracking: trackingAnswer(extras.tracking) }),
    ...(extras.giftCards === undefined ? {} : { giftCards: giftCardsAnswer(extras.giftCards) }),
  };
}

/** Gift cards an order issued, as its owner sees them: the number masked but for its last four digits, the value issued. */
export function giftCardsAnswer(cards: readonly IssuedGiftCard[]): NonNullable<OrderAnswer['giftCards']> {
  return cards.map((card) => ({ maskedNumber: maskGiftCardNumber(card.number), amount: major(card.amountMinor, card.currency), currency: card.currency }));
}

function trackingAnswer(tracking: OrderTracking): NonNullable<OrderAnswer['tracking']> {
  return {
    events: tracking.events.map((event) => ({ type: event.type, at: event.at.toISOString(), carrier: event.carrier, trackingNumber: event.trackingNumber })),
    returnNumber: tracking.returnNumber,
    returnBy: tracking.returnBy?.toISOString() ?? null,
    returnable: tracking.returnable,
  };
}
