import type { ApproachingPromotion } from './approaching-promotion.schema.js';
import { promoThresholdStatus } from './threshold-status.js';
import type { PromoThresholdStatus } from './threshold-status.js';

/** A callout shown for an approaching promotion, with its derived message and threshold status. */
export interface ApproachingPromotionCallout {
  readonly promotionId: string;
  readonly level?: string;
  readonly contexts: readonly string[];
  readonly distance: number;
  readonly thresholdStatus: PromoThresholdStatus;
  readonly message: string;
}

/** Options for building callouts: dismissed promotion ids and how to show the distance. */
export interface ApproachingCalloutOptions {
  readonly dismissedIds?: ReadonlySet<string>;
  /** Formats the distance for `{distance}` in a callout; money formatting belongs to the edge. */
  readonly formatDistance?: (distance: number) => string;
}

const CALLOUT_PARTS = 3;
// The spec says a callout splits on a pipe into exactly 3 parts but not what they are; we read them
// as the text for each status, in the order the shopper meets them: below | reached | above.
const PART_BY_STATUS: Readonly<Record<PromoThresholdStatus, number>> = {
  'Below Threshold': 0,
  'Threshold Reached': 1,
  'Above Threshold': 2,
};

/**
 * Rebuilds the callouts from the server's approaching promotions: a callout that does not split
 * into exactly 3 parts, a blank derived message or a dismissed promotion is left out.
 * @example buildApproachingPromotionCallouts([{ promotionId: 'P', distanceFromConditionThreshold: 5, calloutMsg: 'Add {distance}|Done|Done' }])
 */
export function buildApproachingPromotionCallouts(
  promotions: readonly ApproachingPromotion[],
  options: ApproachingCalloutOptions = {},
): ApproachingPromotionCallout[] {
  const format = options.formatDistance ?? ((distance: number) => distance.toFixed(2));
  return promotions.flatMap((promotion) => {
    if (options.dismissedIds?.has(promotion.promotionId) === true) return [];
    const callout = calloutFor(promotion, format);
    return callout === undefined ? [] : [callout];
  });
}

function calloutFor(promotion: ApproachingPromotion, format: (distance: number) => string): ApproachingPromotionCallout | undefined {
  const parts = (promotion.calloutMsg ?? promotion.calloutMessage ?? '').split('|');
  if (parts.length !== CALLOUT_PARTS) return undefined;
  const distance = promotion.distanceFromConditionThreshold;
  const thresholdStatus = promoThresholdStatus(distance);
  const message = (parts[PART_BY_STATUS[thresholdStatus]] ?? '').replaceAll('{distance}', format(Math.abs(distance))).trim();
  if (message === '') return undefined;
  const level = promotion.promotionClass ?? promotion.level;
  return {
    promotionId: promotion.promotionId,
    ...(level === undefined ? {} : { level: level.toUpperCase() }),
    contexts: contextsOf(promotion.approachingDisplayLevel),
    distance,
    thresholdStatus,
    message,
  };
}

function contextsOf(displayLevel: string | readonly string[] | undefined): string[] {
  if (displayLevel === undefined) return [];
  const list = typeof displayLevel === 'string' ? displayLevel.split(',') : displayLevel;
  return list.map((context) => context.trim()).filter((context) => context !== '');
}

/** Dismisses one callout, leaving the others. */
export function dismissApproachingPromotion(callouts: readonly ApproachingPromotionCallout[], promotionId: string): ApproachingPromotionCallout[] {
  return callouts.filter((callout) => callout.promotionId !== promotionId);
}
