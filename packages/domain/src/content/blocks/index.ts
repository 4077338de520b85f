// The block catalogue of content documents: one zod schema per block type, the documents they compose, and validation.
export * from './limits.js';
export { CONTENT_HTML_ALLOWED_ATTRIBUTES, CONTENT_HTML_ALLOWED_TAGS, isSafeContentHtml, isSafeContentUrl } from './safe-html.js';
export {
  BOTTOM_MARGINS,
  BREAKPOINTS,
  TARGET_SIZES,
  TARGET_STYLES,
  commonBlockFields,
  mediaSchema,
  promotionTrackingSchema,
  targetSchema,
  type ContentMedia,
  type ContentTarget,
  type PromotionTracking,
} from './common.js';
export * from './banner.js';
export * from './cards.js';
export * from './collection.js';
export * from './navigation.js';
export * from './dialogs.js';
export * from './media.js';
export * from './articles.js';
export * from './table.js';
export { contentSegmentIdSchema, filterIdsMatchVariant } from './personalisation.js';
export * from './content-block.js';
export * from './page.js';
export * from './site-documents.js';
export * from './content-document.js';
export * from './validate-content-document.js';
export { contentJsonSchemas } from './content-json-schemas.js';
