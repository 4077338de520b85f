import { z } from 'zod';
import { colour, commonBlockFields, contentId, contentUrl, mediaSchema, optText, perBreakpoint, richText, targetSchema, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';
import { RECOMMENDATION_CARD_VARIANTS, SIX_CARD_STEPS } from '../recommendation-layout.js';

/** A video with its player settings, an optional hosted asset and caption tracks. */
export const videoBlockSchema = z.strictObject({
  type: z.literal('video'),
  ...commonBlockFields,
  title: optText(),
  media: mediaSchema,
  poster: mediaSchema.nullish(),
  playerSettings: z
    .strictObject({ autoplay: z.boolean().nullish(), hideControls: z.boolean().nullish(), loop: z.boolean().nullish(), muted: z.boolean().nullish() })
    .nullish(),
  cloudinaryAsset: z.strictObject({ cloudName: contentId(), publicId: z.string().min(1).max(CONTENT_LIMITS.url) }).nullish(),
  tracks: z
    .array(
      z.strictObject({
        kind: z.enum(['transcripts', 'chapters']),
        src: contentUrl(),
        label: text(),
        srclang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
      }),
    )
    .max(10)
    .nullish(),
});

/** A picture, optionally a link. */
export const pictureBlockSchema = z.strictObject({
  type: z.literal('picture'),
  ...commonBlockFields,
  media: mediaSchema,
  target: targetSchema.nullish(),
  caption: optText(CONTENT_LIMITS.mediumText),
});

/** Empty space, sized per breakpoint. */
export const spacerBlockSchema = z.strictObject({
  type: z.literal('spacer'),
  ...commonBlockFields,
  size: perBreakpoint(z.enum(['xs', 'sm', 'md', 'lg', 'xl'])),
});

/** Rich text: the allowed HTML subset. */
export const richTextBlockSchema = z.strictObject({
  type: z.literal('rich-text'),
  ...commonBlockFields,
  richText: richText(),
  richTextColor: colour(),
  alignment: z.enum(['left', 'center', 'right']).nullish(),
});

/** The promo bar above the header: rotating messages, each optionally a link. */
export const promoBarBlockSchema = z.strictObject({
  type: z.literal('promo-bar'),
  ...commonBlockFields,
  messages: z
    .array(z.strictObject({ text: text(), target: targetSchema.nullish() }))
    .min(1)
    .max(CONTENT_LIMITS.targets),
  backgroundColor: colour(),
  textColor: colour(),
});

/** Product recommendations (a carousel of products from the recommendation engine) or the cart's upsell. */
export const productRecommendationsBlockSchema = z.strictObject({
  type: z.enum(['product-recommendations', 'upsell']),
  ...commonBlockFields,
  title: optText(),
  /** The engine's scheme or placement name. */
  scheme: optText(CONTENT_LIMITS.id),
  limit: z.number().int().min(1).max(24).nullish(),
  /** Products shown when the engine answers nothing. */
  fallbackProductIds: z
    .array(z.string().regex(/^[A-Z0-9]{8,11}$/))
    .max(24)
    .nullish(),
  /** The carousel's card widths (product-recommendations); `five-cards` when absent. */
  variant: z.enum(RECOMMENDATION_CARD_VARIANTS).nullish(),
  /** Six-card carousel only: cards moved per arrow press from lg (6 when absent); smaller screens move one screenful. */
  cardsPerStep: z.union([z.literal(SIX_CARD_STEPS[0]), z.literal(SIX_CARD_STEPS[1])]).nullish(),
  /** Upsell only: each card offers quick-shop, a dialog to choose the colour and size and add without leaving the page. */
  quickShop: z.boolean().nullish(),
});

/** User-generated content: the store's own photos, or a social gallery widget. */
export const userGeneratedContentBlockSchema = z.strictObject({
  type: z.enum(['user-photo-gallery', 'social-gallery']),
  ...commonBlockFields,
  title: optText(),
  widgetContainerId: optText(CONTENT_LIMITS.id),
  productId: z
    .string()
    .regex(/^[A-Z0-9]{8,11}$/)
    .nullish(),
  tagId: optText(CONTENT_LIMITS.id),
});

export type VideoBlock = z.infer<typeof videoBlockSchema>;
export type PictureBlock = z.infer<typeof pictureBlockSchema>;
export type SpacerBlock = z.infer<typeof spacerBlockSchema>;
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
export type PromoBarBlock = z.infer<typeof promoBarBlockSchema>;
export type ProductRecommendationsBlock = z.infer<typeof productRecommendationsBlockSchema>;
export type UserGeneratedContentBlock = z.infer<typeof userGeneratedContentBlockSchema>;
