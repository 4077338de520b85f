/** The threshold statuses of a promotion (commerce section 3, promoSummary). */
export const PROMO_THRESHOLD_STATUSES = ['Above Threshold', 'Below Threshold', 'Threshold Reached'] as const;

/** One threshold status. */
export type PromoThresholdStatus = (typeof PROMO_THRESHOLD_STATUSES)[number];

/**
 * The threshold status from `distanceFromConditionThreshold` (what is still missing, in major units):
 * a positive distance is below the threshold, zero has reached it, a negative one is above it.
 * Distances are compared in hundredths so float noise such as 1e-12 reads as reached; anything
 * not a number reads as below (a real store never claims a promotion is met when unsure).
 * @example promoThresholdStatus(20) // 'Below Threshold'
 */
export function promoThresholdStatus(distanceFromConditionThreshold: number): PromoThresholdStatus {
  const hundredths = Math.round(distanceFromConditionThreshold * 100);
  if (!(hundredths <= 0)) return 'Below Threshold';
  return hundredths === 0 ? 'Threshold Reached' : 'Above Threshold';
}
