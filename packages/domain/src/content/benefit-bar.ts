/** Whether a benefit bar shows: visible until the shopper closes it; the closed ids are remembered by the caller. */
export function isBenefitBarVisible(barId: string, closedBarIds: readonly string[]): boolean {
  return !closedBarIds.includes(barId);
}

/**
 * Records a closed benefit bar; a bar without a close button cannot be closed.
 * @example closeBenefitBar([], 'free-returns', true) // ['free-returns']
 */
export function closeBenefitBar(closedBarIds: readonly string[], barId: string, showCloseButton: boolean): string[] {
  if (!showCloseButton || closedBarIds.includes(barId)) return [...closedBarIds];
  return [...closedBarIds, barId];
}
