import { allocatePayments } from '@stride/domain/checkout';
import { HOME_DELIVERY_SHIPMENT_ID, isShippingRateCode, SHIPPING_METHOD_PRESENTATION, shipmentIdOfLine } from '@stride/domain/shipping';
import { isHomeDeliveredItem } from '@stride/domain/cart';
import { maskGiftCardNumber } from '@stride/domain/ui';
import { moneyOf, roundPercentage, toMajorUnits } from '@stride/domain/money';
import type { PaymentAllocation } from '@stride/domain/checkout';
import type { PricedCart } from '@stride/domain/pricing';
import type { StoredBasket, StoredPaymentInstrument } from '@stride/domain/cart';
import type { CartAnswer } from '../../api-contract/cart.contract.js';
import { cartAnswerItem, itemFlashes } from './cart-answer-item.js';
import { promotionAnswers } from './cart-answer-promotions.js';

/** The instruments `appliedRewards` adds up: loyalty vouchers and loyalty points (docs/decisions.md). */
export const APPLIED_REWARD_METHODS: readonly string[] = ['REWARD_CODE', 'REWARD_CARD', 'LOYALTY_POINTS'];

// Stored in minor units; the spec names them payableAmount and remainingAmount (athlete payment), in major units on the wire.
const MINOR_DATA_KEYS: Readonly<Record<string, string>> = { payableMinor: 'payableAmount', remainingMinor: 'remainingAmount' };

function additionalDataAnswer(data: Readonly<Record<string, unknown>>, currency: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const wireKey = MINOR_DATA_KEYS[key];
      return wireKey !== undefined && typeof value === 'number' ? [wireKey, toMajorUnits(moneyOf(value, currency))] : [key, value];
    }),
  );
}

function instrumentAnswer(instrument: StoredPaymentInstrument, currency: string): CartAnswer['payment_instruments'][number] {
  return {
    payment_instrument_id: instrument.id,
    payment_method_id: instrument.paymentMethodId,
    amount: toMajorUnits(moneyOf(instrument.amountMinor, currency)),
    ...(instrument.cardBrand === null ? {} : { cardBrand: instrument.cardBrand }),
    ...(instrument.cardLast4 === null ? {} : { last4: instrument.cardLast4 }),
    ...(instrument.giftCardNumber === null ? {} : { maskedGiftCardNumber: maskGiftCardNumber(instrument.giftCardNumber) }),
    ...(instrument.additionalData === null ? {} : { additionalData: additionalDataAnswer(instrument.additionalData, currency) }),
    ...walletIds(instrument.additionalData),
  };
}

const WALLET_ID_KEYS = ['paymentRequestId', 'paymentId', 'payerId'] as const;

/** A wallet instrument's request, payment and payer ids, on the instrument itself as commerce section 3 has them. */
function walletIds(data: StoredPaymentInstrument['additionalData']): Partial<Record<(typeof WALLET_ID_KEYS)[number], string>> {
  const ids: Partial<Record<(typeof WALLET_ID_KEYS)[number], string>> = {};
  for (const key of WALLET_ID_KEYS) if (typeof data?.[key] === 'string') ids[key] = data[key];
  return ids;
}

function shipmentsOf(basket: StoredBasket, priced: PricedCart): CartAnswer['shippingMethods'] {
  const ids = [
    ...new Set(
      basket.items.map((item) =>
        shipmentIdOfLine({ shippingMethodCode: item.shippingMethodCode, ...(item.storeId === null ? {} : { storeId: item.storeId }) }),
      ),
    ),
  ];
  return ids.map((shippingId) => {
    const code =
      shippingId === HOME_DELIVERY_SHIPMENT_ID
        ? (basket.shippingMethodCode ?? undefined)
        : basket.items.find((item) => shipmentIdOfLine({ shippingMethodCode: item.shippingMethodCode, storeId: item.storeId ?? undefined }) === shippingId)
            ?.shippingMethodCode;
    const presentation = code !== undefined && isShippingRateCode(code) ? SHIPPING_METHOD_PRESENTATION[code] : undefined;
    const priceMinor = shippingId === HOME_DELIVERY_SHIPMENT_ID && basket.items.some(isHomeDeliveredItem) ? priced.totals.shippingPriceMinor : 0;
    const selected = code === undefined ? [] : [{ code, ...(presentation ?? {}), price: { amount: toMajorUnits(moneyOf(priceMinor, basket.currency)) } }];
    return { shippingId, applicableShippingMethods: selected, ...(code === undefined ? {} : { code }) };
  });
}

function totalsAnswer(basket: StoredBasket, priced: PricedCart, payments: PaymentAllocation<StoredPaymentInstrument>): CartAnswer['totals'] {
  const t = priced.totals;
  const major = (minor: number) => toMajorUnits(moneyOf(minor, basket.currency));
  const base = t.itemSubTotalMinor + t.shippingPriceMinor;
  const rewards = payments.allocated.filter((i) => APPLIED_REWARD_METHODS.includes(i.paymentMethodId)).reduce((sum, i) => sum + i.amountMinor, 0);
  return {
    total: major(t.totalMinor),
    totalDiscount: major(t.totalDiscountMinor),
    itemTotal: major(t.itemTotalMinor),
    totalWithoutTax: major(t.totalWithoutTaxMinor),
    shipping: major(t.shippingMinor),
    tax: major(t.taxMinor),
    totalDiscountPercentage: base === 0 ? 0 : roundPercentage((t.totalDiscountMinor * 100) / base),
    remainingToPay: major(payments.remainingMinor),
    currency: basket.currency,
    totalUnits: t.totalUnits,
    itemSubTotal: major(t.itemSubTotalMinor),
    netAmount: major(t.netAmountMinor),
    taxAmount: major(t.taxMinor),
    appliedRewards: major(rewards),
    isTaxEstimated: t.taxEstimated,
  };
}

/**
 * The cart answer of every call that answers a cart (cart, delivery, payment instruments, lists),
 * from the stored basket and its price, wire amounts in major units. The one mapper of this wire
 * type: the meaning of each totals field is docs/api-cart.md's ("Totals").
 */
export function toCartAnswer(basket: StoredBasket, priced: PricedCart, locale?: string): CartAnswer {
  const lineById = new Map(priced.lines.map((line) => [line.id, line]));
  const major = (minor: number) => toMajorUnits(moneyOf(minor, basket.currency));
  const payments = allocatePayments(priced.totals.totalMinor, basket.paymentInstruments);
  return {
    basketId: basket.id,
    currency: basket.currency,
    totalItems: priced.totals.totalUnits,
    totals: totalsAnswer(basket, priced, payments),
    items: basket.items.map((item) => cartAnswerItem(item, lineById.get(item.id), basket.currency, locale)),
    payment_instruments: payments.allocated.map((instrument) => instrumentAnswer(instrument, basket.currency)),
    shippingMethods: shipmentsOf(basket, priced),
    ...promotionAnswers(basket, priced),
    flash: basket.items.flatMap(itemFlashes),
    customerNotifications: [],
    ...(basket.shippingAddress === null ? {} : { shippingAddress: basket.shippingAddress as CartAnswer['shippingAddress'] }),
    ...(basket.billingAddress === null ? {} : { billingAddress: basket.billingAddress as CartAnswer['billingAddress'] }),
    rewards: payments.allocated.filter((i) => i.loyaltyVoucherId !== null).map((i) => ({ voucherId: i.loyaltyVoucherId, amount: major(i.amountMinor) })),
    priceAdjustments: basket.priceAdjustments.map((a) => ({
      adjustmentId: a.id,
      ...(a.itemId === null ? {} : { itemId: a.itemId }),
      amount: major(a.amountMinor),
      reason: a.reason,
      createdBy: a.createdBy,
    })),
    deviceFingerPrintSet: basket.deviceFingerprint !== null,
  };
}
