import type { CurrencyCode, Money } from '../money/index.js';
import { SHIPPING_METHOD_CODES } from './shipping-method-type.js';

/** Express home delivery: not a spec code (any code outside the table is home delivery, STH). */
export const SHIPPING_METHOD_CODE_EXPRESS = 'express';

/** The home-delivery and store codes Stride prices; pickup codes cost nothing. */
export type ShippingRateCode = 'standard' | 'express' | 'customs' | 'digital' | 'pickup' | 'sts';

/** How a method is shown: its label and delivery time, as the cart answer carries them. */
export interface ShippingMethodPresentation {
  readonly label: string;
  readonly deliveryTime: string;
}

/** One country Stride ships to: the currency its baskets are priced in and the price per method. */
export interface CountryShippingRates {
  readonly currency: CurrencyCode;
  readonly prices: Readonly<Record<ShippingRateCode, number>>;
}

// The spec names no countries or prices (decisions in docs/api-delivery.md): Stride ships within
// the United States, Canada and the United Kingdom, from a site in that country's currency.
/** Shipping prices in minor units per destination country and method. */
export const SHIPPING_RATES: Readonly<Record<string, CountryShippingRates>> = {
  US: { currency: 'USD', prices: { standard: 700, express: 1500, customs: 900, digital: 0, pickup: 0, sts: 0 } },
  CA: { currency: 'CAD', prices: { standard: 900, express: 1900, customs: 1200, digital: 0, pickup: 0, sts: 0 } },
  GB: { currency: 'GBP', prices: { standard: 495, express: 995, customs: 750, digital: 0, pickup: 0, sts: 0 } },
};

/** Labels and delivery times; the first digit of a delivery time feeds the payment day rule. */
export const SHIPPING_METHOD_PRESENTATION: Readonly<Record<ShippingRateCode | 'sameDay', ShippingMethodPresentation>> = {
  standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
  express: { label: 'Express delivery', deliveryTime: '1-2 business days' },
  customs: { label: 'Custom-made delivery', deliveryTime: '4-6 weeks' },
  digital: { label: 'Delivered by e-mail', deliveryTime: 'Within 1 hour' },
  pickup: { label: 'Pick up in store', deliveryTime: '1-2 business days' },
  sameDay: { label: 'Same-day pickup', deliveryTime: 'Today' },
  sts: { label: 'Ship to store', deliveryTime: '3-7 business days' },
};

/** The country a basket currency ships to when no address is known yet (USD → US, CAD → CA, GBP → GB). */
export function defaultShippingCountryFor(currency: CurrencyCode): string | undefined {
  return Object.entries(SHIPPING_RATES).find(([, rates]) => rates.currency === currency)?.[0];
}

/**
 * True when Stride ships a basket in `currency` to `countryCode`: the country has a rate table in
 * that currency (a US basket does not ship to Canada, as the wallet rule keeps store and country equal).
 * @example canShipTo('CA', 'USD') // false
 */
export function canShipTo(countryCode: string, currency: CurrencyCode): boolean {
  return SHIPPING_RATES[countryCode.trim().toUpperCase()]?.currency === currency;
}

/**
 * The price of a shipping method to a country, or undefined when the country or code is not served.
 * Free standard shipping above a threshold is a shipping promotion of the cart, not a rate.
 * @example shippingPriceFor('US', 'standard') // { amount: 700, currency: 'USD' }
 */
export function shippingPriceFor(countryCode: string, code: string): Money | undefined {
  const rates = SHIPPING_RATES[countryCode.trim().toUpperCase()];
  const key = code.trim().toLowerCase();
  if (rates === undefined || !isShippingRateCode(key)) return undefined;
  return { amount: rates.prices[key], currency: rates.currency };
}

/** True for the codes the rate table prices (pudo counts as pickup for pricing). */
export function isShippingRateCode(code: string): code is ShippingRateCode {
  return (
    code === 'standard' ||
    code === SHIPPING_METHOD_CODE_EXPRESS ||
    code === SHIPPING_METHOD_CODES.customs ||
    code === SHIPPING_METHOD_CODES.digital ||
    code === SHIPPING_METHOD_CODES.pickup ||
    code === SHIPPING_METHOD_CODES.shipToStore
  );
}
