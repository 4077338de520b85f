import { z } from 'zod';
import { CONTENT_SEGMENT_IDS } from '../content-segments.js';
import { commonBlockFields, contentId, styleToken, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

/** Experience fields beside its content (spec section 3: experienceId, baselines, variants, trackingEvent). */
export const experienceFields = {
  ...commonBlockFields,
  experienceId: contentId(),
  trackingEvent: styleToken(),
};
/** A variant's fields beside its content (`targets`, the blocks it shows). */
export const experienceVariantFields = { name: text(), variantId: contentId() };

export const contentSegmentIdSchema = z.enum(CONTENT_SEGMENT_IDS);

export const filterFields = {
  ...commonBlockFields,
  variant: z.enum(['bySku', 'byCategory']),
  operator: z.enum(['IN', 'NOT IN']),
  ids: z.array(z.string().trim().min(1).max(11)).min(1).max(CONTENT_LIMITS.filterIds),
};

/** bySku lists product ids (8 to 11 letters and digits), byCategory category ids (4 to 10 digits). */
export function filterIdsMatchVariant(filter: { readonly variant: 'bySku' | 'byCategory'; readonly ids: readonly string[] }): number {
  const pattern = filter.variant === 'bySku' ? /^[A-Za-z0-9]{8,11}$/ : /^\d{4,10}$/;
  return filter.ids.findIndex((id) => !pattern.test(id.trim()));
}
