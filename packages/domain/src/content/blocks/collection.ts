import { z } from 'zod';
import { CONTENT_COLLECTION_ALIGNMENTS } from '../layout.constants.js';
import { colour, commonBlockFields, mediaSchema, optRichText, optText, perBreakpoint, styleToken, targetSchema, targetsSchema, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

const cssLength = () =>
  z
    .string()
    .max(24)
    .regex(/^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%|vw))$/, 'A length is a number with px, rem, em, % or vw.')
    .nullish();

/** A collection's layout at one breakpoint (spec section 3). autorotateTime is in seconds. */
export const collectionBreakpointSchema = z.strictObject({
  type: z.enum(['carousel', 'grid']),
  slideWidth: cssLength(),
  slideMaxWidth: cssLength(),
  slidePadding: cssLength(),
  margin: cssLength(),
  showArrows: z.boolean().nullish(),
  showIndicators: z.boolean().nullish(),
  showProgress: z.boolean().nullish(),
  autoplay: z.boolean().nullish(),
  autorotateTime: z.number().min(1).max(60).nullish(),
  loop: z.boolean().nullish(),
  /** Grid columns (Stride's addition; the web picks one when absent). */
  columns: z.number().int().min(1).max(6).nullish(),
});

export const COLLECTION_VARIANTS = ['highlightCenter', 'threeCardGrid'] as const;

/**
 * Collection fields beside its items. The spec's collection `type` is the block's discriminator here, so the
 * collection's own default layout is `collectionType` (docs/content.md).
 */
export const collectionFields = {
  ...commonBlockFields,
  collectionType: z.enum(['carousel', 'grid']).nullish(),
  title: optText(),
  breakpoints: perBreakpoint(collectionBreakpointSchema).nullish(),
  variant: z.enum(COLLECTION_VARIANTS).nullish(),
  titleAlignment: z.enum(CONTENT_COLLECTION_ALIGNMENTS).nullish(),
  textLink: targetSchema.nullish(),
};

/** A vertical list collection: items whose picture previews on hover or focus. */
export const verticalListCollectionBlockSchema = z.strictObject({
  type: z.literal('vertical-list-collection'),
  ...commonBlockFields,
  title: optText(),
  items: z
    .array(z.strictObject({ title: text(), richText: optRichText(), media: mediaSchema, target: targetSchema }))
    .min(1)
    .max(CONTENT_LIMITS.entries),
});

/** One CTA button. */
export const ctaButtonBlockSchema = z.strictObject({
  type: z.literal('cta-button'),
  ...commonBlockFields,
  target: targetSchema,
});

/** A row (or carousel) of CTA buttons; sizes default to sm on small screens and md above. */
export const ctaCollectionBlockSchema = z.strictObject({
  type: z.literal('cta-collection'),
  ...commonBlockFields,
  title: optText(),
  layout: z.enum(['carousel', 'grid']).nullish(),
  targets: targetsSchema().min(1),
  alignment: z.enum(['left', 'center', 'right']).nullish(),
});

/** Icon-and-text collection: exactly four entries make two columns. */
export const iconAndTextBlockSchema = z.strictObject({
  type: z.literal('icon-and-text'),
  ...commonBlockFields,
  title: optText(),
  iconAndText: z
    .array(
      z.strictObject({
        icon: mediaSchema,
        richText: optRichText(),
        target: targetSchema.nullish(),
        backgroundColor: colour(),
        textColor: colour(),
      }),
    )
    .min(1)
    .max(CONTENT_LIMITS.entries),
  iconSize: z.enum(['small', 'medium', 'large']).nullish(),
  variant: z.enum(['icon-above-text', 'icon-left', 'one-column']).nullish(),
  textStyle: styleToken(),
});

export type VerticalListCollectionBlock = z.infer<typeof verticalListCollectionBlockSchema>;
export type CtaButtonBlock = z.infer<typeof ctaButtonBlockSchema>;
export type CtaCollectionBlock = z.infer<typeof ctaCollectionBlockSchema>;
export type IconAndTextBlock = z.infer<typeof iconAndTextBlockSchema>;
