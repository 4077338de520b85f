import { z } from 'zod';
import {
  type CmsPage,
  type CmsPageMetadata,
  type ContentDocumentKind,
  type ContentSiteId,
  type FooterContent,
  type MenuContent,
  type PopupsContent,
  AUGMENTED_PAGES,
  CONTENT_DOCUMENT_KINDS,
  CONTENT_SITE_IDS,
  ESPOT_NAMES,
  cmsPageSchema,
  cmsPageSectionSchema,
  footerSchema,
  menuSchema,
  popupsSchema,
} from '@stride/domain/content';
import { localeQuerySchema } from './catalogue.contract.js';

// Wire schemas of the content service (content-and-personalisation section 7): GET /{mode}/caas/v1/canvas/...
// and the storefront's /fapi/components and /fapi/pages. The spec shows no response shapes; each answer is the
// document's envelope plus its content, in the block catalogue's schemas (docs/content.md).

/** Largest page of a showcase listing. */
export const SHOWCASE_MAX_LIMIT = 50;
export const SHOWCASE_DEFAULT_LIMIT = 12;

const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

/** `published` serves live content to anyone; `preview` serves drafts and scheduled versions to editors only. */
export const contentModeSchema = z.enum(['published', 'preview']);
export type ContentMode = z.infer<typeof contentModeSchema>;
export const contentSiteIdSchema = z.enum(CONTENT_SITE_IDS);

/** Query of every content call: locale, preview time and environment, removeNulls, and a signed preview link's parts. */
export const contentQuerySchema = localeQuerySchema.extend({
  /** Preview only: the moment to preview (ISO 8601 with offset); now when absent. */
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
  /** The content environment; the store keeps one and echoes the name. */
  cmsEnvironment: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .optional(),
  /** `true` drops every null field from the answer. */
  removeNulls: z.enum(['true', 'false']).optional(),
  /** Signed preview link: expiry (Unix seconds) and HMAC-SHA256 of path and expiry, base64url. */
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

const modeParams = { mode: contentModeSchema };
const siteParams = { ...modeParams, siteId: contentSiteIdSchema };
export const contentAugmentedPageParamsSchema = z.object({ ...siteParams, page: z.enum(AUGMENTED_PAGES) });
export const contentCategoryParamsSchema = z.object({ ...siteParams, categoryId: z.string().regex(/^\d{4,10}$/) });
export const contentSearchParamsSchema = z.object({ ...siteParams, searchType: slug });
export const contentSearchQuerySchema = contentQuerySchema.extend({ query: z.string().max(200).optional() });
export const contentSiteParamsSchema = z.object(siteParams);
export const contentFragmentParamsSchema = z.object({ ...modeParams, fragmentId: slug });
export const contentPageParamsSchema = z.object({ ...siteParams, page: slug });
export const contentChildrenParamsSchema = z.object({ ...siteParams, parentPageSlug: slug });
export const contentProductParamsSchema = z.object({ ...siteParams, productId: z.string().regex(/^[A-Z0-9]{8,11}$/) });
export const contentShowcaseParamsSchema = z.object({ ...siteParams, docType: slug });
export const contentShowcaseQuerySchema = contentQuerySchema.extend({
  layoutVariant: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(SHOWCASE_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});
export const contentEspotParamsSchema = z.object({ ...siteParams, espot: z.enum(ESPOT_NAMES) });
export const contentEspotQuerySchema = contentQuerySchema.extend({
  /** The storefront path whose inherited sections are wanted (`/en-us/c/running-4100`); `/` when absent. */
  route: z
    .string()
    .max(500)
    .regex(/^\/[^\s?#]*$/)
    .optional(),
});

/** The envelope of a served document: which version of which document, and its window. */
const envelope = {
  id: z.string(),
  kind: z.enum(CONTENT_DOCUMENT_KINDS),
  siteId: contentSiteIdSchema,
  key: z.string(),
  locale: z.string(),
  version: z.number().int().min(1),
  publishAt: z.string().nullish(),
  unpublishAt: z.string().nullish(),
  updatedAt: z.string(),
  mode: contentModeSchema,
  cmsEnvironment: z.string(),
};
/** The envelope of every served document. */
export interface ContentEnvelopeAnswer {
  id: string;
  kind: ContentDocumentKind;
  siteId: ContentSiteId;
  key: string;
  locale: string;
  version: number;
  publishAt?: string | null | undefined;
  unpublishAt?: string | null | undefined;
  updatedAt: string;
  mode: ContentMode;
  cmsEnvironment: string;
}
/** A page-like document (page, augmented page, category, search, fragment, product, showcase). */
export interface ContentPageAnswer extends ContentEnvelopeAnswer {
  content: CmsPage;
}
export interface ContentFooterAnswer extends ContentEnvelopeAnswer {
  content: FooterContent;
}
export interface ContentMenuAnswer extends ContentEnvelopeAnswer {
  content: MenuContent;
}
export interface ContentPopupsAnswer extends ContentEnvelopeAnswer {
  content: PopupsContent;
}
/** A child page as the children call lists it. */
export interface ContentPageSummary {
  id: string;
  key: string;
  title?: string | null | undefined;
  metadata?: CmsPageMetadata | null | undefined;
  version: number;
  publishAt?: string | null | undefined;
}
export interface ContentChildrenAnswer {
  parentPageSlug: string;
  siteId: ContentSiteId;
  mode: ContentMode;
  children: ContentPageSummary[];
}
export interface ContentShowcaseAnswer {
  docType: string;
  layoutVariant?: string | null | undefined;
  limit: number;
  offset: number;
  total: number;
  items: ContentPageAnswer[];
}
export interface ContentEspotAnswer {
  espot: string;
  siteId: ContentSiteId;
  route: string;
  mode: ContentMode;
  /** The espot's sections inherited on the route, in the editor's order (route patterns: '*' one segment, '**' any). */
  sections: CmsPage['sections'];
}

// Annotated with the named answer types: the inferred types of the block catalogue are too large to write out.
export const contentPageAnswerSchema: z.ZodType<ContentPageAnswer> = z.object({ ...envelope, content: cmsPageSchema });
export const contentFooterAnswerSchema: z.ZodType<ContentFooterAnswer> = z.object({ ...envelope, content: footerSchema });
export const contentMenuAnswerSchema: z.ZodType<ContentMenuAnswer> = z.object({ ...envelope, content: menuSchema });
export const contentPopupsAnswerSchema: z.ZodType<ContentPopupsAnswer> = z.object({ ...envelope, content: popupsSchema });
export const contentChildrenAnswerSchema: z.ZodType<ContentChildrenAnswer> = z.object({
  parentPageSlug: z.string(),
  siteId: contentSiteIdSchema,
  mode: contentModeSchema,
  children: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      title: z.string().nullish(),
      metadata: cmsPageSchema.shape.metadata,
      version: z.number().int(),
      publishAt: z.string().nullish(),
    }),
  ),
});
export const contentShowcaseAnswerSchema: z.ZodType<ContentShowcaseAnswer> = z.object({
  docType: z.string(),
  layoutVariant: z.string().nullish(),
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  items: z.array(contentPageAnswerSchema),
});
export const contentEspotAnswerSchema: z.ZodType<ContentEspotAnswer> = z.object({
  espot: z.string(),
  siteId: contentSiteIdSchema,
  route: z.string(),
  mode: contentModeSchema,
  sections: z.array(cmsPageSectionSchema),
});

/** `/fapi/components/*` and `/fapi/pages/*`: published content of a site (the locale's site when siteId is absent). */
export const fapiContentQuerySchema = localeQuerySchema.extend({ siteId: contentSiteIdSchema.optional() });
export const fapiPageParamsSchema = z.object({ page: slug });
/** `/fapi/components/size-chart/{productType}`: the product type as the product details answer it (`footwear`, `apparel`). */
export const fapiSizeChartParamsSchema = z.object({ productType: z.string().regex(/^[a-z][a-z-]{0,39}$/) });
export const locationSelectorAnswerSchema = z.object({
  sites: z.array(
    z.object({
      siteId: contentSiteIdSchema,
      locale: z.string(),
      /** The site's name in its own language. */
      name: z.string(),
      /** The site's home path (`/fr-ca`). */
      url: z.string(),
      current: z.boolean(),
    }),
  ),
});

// Editors' calls (Stride's own, for `stride content`): an employee agent token is an editor's right.

/** `POST /fapi/content/documents`: documents to import atomically, each with the file it came from. */
export const contentImportBodySchema = z.strictObject({
  documents: z
    .array(
      z.strictObject({
        /** Where the document came from (a file path), named in refusals. */
        source: z.string().min(1).max(300),
        /** Checked against the block catalogue by the service; a refusal names the JSON path of the first failure. */
        document: z.unknown(),
      }),
    )
    .min(1)
    .max(2000),
});
export const contentImportAnswerSchema = z.object({
  created: z.array(z.string()),
  versioned: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type ContentImportAnswer = z.infer<typeof contentImportAnswerSchema>;

/** `GET /fapi/content/documents`: the newest version of every document (drafts included), as files hold them. */
export const contentExportAnswerSchema = z.object({
  documents: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(CONTENT_DOCUMENT_KINDS),
      siteId: contentSiteIdSchema,
      key: z.string(),
      locale: z.string(),
      publishAt: z.string().optional(),
      unpublishAt: z.string().optional(),
      /** The stored version's number, for the editor's information (not part of the file). */
      version: z.number().int(),
      content: z.unknown(),
    }),
  ),
});
export type ContentExportAnswer = z.infer<typeof contentExportAnswerSchema>;

export const contentDocumentIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/),
});
/** `POST /fapi/content/documents/{id}/publish`: a new version of the newest content with this window. */
export const contentPublishBodySchema = z.strictObject({
  publishAt: z.iso.datetime({ offset: true }),
  unpublishAt: z.iso.datetime({ offset: true }).optional(),
});
export const contentPublishAnswerSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  publishAt: z.string(),
  unpublishAt: z.string().nullable(),
});

/** `POST /fapi/content/preview-links`: a signed link to a preview path, for someone without an editor's token. */
export const previewLinkBodySchema = z.strictObject({
  path: z
    .string()
    .max(500)
    .regex(/^\/preview\/caas\/v1\/canvas\/[A-Za-z0-9._/-]+$/, 'A preview link is for a /preview/caas/v1/canvas/... path.'),
  /** How long the link lives, at most 7 days; 1 day when absent. */
  expiresInSeconds: z.number().int().min(60).max(604_800).optional(),
});
export const previewLinkAnswerSchema = z.object({
  path: z.string(),
  expires: z.number().int(),
  signature: z.string(),
  /** The path with its expires and signature query parameters. */
  url: z.string(),
});
