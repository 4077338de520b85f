import type { BasketInstrumentsView, OrderOutcome } from '@stride/application/commerce';
import { allocatePayments } from '@stride/application/commerce';
import type { BasketPaymentsAnswer, OrderAnswer } from '@stride/application/storefront';
import type { InstrumentRecord, OrderRecord, OrderTotals } from '@stride/domain';
import { discountPercentage, moneyOf, toMajorUnits } from '@stride/domain';

const major = (minor: number, currency: string) => toMajorUnits(moneyOf(minor, currency));

/** The spec's totals from integer minor units (every field of commerce section 3). */
export function totalsAnswer(t: OrderTotals, currency: string, units: number, remainingMinor: number, rewardsMinor = 0) {
  const m = (minor: number) => major(minor, currency);
  return {
    total: m(t.totalMinor), totalDiscount: m(t.discountMinor), itemTotal: m(t.itemTotalMinor - t.discountMinor),
    totalWithoutTax: m(t.totalMinor - t.taxMinor), shipping: m(t.shippingMinor), tax: m(t.taxMinor),
    totalDiscountPercentage: discountPercentage(moneyOf(t.itemTotalMinor, currency), moneyOf(t.itemTotalMinor - t.discountMinor, currency)).unwrapOr(0),
    remainingToPay: m(remainingMinor), currency, totalUnits: units, itemSubTotal: m(t.itemTotalMinor),
    netAmount: m(t.itemTotalMinor - t.discountMinor), taxAmount: m(t.taxMinor), appliedRewards: m(rewardsMinor), isTaxEstimated: false,
  };
}

/** Stored minor-unit fields of an instrument's additional data and the major-unit names the API shows. */
const MAJOR_NAMES = { payableMinor: 'payableAmount', remainingMinor: 'remainingAmount' } as const;

function instrumentAnswer(i: InstrumentRecord, currency: string) {
  const data = i.additionalData ?? {};
  const converted = (key: string, value: unknown) => Object.hasOwn(MAJOR_NAMES, key) && typeof value === 'number';
  const extra: Record<string, unknown> = Object.fromEntries(Object.entries(data).filter(([key, value]) => !converted(key, value)));
  for (const key of ['payableMinor', 'remainingMinor'] as const) {
    const minor = data[key];
    if (typeof minor === 'number') extra[MAJOR_NAMES[key]] = major(minor, currency);
  }
  return { payment_instrument_id: i.id, payment_method_id: i.paymentMethodId, amount: major(i.amountMinor, currency), additionalData: extra };
}

/** The basket's totals and instruments after a payment call (or prepareOrder). */
export function basketPaymentsAnswer(view: BasketInstrumentsView): BasketPaymentsAnswer {
  const { basket } = view;
  const { allocated, remainingMinor } = allocatePayments(basket.totals.totalMinor, view.instruments);
  const rewards = allocated.filter((i) => i.paymentMethodId.startsWith('REWARD_')).reduce((s, i) => s + i.amountMinor, 0);
  const units = basket.lines.reduce((s, l) => s + l.qty, 0);
  return {
    basketId: basket.basketId, currency: basket.currency, totalItems: units,
    totals: totalsAnswer(basket.totals, basket.currency, units, remainingMinor, rewards),
    payment_instruments: allocated.map((i) => instrumentAnswer(i, basket.currency)),
  };
}

const LABELS: Record<string, string> = {
  CREDIT_CARD: 'Credit card', GIFT_CARD: 'Gift card', LOYALTY_POINTS: 'Loyalty points', REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card', ATHLETES_PAYMENT: 'Athlete credit',
};

/** A payment method's display label. */
export const paymentLabel = (code: string): string => LABELS[code] ?? code;

/** An order in the spec's shape; card details limited to brand and last four. */
export function orderAnswer(order: OrderRecord, extras: { st?: string | undefined; challenge?: OrderOutcome['challenge'] } = {}): OrderAnswer {
  const c = order.currency;
  const shipments = new Map<string, { shipmentId: string; shippingMethod: string; storeId: string | null }>();
  for (const i of order.items) {
    const key = `${i.shippingMethodCode}|${i.storeId ?? ''}`;
    if (!shipments.has(key)) shipments.set(key, { shipmentId: `${order.orderNumber}-${shipments.size + 1}`, shippingMethod: i.shippingMethodCode, storeId: i.storeId });
  }
  const flash = extras.challenge === undefined ? [] : [{
    type: 'PaymentNotAuthorized', code: 'PAY400',
    details: { challengeUrl: extras.challenge.challengeUrl, paymentInstrumentId: extras.challenge.paymentInstrumentId, orderNumber: order.orderNumber },
  }];
  return {
    orderNumber: order.orderNumber, ...(extras.st === undefined ? {} : { st: extras.st }), status: order.status, orderDate: order.placedAt.toISOString(), currency: c,
    items: order.items.map((i) => ({
      productId: i.productId, variantId: i.variantId, upc: i.upc, name: i.productName, colour: i.colourName, size: i.sizeLabel, qty: i.qty,
      price: { current: major(i.unitPriceMinor, c), original: major(i.unitListMinor, c), rowTotal: major(i.rowTotalMinor, c), currency: c },
      shippingMethod: i.shippingMethodCode, storeId: i.storeId, bonus: i.isBonus,
    })),
    shipments: [...shipments.values()],
    totals: totalsAnswer(order.totals, c, order.items.reduce((s, i) => s + i.qty, 0), 0),
    paymentMethod: order.payments.map((p) => ({
      code: p.paymentMethodId, label: paymentLabel(p.paymentMethodId), amount: major(p.amountMinor, c),
      additionalData: p.cardLast4 === null ? {} : { ...(p.cardBrand === null ? {} : { brand: p.cardBrand }), last4: p.cardLast4 },
    })),
    promoSummary: [...order.promoSummary], flash,
    ...(order.inStore === null ? {} : { inStoreSalesInfo: order.inStore }),
  };
}
