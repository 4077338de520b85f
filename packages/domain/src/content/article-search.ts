import { relatedArticles } from './article-grid.js';
import type { ArticleGridBlock } from './blocks/articles.js';
import { CONTENT_ARTICLE_GRID_FALLBACK_INITIAL_LOAD } from './layout.constants.js';

/** An article as the grid shows it (account-and-catalogue section 3: id, title, url, picture, tags, eyebrow, date). */
export interface ArticleCard {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly picture: { readonly url: string; readonly alt: string };
  readonly tags: readonly { readonly id: string; readonly label: string }[];
  readonly eyebrow: string | null;
  /** ISO calendar date. */
  readonly date: string;
  readonly summary: string | null;
}

/** A tag the grid can toggle, with how many articles carry it. */
export interface ArticleFacet {
  readonly id: string;
  readonly label: string;
  readonly count: number;
}

/** What an article search asks: selected tags (any of them matches), a page by limit and offset. */
export interface ArticleSearchQuery {
  readonly tagIds: readonly string[];
  readonly limit: number;
  readonly offset: number;
}

/** The answer of an article search (account-and-catalogue section 7): result, facets, numFound. */
export interface ArticleSearchResult {
  readonly result: ArticleCard[];
  readonly facets: ArticleFacet[];
  readonly numFound: number;
}

/** Newest first; the same day by title, so pages never overlap or skip. */
function byDateThenTitle(a: ArticleCard, b: ArticleCard): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

/**
 * The tags of a set of articles, most used first (then by label): every tag stays offered whatever is selected, so
 * the shopper can widen a selection as well as narrow it.
 */
export function articleFacets(articles: readonly ArticleCard[]): ArticleFacet[] {
  const counts = new Map<string, { label: string; count: number }>();
  for (const article of articles)
    for (const tag of article.tags) {
      const entry = counts.get(tag.id);
      counts.set(tag.id, { label: entry?.label ?? tag.label, count: (entry?.count ?? 0) + 1 });
    }
  return [...counts.entries()].map(([id, { label, count }]) => ({ id, label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Searches articles: those carrying any selected tag (all without a selection), newest first, one page of them,
 * the facets of every article and how many matched.
 * @example searchArticles(cards, { tagIds: ['trail'], limit: 6, offset: 0 }).numFound
 */
export function searchArticles(articles: readonly ArticleCard[], query: ArticleSearchQuery): ArticleSearchResult {
  const matching = articles.filter((article) => query.tagIds.length === 0 || article.tags.some((tag) => query.tagIds.includes(tag.id))).sort(byDateThenTitle);
  return { result: matching.slice(query.offset, query.offset + query.limit), facets: articleFacets(articles), numFound: matching.length };
}

/** The articles related to one (the spec's count, 4): those sharing at least one tag, most shared first, newest first among equals. */
export function relatedArticleCards(current: ArticleCard, articles: readonly ArticleCard[]): ArticleCard[] {
  const tagIds = (article: ArticleCard) => article.tags.map((tag) => tag.id);
  const currentTags = tagIds(current);
  const sharing = [...articles].sort(byDateThenTitle).filter((article) => article.tags.some((tag) => currentTags.includes(tag.id)));
  const ranked = relatedArticles(
    { id: current.id, tags: currentTags },
    sharing.map((article) => ({ id: article.id, tags: tagIds(article), article })),
  );
  return ranked.map((entry) => entry.article);
}

/**
 * How many articles a grid loads first: rows times the small grid's columns, or 3 when the editor set neither
 * (account-and-catalogue section 9); load more asks for as many again.
 */
export function articleGridInitialLoad(block: Pick<ArticleGridBlock, 'rows' | 'columns'>): number {
  const rows = block.rows ?? null;
  const columns = block.columns?.sm ?? null;
  return rows !== null && columns !== null ? rows * columns : CONTENT_ARTICLE_GRID_FALLBACK_INITIAL_LOAD;
}
