import { z } from 'zod';
import { CONTENT_ARTICLE_DOC_TYPE } from '../layout.constants.js';
import { contentId } from './common.js';
import { CONTENT_SITE_IDS } from './limits.js';
import { cmsPageSchema, espotSchema, footerSchema } from './page.js';
import { menuSchema, popupsSchema } from './site-documents.js';

/** The kinds of content document, one per content service call (section 7) plus espots. */
export const CONTENT_DOCUMENT_KINDS = [
  'page',
  'augmentedpage',
  'category',
  'search',
  'footer',
  'fragment',
  'menu',
  'children',
  'popups',
  'product',
  'showcase',
  'espot',
] as const;
export type ContentDocumentKind = (typeof CONTENT_DOCUMENT_KINDS)[number];

/** The fixed pages the augmentedpage call serves (spec section 7). */
export const AUGMENTED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;
export type AugmentedPage = (typeof AUGMENTED_PAGES)[number];

/** The espots the spec names (section 7); their sections are inherited by route pattern. */
export const ESPOT_NAMES = [
  'account',
  'cart',
  'category',
  'checkout',
  'contact-us',
  'error',
  'generic',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'product',
  'promotions',
  'search',
  'sign-in',
  'sign-up',
  'store-locator',
] as const;

const isoDateTime = () => z.iso.datetime({ offset: true });

/** What every document carries beside its content: who it is, where it shows and when. */
const envelope = {
  /** Where the editor's tools find the JSON Schema (completion in the editor); ignored by the service. */
  $schema: z.string().max(300).optional(),
  /** The editor's id of the document, unique in the store (`en-us-home`); no '/', it is a path segment of the editors' calls. */
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'An id uses letters, digits, "-", "_", "." or ":".'),
  siteId: z.enum(CONTENT_SITE_IDS),
  /** The page slug, category id, espot name... ('default' for a site's footer, menu and pop-ups). */
  key: contentId(),
  /** The language of this version; the site's own when absent. */
  locale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .nullish(),
  /** When this version goes live; a version without it is a draft, seen only in preview. */
  publishAt: isoDateTime().nullish(),
  /** When this version stops being served. */
  unpublishAt: isoDateTime().nullish(),
};

const pageKinds = ['page', 'augmentedpage', 'category', 'search', 'fragment', 'children', 'product', 'showcase'] as const;

/** A content document as editors write it and the service stores it: the envelope plus the kind's content. */
export const contentDocumentSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.enum(pageKinds), ...envelope, content: cmsPageSchema }),
    z.strictObject({ kind: z.literal('footer'), ...envelope, content: footerSchema }),
    z.strictObject({ kind: z.literal('menu'), ...envelope, content: menuSchema }),
    z.strictObject({ kind: z.literal('popups'), ...envelope, content: popupsSchema }),
    z.strictObject({ kind: z.literal('espot'), ...envelope, content: espotSchema }),
  ])
  .superRefine((written, context) => {
    if (written.publishAt != null && written.unpublishAt != null && Date.parse(written.unpublishAt) <= Date.parse(written.publishAt)) {
      context.addIssue({ code: 'custom', message: 'unpublishAt must be after publishAt.', path: ['unpublishAt'] });
    }
    if (written.kind === 'augmentedpage' && !(AUGMENTED_PAGES as readonly string[]).includes(written.key)) {
      context.addIssue({ code: 'custom', message: `An augmented page is one of: ${AUGMENTED_PAGES.join(', ')}.`, path: ['key'] });
    }
    if (written.kind === 'category' && !/^\d{4,10}$/.test(written.key)) {
      context.addIssue({ code: 'custom', message: 'A category document is keyed by its category id (4 to 10 digits).', path: ['key'] });
    }
    if (written.kind === 'showcase' && written.key.startsWith(`${CONTENT_ARTICLE_DOC_TYPE}/`) && written.content.article == null) {
      context.addIssue({ code: 'custom', message: 'An article (a showcase keyed article/...) needs its article fields.', path: ['content', 'article'] });
    }
    if (written.kind === 'product' && !/^[A-Z0-9]{8,11}$/.test(written.key)) {
      context.addIssue({ code: 'custom', message: 'A product document is keyed by its product id (8 to 11 letters and digits).', path: ['key'] });
    }
  });
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
/** A document as written in a file (before defaults). */
export type ContentDocumentInput = z.input<typeof contentDocumentSchema>;

const contentSchemas = {
  footer: footerSchema,
  menu: menuSchema,
  popups: popupsSchema,
  espot: espotSchema,
} as const;

/** The schema a document kind's content follows (a CMS page for every page-like kind). */
export function contentSchemaFor(kind: ContentDocumentKind): z.ZodType<ContentDocument['content']> {
  return kind in contentSchemas ? contentSchemas[kind as keyof typeof contentSchemas] : cmsPageSchema;
}
