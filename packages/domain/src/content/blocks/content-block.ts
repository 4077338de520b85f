import { z } from 'zod';
import { articleGridBlockSchema } from './articles.js';
import { bannerBlockSchema, heroBlockSchema } from './banner.js';
import { categoryCardBlockSchema, linkedCardBlockSchema, multiLinkCardBlockSchema, productTileBlockSchema } from './cards.js';
import { collectionFields, ctaButtonBlockSchema, ctaCollectionBlockSchema, iconAndTextBlockSchema, verticalListCollectionBlockSchema } from './collection.js';
import { commonBlockFields } from './common.js';
import { dialogBlockSchema } from './dialogs.js';
import { CONTENT_LIMITS } from './limits.js';
import {
  pictureBlockSchema,
  productRecommendationsBlockSchema,
  promoBarBlockSchema,
  richTextBlockSchema,
  spacerBlockSchema,
  userGeneratedContentBlockSchema,
  videoBlockSchema,
} from './media.js';
import { benefitBarBlockSchema, secondaryNavBlockSchema } from './navigation.js';
import { tableBlockSchema } from './table.js';
import { contentSegmentIdSchema, experienceFields, experienceVariantFields, filterFields, filterIdsMatchVariant } from './personalisation.js';

// The blocks that hold other blocks live here, beside the union they refer to (the domain has no import cycles).

/** A block inside another block, read through the union (declared below, hence lazily and with its type). */
const childBlock: z.ZodType<ContentBlock> = z.lazy(() => contentBlockSchema);
/** A list of blocks (section items, collection items, variant content). */
const blockList = (): z.ZodArray<z.ZodType<ContentBlock>> => z.array(childBlock).max(CONTENT_LIMITS.blocks);

const collectionBaseSchema = z.strictObject({ type: z.literal('collection'), ...collectionFields });
const experienceBaseSchema = z.strictObject({ type: z.literal('experience'), ...experienceFields });
const experienceVariantBaseSchema = z.strictObject(experienceVariantFields);
const segmentationBaseSchema = z.strictObject({ type: z.literal('segmentation'), ...commonBlockFields });
const filterBaseSchema = z.strictObject({ type: z.literal('filter'), ...filterFields });

/** A collection of blocks, carousel or grid per breakpoint; a name with [stacked] is a full-width grid on md and lg. */
export const collectionBlockSchema = collectionBaseSchema.extend({ items: blockList() });

/** An experience: baselines until the decision, a variant's blocks (`targets`) when one is chosen. */
export const experienceBlockSchema = experienceBaseSchema.extend({
  baselines: blockList(),
  variants: z
    .array(experienceVariantBaseSchema.extend({ targets: blockList() }))
    .min(1)
    .max(CONTENT_LIMITS.targets),
});

/** A segmentation block: the first segment the shopper matches wins, otherwise the first baseline. */
export const segmentationBlockSchema = segmentationBaseSchema.extend({
  segments: z
    .array(z.strictObject({ segmentId: contentSegmentIdSchema, items: blockList() }))
    .min(1)
    .max(16),
  baselines: blockList(),
});

/** A filter block: its blocks show only on paths whose product or category id is (IN) or is not (NOT IN) listed. */
export const filterBlockSchema = filterBaseSchema.extend({ items: blockList() }).superRefine((filter, context) => {
  const bad = filterIdsMatchVariant(filter);
  if (bad >= 0) {
    const expected = filter.variant === 'bySku' ? 'a product id of 8 to 11 letters and digits' : 'a category id of 4 to 10 digits';
    context.addIssue({ code: 'custom', message: `${filter.variant} lists ${expected}.`, path: ['ids', bad] });
  }
});

type LeafBlock =
  | z.output<typeof bannerBlockSchema>
  | z.output<typeof heroBlockSchema>
  | z.output<typeof linkedCardBlockSchema>
  | z.output<typeof multiLinkCardBlockSchema>
  | z.output<typeof categoryCardBlockSchema>
  | z.output<typeof productTileBlockSchema>
  | z.output<typeof verticalListCollectionBlockSchema>
  | z.output<typeof ctaButtonBlockSchema>
  | z.output<typeof ctaCollectionBlockSchema>
  | z.output<typeof iconAndTextBlockSchema>
  | z.output<typeof benefitBarBlockSchema>
  | z.output<typeof secondaryNavBlockSchema>
  | z.output<typeof dialogBlockSchema>
  | z.output<typeof videoBlockSchema>
  | z.output<typeof pictureBlockSchema>
  | z.output<typeof spacerBlockSchema>
  | z.output<typeof richTextBlockSchema>
  | z.output<typeof promoBarBlockSchema>
  | z.output<typeof productRecommendationsBlockSchema>
  | z.output<typeof userGeneratedContentBlockSchema>
  | z.output<typeof articleGridBlockSchema>
  | z.output<typeof tableBlockSchema>;

/** Any block of a page: the leaf blocks and the ones holding other blocks. */
export type ContentBlock = LeafBlock | CollectionBlock | ExperienceBlock | SegmentationBlockContent | FilterBlockContent;
export type CollectionBlock = z.output<typeof collectionBaseSchema> & { items: ContentBlock[] };
export type ExperienceVariantContent = z.output<typeof experienceVariantBaseSchema> & { targets: ContentBlock[] };
export type ExperienceBlock = z.output<typeof experienceBaseSchema> & { baselines: ContentBlock[]; variants: ExperienceVariantContent[] };
export type SegmentationBlockContent = z.output<typeof segmentationBaseSchema> & {
  segments: { segmentId: z.output<typeof contentSegmentIdSchema>; items: ContentBlock[] }[];
  baselines: ContentBlock[];
};
export type FilterBlockContent = z.output<typeof filterBaseSchema> & { items: ContentBlock[] };

/** Every block a page section may hold, told apart by `type` (named, as a recursive schema must be in the OpenAPI document). */
export const contentBlockSchema = z
  .discriminatedUnion('type', [
    bannerBlockSchema,
    heroBlockSchema,
    linkedCardBlockSchema,
    multiLinkCardBlockSchema,
    categoryCardBlockSchema,
    productTileBlockSchema,
    collectionBlockSchema,
    verticalListCollectionBlockSchema,
    ctaButtonBlockSchema,
    ctaCollectionBlockSchema,
    iconAndTextBlockSchema,
    benefitBarBlockSchema,
    secondaryNavBlockSchema,
    dialogBlockSchema,
    videoBlockSchema,
    pictureBlockSchema,
    spacerBlockSchema,
    richTextBlockSchema,
    promoBarBlockSchema,
    productRecommendationsBlockSchema,
    userGeneratedContentBlockSchema,
    articleGridBlockSchema,
    tableBlockSchema,
    experienceBlockSchema,
    segmentationBlockSchema,
    filterBlockSchema,
  ])
  .meta({ id: 'ContentBlock' });

export type ContentBlockType = ContentBlock['type'];
