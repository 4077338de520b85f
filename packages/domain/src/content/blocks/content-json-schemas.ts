import { z } from 'zod';
import { articleFieldsSchema, articleGridBlockSchema } from './articles.js';
import { bannerBlockSchema, heroBlockSchema } from './banner.js';
import { categoryCardBlockSchema, linkedCardBlockSchema, multiLinkCardBlockSchema, productTileBlockSchema } from './cards.js';
import {
  collectionBreakpointSchema,
  ctaButtonBlockSchema,
  ctaCollectionBlockSchema,
  iconAndTextBlockSchema,
  verticalListCollectionBlockSchema,
} from './collection.js';
import { mediaSchema, promotionTrackingSchema, targetSchema } from './common.js';
import { collectionBlockSchema, contentBlockSchema, experienceBlockSchema, filterBlockSchema, segmentationBlockSchema } from './content-block.js';
import { contentDocumentSchema } from './content-document.js';
import { tableBlockSchema } from './table.js';
import { dialogBlockSchema, eventSignupContentSchema, popupSchema } from './dialogs.js';
import {
  pictureBlockSchema,
  productRecommendationsBlockSchema,
  promoBarBlockSchema,
  richTextBlockSchema,
  spacerBlockSchema,
  userGeneratedContentBlockSchema,
  videoBlockSchema,
} from './media.js';
import { benefitBarBlockSchema, megaMenuLevel2NodeSchema, megaMenuLevel3NodeSchema, megaMenuNodeSchema, secondaryNavBlockSchema } from './navigation.js';
import { cmsPageMetadataSchema, cmsPageSchema, cmsPageSectionSchema, espotSchema, footerSchema } from './page.js';
import { menuSchema, popupsSchema } from './site-documents.js';

// Names of the definitions in the JSON Schemas, so an editor's completion reads "BannerBlock", not "__schema12".
const named: readonly (readonly [z.ZodType, string])[] = [
  [bannerBlockSchema, 'BannerBlock'],
  [heroBlockSchema, 'HeroBlock'],
  [linkedCardBlockSchema, 'LinkedCardBlock'],
  [multiLinkCardBlockSchema, 'MultiLinkCardBlock'],
  [categoryCardBlockSchema, 'CategoryCardBlock'],
  [productTileBlockSchema, 'ProductTileBlock'],
  [collectionBlockSchema, 'CollectionBlock'],
  [collectionBreakpointSchema, 'CollectionBreakpoint'],
  [verticalListCollectionBlockSchema, 'VerticalListCollectionBlock'],
  [ctaButtonBlockSchema, 'CtaButtonBlock'],
  [ctaCollectionBlockSchema, 'CtaCollectionBlock'],
  [iconAndTextBlockSchema, 'IconAndTextBlock'],
  [benefitBarBlockSchema, 'BenefitBarBlock'],
  [secondaryNavBlockSchema, 'SecondaryNavBlock'],
  [dialogBlockSchema, 'DialogBlock'],
  [eventSignupContentSchema, 'EventSignupContent'],
  [videoBlockSchema, 'VideoBlock'],
  [pictureBlockSchema, 'PictureBlock'],
  [spacerBlockSchema, 'SpacerBlock'],
  [richTextBlockSchema, 'RichTextBlock'],
  [promoBarBlockSchema, 'PromoBarBlock'],
  [productRecommendationsBlockSchema, 'ProductRecommendationsBlock'],
  [userGeneratedContentBlockSchema, 'UserGeneratedContentBlock'],
  [articleGridBlockSchema, 'ArticleGridBlock'],
  [articleFieldsSchema, 'ArticleFields'],
  [tableBlockSchema, 'TableBlock'],
  [experienceBlockSchema, 'ExperienceBlock'],
  [segmentationBlockSchema, 'SegmentationBlock'],
  [filterBlockSchema, 'FilterBlock'],
  [contentBlockSchema, 'ContentBlock'],
  [mediaSchema, 'Media'],
  [targetSchema, 'Target'],
  [promotionTrackingSchema, 'PromotionTracking'],
  [megaMenuNodeSchema, 'MegaMenuNode'],
  [megaMenuLevel2NodeSchema, 'MegaMenuLevel2Node'],
  [megaMenuLevel3NodeSchema, 'MegaMenuLevel3Node'],
  [popupSchema, 'Popup'],
  [cmsPageSectionSchema, 'CmsPageSection'],
  [cmsPageMetadataSchema, 'CmsPageMetadata'],
  [cmsPageSchema, 'CmsPage'],
];

/** The JSON Schema files editors point their documents at, by file name. */
const roots: readonly (readonly [string, z.ZodType])[] = [
  ['content-document.schema.json', contentDocumentSchema],
  ['content-block.schema.json', contentBlockSchema],
  ['cms-page.schema.json', cmsPageSchema],
  ['menu.schema.json', menuSchema],
  ['footer.schema.json', footerSchema],
  ['popups.schema.json', popupsSchema],
  ['espot.schema.json', espotSchema],
];

/**
 * The JSON Schemas (draft 2020-12) of content documents, made from the zod schemas the service validates with.
 * Checks zod cannot express in JSON Schema (cross-field rules such as endDate after startDate) are left to
 * `stride content validate`.
 */
export function contentJsonSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  const out: Record<string, unknown> = {};
  for (const [file, schema] of roots) {
    const json = z.toJSONSchema(schema, { io: 'input', metadata: registry, unrepresentable: 'any', cycles: 'ref', reused: 'ref' });
    out[file] = { ...json, $id: `https://stride.example/content-schema/${file}` };
  }
  return out;
}
