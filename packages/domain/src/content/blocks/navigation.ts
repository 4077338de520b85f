import { z } from 'zod';
import {
  colour,
  commonBlockFields,
  contentId,
  contentUrl,
  mediaSchema,
  optRichText,
  optText,
  perBreakpoint,
  styleToken,
  targetSchema,
  text,
} from './common.js';
import { CONTENT_LIMITS } from './limits.js';

/** The benefit bar: a closable promo strip (closing is remembered by the web). */
export const benefitBarBlockSchema = z.strictObject({
  type: z.literal('benefit-bar'),
  ...commonBlockFields,
  /** Required here: the id is what a closed bar is remembered by. */
  id: contentId(),
  logo: mediaSchema.nullish(),
  backgroundImage: mediaSchema.nullish(),
  title: text(),
  subtitle: optText(CONTENT_LIMITS.mediumText),
  infoIcon: z.strictObject({ url: contentUrl() }).nullish(),
  targets: z
    .array(z.strictObject({ id: optText(CONTENT_LIMITS.id), url: contentUrl(), text: text() }))
    .max(CONTENT_LIMITS.targets)
    .nullish(),
  alignment: z.enum(['left', 'center', 'right']).nullish(),
  showCloseButton: z.boolean().nullish(),
  backgroundColor: colour(),
  textColor: colour(),
});

/** Secondary navigation: inline links on desktop, a collapsible list on mobile. */
export const secondaryNavBlockSchema = z.strictObject({
  type: z.literal('secondary-nav'),
  ...commonBlockFields,
  title: text(),
  links: z.array(targetSchema).min(1).max(CONTENT_LIMITS.entries),
});

/** A visual selector of the mega menu: a picture with a title. */
export const visualSelectorSchema = z.strictObject({ title: text(), media: mediaSchema, target: targetSchema });

const megaMenuNodeFields = {
  id: contentId(),
  title: text(),
  titleHtml: optRichText(),
  target: targetSchema.nullish(),
  menuStyle: styleToken(),
  menuIcon: mediaSchema.nullish(),
  titleVisibility: z.enum(['visible', 'hidden']).nullish(),
  menuBanner: z
    .strictObject({ title: optText(), media: mediaSchema, target: targetSchema.nullish(), promotionTracking: commonBlockFields.promotionTracking })
    .nullish(),
  visualSelectors: z.array(visualSelectorSchema).max(CONTENT_LIMITS.entries).nullish(),
  visualSelectorsTitle: optText(),
  hideShopAll: perBreakpoint(z.boolean()).nullish(),
  overrideShopAll: targetSchema.nullish(),
};

/** A third-level menu node: a link (no columns). */
export const megaMenuLevel3NodeSchema = z.strictObject({ ...megaMenuNodeFields, level: z.literal(3).nullish() });
/** A second-level node: a column heading with third-level links. */
export const megaMenuLevel2NodeSchema = z.strictObject({
  ...megaMenuNodeFields,
  level: z.literal(2).nullish(),
  columns: z.array(megaMenuLevel3NodeSchema).max(CONTENT_LIMITS.entries).nullish(),
});
/** A first-level node (the menu bar): its columns are second-level nodes. Levels stop at 3. */
export const megaMenuNodeSchema = z.strictObject({
  ...megaMenuNodeFields,
  level: z.literal(1).nullish(),
  columns: z.array(megaMenuLevel2NodeSchema).max(CONTENT_LIMITS.menuNodes).nullish(),
});

export type BenefitBarBlock = z.infer<typeof benefitBarBlockSchema>;
export type SecondaryNavBlock = z.infer<typeof secondaryNavBlockSchema>;
export type MegaMenuNode = z.infer<typeof megaMenuNodeSchema>;
export type MegaMenuLevel2Node = z.infer<typeof megaMenuLevel2NodeSchema>;
export type MegaMenuLevel3Node = z.infer<typeof megaMenuLevel3NodeSchema>;
