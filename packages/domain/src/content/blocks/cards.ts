import { z } from 'zod';
import { colour, commonBlockFields, mediaSchema, optRichText, optText, targetSchema, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

/** A linked card: one picture, one title, one link. */
export const linkedCardBlockSchema = z.strictObject({
  type: z.literal('linked-card'),
  ...commonBlockFields,
  title: text(),
  subtitle: optText(CONTENT_LIMITS.mediumText),
  media: mediaSchema.nullish(),
  target: targetSchema,
  textColor: colour(),
});

/** A multi-link card: a picture and a title with several links. */
export const multiLinkCardBlockSchema = z.strictObject({
  type: z.literal('multi-link-card'),
  ...commonBlockFields,
  title: text(),
  richText: optRichText(),
  media: mediaSchema.nullish(),
  links: z.array(targetSchema).min(1).max(CONTENT_LIMITS.entries),
});

/** A category card: a category of the catalogue (4 to 10 digits) with its picture; the web links to its list page. */
export const categoryCardBlockSchema = z.strictObject({
  type: z.literal('category-card'),
  ...commonBlockFields,
  categoryId: z.string().regex(/^\d{4,10}$/, 'A category id is 4 to 10 digits.'),
  title: text(),
  media: mediaSchema.nullish(),
  target: targetSchema.nullish(),
});

/** A product tile: the web fills name, price and picture from the catalogue (8 to 11 letters and digits). */
export const productTileBlockSchema = z.strictObject({
  type: z.literal('product-tile'),
  ...commonBlockFields,
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'A product id is 8 to 11 upper-case letters and digits.'),
  /** The colour to show first (its 3-character colour id). */
  colourId: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .nullish(),
});

export type ProductTileBlock = z.infer<typeof productTileBlockSchema>;
export type LinkedCardBlock = z.infer<typeof linkedCardBlockSchema>;
export type MultiLinkCardBlock = z.infer<typeof multiLinkCardBlockSchema>;
export type CategoryCardBlock = z.infer<typeof categoryCardBlockSchema>;
