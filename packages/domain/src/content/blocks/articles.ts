import { z } from 'zod';
import { commonBlockFields, contentUrl, optText, perBreakpoint, text } from './common.js';
import { CONTENT_LIMITS } from './limits.js';

/** A tag id: lower-case letters, digits and dashes (it is a query parameter and a facet id). */
export const articleTagIdSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A tag id is lower-case letters, digits and "-".');

/** Most tags one article carries. */
export const ARTICLE_MAX_TAGS = 12;

/**
 * What makes a showcase page an article (account-and-catalogue section 3: title, url, picture, tags, eyebrow, date):
 * the title is the page's, the url is derived from its key; the rest is here.
 */
export const articleFieldsSchema = z.strictObject({
  eyebrow: optText(),
  /** The publication date shown on the card (a calendar date; the publish window decides when it is served). */
  date: z.iso.date(),
  picture: z.strictObject({ url: contentUrl(), alt: z.string().max(CONTENT_LIMITS.mediumText) }),
  tags: z
    .array(z.strictObject({ id: articleTagIdSchema, label: text(80) }))
    .min(1)
    .max(ARTICLE_MAX_TAGS),
  /** A sentence or two under the title on the card and in the page's description. */
  summary: optText(CONTENT_LIMITS.mediumText),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/**
 * The article grid: the site's articles a page at a time, load more appending by offset, tag toggles resetting it
 * (account-and-catalogue sections 4 and 9). The first page is rows x small-grid columns, 3 without them.
 */
export const articleGridBlockSchema = z.strictObject({
  type: z.literal('article-grid'),
  ...commonBlockFields,
  title: optText(),
  /** Rows of the first page. */
  rows: z.number().int().min(1).max(12).nullish(),
  /** Columns per breakpoint; the small grid's count times rows is the first page. */
  columns: perBreakpoint(z.number().int().min(1).max(6)).nullish(),
  /** Tags the grid starts filtered by (the shopper can toggle them off). */
  tagIds: z.array(articleTagIdSchema).max(ARTICLE_MAX_TAGS).nullish(),
  /** Whether the tag toggles show (they do when absent). */
  showTags: z.boolean().nullish(),
});
export type ArticleGridBlock = z.infer<typeof articleGridBlockSchema>;
