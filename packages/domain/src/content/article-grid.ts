import { CONTENT_RELATED_ARTICLE_COUNT } from './layout.constants.js';

/** An article card's identity and tags. */
export interface ArticleSummary {
  readonly id: string;
  readonly tags: readonly string[];
}

/** The article grid: selected tags, the offset of the page being loaded and the articles so far. */
export interface ArticleGridState<T extends ArticleSummary> {
  readonly selectedTags: readonly string[];
  readonly offset: number;
  readonly articles: readonly T[];
}

export type ArticleGridAction<T extends ArticleSummary> =
  | { readonly type: 'toggle-tag'; readonly tag: string }
  | { readonly type: 'load-more' }
  | { readonly type: 'loaded'; readonly offset: number; readonly articles: readonly T[] };

/**
 * The article grid reducer: load more asks for the next page at offset = articles shown; a loaded page at offset 0
 * replaces the list and a later one is appended; toggling a tag resets the offset to 0 and clears the list.
 * A page for an offset other than the one asked for is stale and ignored.
 */
export function articleGridReducer<T extends ArticleSummary>(state: ArticleGridState<T>, action: ArticleGridAction<T>): ArticleGridState<T> {
  switch (action.type) {
    case 'toggle-tag': {
      const selected = state.selectedTags.includes(action.tag) ? state.selectedTags.filter((tag) => tag !== action.tag) : [...state.selectedTags, action.tag];
      return { selectedTags: selected, offset: 0, articles: [] };
    }
    case 'load-more':
      return { ...state, offset: state.articles.length };
    case 'loaded':
      if (action.offset !== state.offset) return state;
      return { ...state, articles: action.offset === 0 ? [...action.articles] : [...state.articles, ...action.articles] };
  }
}

/**
 * Up to four related articles: others sharing the most tags with the current one, ties kept in the given order.
 * The spec gives only the count; ranking by shared tags is our choice.
 */
export function relatedArticles<T extends ArticleSummary>(current: ArticleSummary, candidates: readonly T[]): T[] {
  const shared = (article: ArticleSummary): number => article.tags.filter((tag) => current.tags.includes(tag)).length;
  return candidates
    .filter((article) => article.id !== current.id)
    .map((article, index) => ({ article, index, score: shared(article) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, CONTENT_RELATED_ARTICLE_COUNT)
    .map((entry) => entry.article);
}
