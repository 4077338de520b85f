import { z } from 'zod';
import { CONTENT_HYDRATION_MODES, CONTENT_LIMITS } from './limits.js';
import { isSafeContentHtml, isSafeContentUrl } from './safe-html.js';

// Optional fields accept null as well: content systems send nulls, and the service strips them on removeNulls=true.

/** A required text of at most `max` characters. */
export const text = (max: number = CONTENT_LIMITS.shortText) => z.string().trim().min(1).max(max);
/** An optional text (null allowed). */
export const optText = (max: number = CONTENT_LIMITS.shortText) => z.string().max(max).nullish();
/** An optional boolean (null allowed). */
export const optBool = () => z.boolean().nullish();
/** An id or key: letters, digits, '-', '_', '.', ':' and '/'. */
export const contentId = () =>
  z
    .string()
    .min(1)
    .max(CONTENT_LIMITS.id)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/, 'Use letters, digits, "-", "_", ".", ":" or "/".');
/** A style token chosen from the design system (`primary`, `display-1`...). */
export const styleToken = () =>
  z
    .string()
    .max(40)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'A style is a lower-case design token.')
    .nullish();
/** A colour: #rgb, #rrggbb(aa), a CSS colour name or a design variable. */
export const colour = () =>
  z
    .string()
    .max(48)
    .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]{3,30}|var\(--[a-z0-9-]{1,40}\))$/, 'A colour is #hex, a colour name or var(--token).')
    .nullish();
/** A link: a same-site path, http(s), mailto or tel (never javascript:). */
export const contentUrl = () => z.string().trim().min(1).max(CONTENT_LIMITS.url).refine(isSafeContentUrl, 'Links must be a path, http(s), mailto or tel.');
/** Rich text: HTML of the allowed subset (docs/content.md). */
export const richText = () =>
  z.string().max(CONTENT_LIMITS.richText).refine(isSafeContentHtml, 'Rich text may use only p, br, h2-h5, lists, links, strong, em and span.');
export const optRichText = () => richText().nullish();

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const;
export const breakpointSchema = z.enum(BREAKPOINTS);

/** A value per breakpoint (sm, md, lg), each optional. */
export const perBreakpoint = <T extends z.ZodType>(value: T) => z.strictObject({ sm: value.nullish(), md: value.nullish(), lg: value.nullish() });

/** An image or video asset. */
export const mediaSchema = z.strictObject({
  url: contentUrl(),
  alt: z.string().max(CONTENT_LIMITS.mediumText),
  mediaType: z.enum(['image', 'video']).nullish(),
  width: z.number().int().min(1).max(10_000).nullish(),
  height: z.number().int().min(1).max(10_000).nullish(),
  /** Other sources per breakpoint (art direction). */
  responsive: perBreakpoint(
    z.strictObject({ url: contentUrl(), width: z.number().int().min(1).max(10_000).nullish(), height: z.number().int().min(1).max(10_000).nullish() }),
  ).nullish(),
});
export type ContentMedia = z.infer<typeof mediaSchema>;

export const TARGET_STYLES = ['primary', 'secondary', 'tertiary', 'outline', 'link', 'text'] as const;
export const TARGET_SIZES = ['sm', 'md', 'lg'] as const;

/** A button or link of a block. */
export const targetSchema = z.strictObject({
  id: optText(CONTENT_LIMITS.id),
  url: contentUrl(),
  text: text(),
  targetAttribute: z.enum(['_self', '_blank']).nullish(),
  style: z.enum(TARGET_STYLES).nullish(),
  size: perBreakpoint(z.enum(TARGET_SIZES)).nullish(),
  ariaLabel: optText(),
});
export type ContentTarget = z.infer<typeof targetSchema>;
export const targetsSchema = () => z.array(targetSchema).max(CONTENT_LIMITS.targets);

/** Promotion tracking of a block (spec section 1): click and impression analytics carry these. */
export const promotionTrackingSchema = z.strictObject({
  creativeName: optText(),
  promotionId: optText(CONTENT_LIMITS.id),
  promotionName: optText(),
  position: optText(40),
});
export type PromotionTracking = z.infer<typeof promotionTrackingSchema>;

export const BOTTOM_MARGINS = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Fields every block may carry: hydration mode, per-breakpoint hiding, bottom margins and promotion tracking. */
export const commonBlockFields = {
  /** The block's own id (analytics, anchors). */
  id: optText(CONTENT_LIMITS.id),
  name: optText(),
  hydration: z.enum(CONTENT_HYDRATION_MODES).nullish(),
  hideOnBreakpoint: perBreakpoint(z.boolean()).nullish(),
  bottomMargins: perBreakpoint(z.enum(BOTTOM_MARGINS)).nullish(),
  promotionTracking: promotionTrackingSchema.nullish(),
};
