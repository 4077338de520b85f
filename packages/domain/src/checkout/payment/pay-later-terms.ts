/**
 * The sandbox pay-later provider's published terms, as a vendor's would be (docs/test-cards.md, "Pay later"): its
 * name, the largest order it finances (major units of the order's currency), how many instalments, and the e-mail
 * tag its test mode refuses. The sandbox adapter decides with them; the storefront shows them.
 */
export const SANDBOX_PAY_LATER_TERMS = {
  name: 'Stride Pay Later',
  maxOrderMajor: 1000,
  instalments: 4,
  weeksBetweenInstalments: 2,
  deniedEmailTag: '+denied',
} as const;

/**
 * An amount (minor units) split into equal instalments, the first taking what does not divide.
 * @example payLaterInstalments(10001, 4) // [2501, 2500, 2500, 2500]
 */
export function payLaterInstalments(amountMinor: number, count: number): number[] {
  const each = Math.floor(amountMinor / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? amountMinor - each * (count - 1) : each));
}
