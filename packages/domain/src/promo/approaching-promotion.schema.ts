import { z } from 'zod';

/** An approaching promotion as the cart answer carries it (account section 3). */
export const approachingPromotionSchema = z.object({
  promotionId: z.string().min(1),
  promotionClass: z.string().optional(),
  level: z.string().optional(),
  approachingDisplayLevel: z.union([z.string(), z.array(z.string())]).optional(),
  distanceFromConditionThreshold: z.number(),
  calloutMsg: z.string().optional(),
  calloutMessage: z.string().optional(),
});

/** An approaching promotion from the server. */
export type ApproachingPromotion = z.infer<typeof approachingPromotionSchema>;
