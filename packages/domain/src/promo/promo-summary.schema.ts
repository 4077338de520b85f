import { z } from 'zod';
import { PROMO_THRESHOLD_STATUSES } from './threshold-status.js';

/** The levels a promotion applies at. */
export const PROMO_LEVELS = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;

/** One promotion of a cart's promoSummary (commerce section 3). */
export const promoSummarySchema = z.object({
  level: z.enum(PROMO_LEVELS),
  calloutMessage: z.string(),
  promotionName: z.string(),
  promotionId: z.string().min(1),
  thresholdStatus: z.enum(PROMO_THRESHOLD_STATUSES).optional(),
});

/** A promotion level. */
export type PromoLevel = (typeof PROMO_LEVELS)[number];
