import { articleItemParamsSchema, articleSearchAnswerSchema, articleSearchParamsSchema, articleSearchQuerySchema } from '../articles.contract.js';
import { contentPageAnswerSchema, contentQuerySchema } from '../content.contract.js';
import { userPhotosAnswerSchema, userPhotosQuerySchema } from '../media.contract.js';
import { route } from './route-definition.js';

const tags = ['Content'];

/**
 * Articles (showcase pages of a document type) searched by tag a page at a time, one article by slug, and the store's
 * own shoppers' photos. Published answers are public and cacheable; preview ones need an editor.
 */
export const articlesRoutes = {
  searchContentShowcase: route('searchContentShowcase', {
    summary: 'Article search: showcase pages of a document type by tag, a page at a time, with the tag facets and numFound',
    tags,
    auth: 'optional',
    params: articleSearchParamsSchema,
    query: articleSearchQuerySchema,
    answer: articleSearchAnswerSchema,
    errors: ['ATTR300', 'CNT403', 'AUT432'],
  }),
  getContentShowcaseItem: route('getContentShowcaseItem', {
    summary: 'One showcase page (an article) by its slug',
    tags,
    auth: 'optional',
    params: articleItemParamsSchema,
    query: contentQuerySchema,
    answer: contentPageAnswerSchema,
    errors: ['ATTR300', 'CNT404', 'CNT403', 'AUT432'],
  }),
  getUserPhotos: route('getUserPhotos', {
    summary: "Approved shoppers' photos of a product (its master id), newest first",
    tags: ['Media'],
    auth: 'none',
    query: userPhotosQuerySchema,
    answer: userPhotosAnswerSchema,
    errors: ['ATTR300'],
    publicCacheControl: 'public, max-age=60',
  }),
};
