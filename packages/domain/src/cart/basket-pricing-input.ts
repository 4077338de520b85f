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

/** True for a digital gift card line: stored value, not merchandise. */
export function isStoredValueItem(item: Pick<StoredBasketItem, 'productType'>): boolean {
  return item.productType === 'DIGITAL';
}

/** True for a line that travels in the home-delivery parcel (not collected at a store, not e-mailed). */
export function isHomeDeliveredItem(item: Pick<StoredBasketItem, 'shippingMethodCode' | 'storeId'>): boolean {
  const code = item.shippingMethodCode.trim().toLowerCase();
  return code !== SHIPPING_METHOD_CODES.digital && !(item.storeId !== null && isStoreDeliveryCode(code));
}

/** True for a home line made to order: it travels by custom-made delivery, its only method. */
function isCustomMadeItem(item: StoredBasketItem): boolean {
  return item.productType !== 'DIGITAL' && (item.isCustoms || item.recipeId !== null);
}

/**
 * Home delivery once the shopper has chosen a method: the chosen regular method's price when the
 * parcel holds regular lines (none when the chosen code is only the custom-made one), plus the
 * custom-made fee when it holds made-to-order lines. Digital lines are e-mailed, free.
 */
function shippingOf(basket: StoredBasket): PricingInput['shipping'] {
  const home = basket.items.filter(isHomeDeliveredItem);
  if (basket.shippingMethodCode === null || home.length === 0) return undefined;
  const country = taxRegionOfAddress(basket.shippingAddress)?.countryCode ?? defaultShippingCountryFor(basket.currency);
  if (country === undefined) return undefined;
  const hasRegular = home.some((item) => item.productType !== 'DIGITAL' && !isCustomMadeItem(item));
  const regular = hasRegular && basket.shippingMethodCode !== SHIPPING_METHOD_CODES.customs ? shippingPriceFor(country, basket.shippingMethodCode) : undefined;
  const customMade = home.some(isCustomMadeItem) ? shippingPriceFor(country, SHIPPING_METHOD_CODES.customs) : undefined;
  if (regular === undefined && customMade === undefined) return undefined;
  return {
    methodCode: basket.shippingMethodCode,
    priceMinor: regular?.amount ?? 0,
    ...(customMade === undefined ? {} : { customMadeMinor: customMade.amount }),
  };
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
    // Digital gift cards are stored value: taxed when spent, not when bought, and never merchandise a promotion reads.
    isTaxExempt: isStoredValueItem(item),
    isStoredValue: isStoredValueItem(item),
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
    nowMs,
  };
}
