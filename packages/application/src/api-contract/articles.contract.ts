import { z } from 'zod';
import { articleTagIdSchema, type ArticleSearchResult } from '@stride/domain/content';
import { contentModeSchema, contentQuerySchema, contentSiteIdSchema } from './content.contract.js';

// Article search (account-and-catalogue sections 3 and 7: limit, offset, tagId; result, facets, numFound) and one
// article, beside the showcase call they belong to: articles are showcase pages of the document type `article`.

/** Largest page of an article search. */
export const ARTICLE_SEARCH_MAX_LIMIT = 50;
/** Most tags one search may select. */
export const ARTICLE_SEARCH_MAX_TAGS = 12;

const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

export const articleSearchParamsSchema = z.object({ mode: contentModeSchema, siteId: contentSiteIdSchema, docType: slug });
export const articleSearchQuerySchema = contentQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(ARTICLE_SEARCH_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Selected tags, comma-joined: an article carrying any of them matches. */
  tagId: z
    .string()
    .max(ARTICLE_SEARCH_MAX_TAGS * 61)
    .transform((value) => value.split(',').filter((tag) => tag !== ''))
    .pipe(z.array(articleTagIdSchema).max(ARTICLE_SEARCH_MAX_TAGS))
    .optional(),
  /** An article's slug: answers the articles related to it (sharing a tag, at most 4) instead of a page. */
  relatedTo: slug.optional(),
});
export const articleItemParamsSchema = articleSearchParamsSchema.extend({ slug });

const articleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  tags: z.array(z.object({ id: z.string(), label: z.string() })),
  eyebrow: z.string().nullable(),
  date: z.string(),
  summary: z.string().nullable(),
});
export const articleSearchAnswerSchema: z.ZodType<ArticleSearchResult> = z.object({
  result: z.array(articleCardSchema),
  facets: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  numFound: z.number().int(),
});
export type ArticleSearchAnswer = z.infer<typeof articleSearchAnswerSchema>;
