import { z } from 'zod';
import { CONTENT_CAPTION_POSITIONS, CONTENT_LINK_TYPE_NO_CTA, CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS } from '../layout.constants.js';
import {
  colour,
  commonBlockFields,
  contentUrl,
  mediaSchema,
  optBool,
  optRichText,
  optText,
  perBreakpoint,
  richText,
  styleToken,
  targetsSchema,
} from './common.js';
import { CONTENT_LIMITS } from './limits.js';

export const BANNER_VARIANTS = ['block-below', 'espot', 'image', 'overlay', 'split', 'thin'] as const;
export const HERO_VARIANTS = ['standard', 'block-below', 'product-overlay'] as const;
export const BANNER_LINK_TYPES = ['CTA', CONTENT_LINK_TYPE_NO_CTA] as const;
export const BANNER_GRADIENT_STYLES = ['full', 'focused', 'off'] as const;
export const BANNER_OVERLAY_WIDTHS = ['xs', 'sm', 'md', 'lg'] as const;
export const CONTENT_ALIGNMENTS = ['left', 'center', 'right'] as const;

const alignmentSchema = z.strictObject({
  horizontal: z.enum(CONTENT_ALIGNMENTS).nullish(),
  vertical: z.enum(['top', 'middle', 'bottom']).nullish(),
  text: z.enum(CONTENT_ALIGNMENTS).nullish(),
});

/** A banner's caption: text, position top/bottom/off, colour and style. */
export const bannerCaptionSchema = z.strictObject({
  captionText: optText(CONTENT_LIMITS.mediumText),
  captionPosition: z.enum(CONTENT_CAPTION_POSITIONS).nullish(),
  captionColor: colour(),
  captionStyle: styleToken(),
});

/** Banner content fields of spec section 3 (shared by banners and heroes). */
export const bannerContentFields = {
  ...commonBlockFields,
  title: optText(),
  titleHtml: optRichText(),
  titleColor: colour(),
  titleStyle: styleToken(),
  titleH1: optBool(),
  hideTitle: optBool(),
  subtitle: optText(CONTENT_LIMITS.mediumText),
  subtitleHtml: optRichText(),
  subtitleColor: colour(),
  subtitleStyle: styleToken(),
  overline: optText(),
  overlineColor: colour(),
  overlineStyle: styleToken(),
  eyebrowText: optText(),
  eyebrowTextColor: colour(),
  eyebrowLogo: z.strictObject({ url: contentUrl(), alt: z.string().max(CONTENT_LIMITS.mediumText) }).nullish(),
  eyebrowLogoResponsive: perBreakpoint(z.strictObject({ url: contentUrl(), alt: z.string().max(CONTENT_LIMITS.mediumText) })).nullish(),
  richText: optRichText(),
  richTextColor: colour(),
  richTextBelowTargets: richText().nullish(),
  richTextBelowTargetsColor: colour(),
  backgroundColor: colour(),
  backdrop: z.enum(['none', 'light', 'dark', 'blur']).nullish(),
  media: mediaSchema.nullish(),
  mediaList: z.array(mediaSchema).max(CONTENT_LIMITS.entries).nullish(),
  /** Where a click on the picture leads. */
  mediaTarget: z.strictObject({ url: contentUrl(), targetAttribute: z.enum(['_self', '_blank']).nullish() }).nullish(),
  targets: targetsSchema().nullish(),
  linkType: z.enum(BANNER_LINK_TYPES).nullish(),
  equalTargetSize: perBreakpoint(z.boolean()).nullish(),
  caption: bannerCaptionSchema.nullish(),
  gradientStyle: z.enum(BANNER_GRADIENT_STYLES).nullish(),
  gradientTone: z.enum(['dark', 'light']).nullish(),
  gradientBreakpoints: z
    .array(z.enum(['sm', 'md', 'lg']))
    .max(3)
    .nullish(),
  alignments: perBreakpoint(alignmentSchema).nullish(),
  overlayWidth: z.enum(BANNER_OVERLAY_WIDTHS).nullish(),
  isFullHeight: optBool(),
  isFullWidth: optBool(),
};

/** A banner (block-below, espot, image, overlay, split, thin). A split banner's image takes 60, 50 or 40 percent. */
export const bannerBlockSchema = z.strictObject({
  type: z.literal('banner'),
  variant: z.enum(BANNER_VARIANTS),
  ...bannerContentFields,
  splitImageWidth: z.union(CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS.map((width) => z.literal(width))).nullish(),
  splitImagePosition: z.enum(['left', 'right']).nullish(),
});
export type BannerBlock = z.infer<typeof bannerBlockSchema>;

/** A hero (standard, block-below, product-overlay); product-overlay shows a product picture over the media. */
export const heroBlockSchema = z
  .strictObject({
    type: z.literal('hero'),
    variant: z.enum(HERO_VARIANTS),
    ...bannerContentFields,
    /** The product of a product-overlay hero (8 to 11 upper-case letters and digits). */
    productId: z
      .string()
      .regex(/^[A-Z0-9]{8,11}$/)
      .nullish(),
    productMedia: mediaSchema.nullish(),
  })
  .refine((hero) => hero.variant !== 'product-overlay' || hero.productMedia != null || hero.productId != null, {
    message: 'A product-overlay hero needs productId or productMedia.',
    path: ['productMedia'],
  });
export type HeroBlock = z.infer<typeof heroBlockSchema>;
