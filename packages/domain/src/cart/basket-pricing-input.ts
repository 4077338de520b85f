import { defaultShippingCountryFor, isStoreDeliveryCode, shippingPriceFor, SHIPPING_METHOD_CODES } from '../shipping/index.js';
import type { PricingInput, PricingLine, PricingPromotion, TaxRegion } from '../pricing/index.js';
import type { StoredBasket, StoredBasketItem } from './ports/cart-records.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The region an address taxes in: its countryCode (or country) and province; undefined when incomplete. */
export function taxRegionOfAddress(address: Readonly<Record<string, unknown>> | null): TaxRegion | undefined {
  if (address === null) return undefined;
  const countryCode = text(address.countryCode) ?? text(address.country);
  return countryCode === undefined ? undefined : { countryCode, province: text(address.province) };
}

/** True for a line that travels in the home-delivery parcel (not collected at a store, not e-mailed). */
export function isHomeDeliveredItem(item: Pick<StoredBasketItem, 'shippingMethodCode' | 'storeId'>): boolean {
  const code = item.shippingMethodCode.trim().toLowerCase();
  return code !== SHIPPING_METHOD_CODES.digital && !(item.storeId !== null && isStoreDeliveryCode(code));
}

function shippingOf(basket: StoredBasket): PricingInput['shipping'] {
  if (basket.shippingMethodCode === null || !basket.items.some(isHomeDeliveredItem)) return undefined;
  const country = taxRegionOfAddress(basket.shippingAddress)?.countryCode ?? defaultShippingCountryFor(basket.currency);
  const price = country === undefined ? undefined : shippingPriceFor(country, basket.shippingMethodCode);
  return price === undefined ? undefined : { methodCode: basket.shippingMethodCode, priceMinor: price.amount };
}

function pricingLineOf(item: StoredBasketItem): PricingLine {
  const pickup = item.storeId !== null && isStoreDeliveryCode(item.shippingMethodCode) && item.storeRegion !== null;
  return {
    id: item.id,
    productId: item.productId,
    categoryIds: item.categoryIds,
    qty: item.qty,
    unitPriceMinor: item.currentMinor ?? 0,
    isBonus: item.bonusPromotionId !== null,
    // Digital gift cards are stored value, taxed when spent, not when bought.
    isTaxExempt: item.productType === 'DIGITAL',
    ...(pickup && item.storeRegion !== null ? { pickupRegion: item.storeRegion } : {}),
  };
}

/**
 * What the pricing engine needs from a stored basket: its lines at current prices, coupons,
 * adjustments, the selected home-delivery price (from the rate table, to the address's country or
 * the currency's country), the tax region, the owner as a shopper, and what instruments cover.
 */
export function pricingInputFor(basket: StoredBasket, promotions: readonly PricingPromotion[], nowMs: number): PricingInput {
  const consumerType = basket.owner.consumerType.toUpperCase();
  return {
    currency: basket.currency,
    lines: basket.items.map(pricingLineOf),
    promotions,
    couponCodes: basket.couponCodes,
    shopper: {
      isRegistered: consumerType !== 'GUEST',
      isEmployee: consumerType === 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: basket.owner.isEmployeeDiscountTCAccepted,
      isLoyaltyMember: basket.owner.isLoyaltyMember,
    },
    shipping: shippingOf(basket),
    adjustments: basket.priceAdjustments.map((a) => ({ id: a.id, amountMinor: a.amountMinor, ...(a.itemId === null ? {} : { itemId: a.itemId }) })),
    shippingRegion: taxRegionOfAddress(basket.shippingAddress),
    paidMinor: basket.paymentInstruments.reduce((sum, instrument) => sum + instrument.amountMinor, 0),
    nowMs,
  };
}
