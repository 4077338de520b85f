/** Countries where the loyalty free-shipping benefit is hidden (account-and-catalogue section 9). */
export const LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES = ['FR', 'IT', 'DE', 'GB'] as const;

/** True when the loyalty free-shipping benefit may be shown for an ISO country code. */
export function showsLoyaltyFreeShippingBenefit(countryCode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  return !(LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES as readonly string[]).includes(code);
}
