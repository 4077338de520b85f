import { cmsPageSchema, type ArticleCard, type CmsPage, type ContentReadWindow, type ContentRepository, type ContentSiteId } from '@stride/domain/content';
import type { ContentReadProblem } from './read-content-document.js';

/** Where a showcase page of a document type is shown: articles at `/{site}/articles/{slug}`, others under their type. */
export function showcaseItemPath(siteId: ContentSiteId, docType: string, slug: string): string {
  return docType === 'article' ? `/${siteId}/articles/${slug}` : `/${siteId}/${docType}/${slug}`;
}

/** An article's card from its page: the page's title, the card fields, the url derived from its key. */
export function articleCardOf(siteId: ContentSiteId, docType: string, slug: string, page: CmsPage): ArticleCard | undefined {
  const article = page.article;
  if (article == null) return undefined;
  return {
    id: slug,
    title: page.title ?? slug,
    url: showcaseItemPath(siteId, docType, slug),
    picture: { url: article.picture.url, alt: article.picture.alt },
    tags: article.tags.map((tag) => ({ id: tag.id, label: tag.label })),
    eyebrow: article.eyebrow ?? null,
    date: article.date,
    summary: article.summary ?? null,
  };
}

/**
 * The cards of every article of a site visible in the window (the newest visible version of each), each checked
 * against the page schema on the way out: one that no longer passes is reported and left out, never half-shown.
 */
export async function readArticleCards(
  repository: ContentRepository,
  place: { readonly siteId: ContentSiteId; readonly locale: string; readonly docType: string },
  window: ContentReadWindow,
  onProblem: ContentReadProblem,
): Promise<ArticleCard[]> {
  const prefix = `${place.docType}/`;
  const found = await repository.listVisible({ kind: 'showcase', siteId: place.siteId, locale: place.locale, keyPrefix: prefix }, window);
  return found.flatMap((version) => {
    const checked = cmsPageSchema.safeParse(version.content);
    if (!checked.success) {
      onProblem({ id: version.id, version: version.version, message: checked.error.issues[0]?.message ?? 'invalid' });
      return [];
    }
    const card = articleCardOf(place.siteId, place.docType, version.key.slice(prefix.length), checked.data);
    return card === undefined ? [] : [card];
  });
}
