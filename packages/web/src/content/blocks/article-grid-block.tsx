import { useCallback, useEffect, useId, useReducer, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import {
  CONTENT_ARTICLE_DOC_TYPE,
  CONTENT_ARTICLE_FACET_PREVIEW_COUNTS,
  articleGridReducer,
  type ArticleCard,
  type ArticleFacet,
  type ArticleGridBlock,
  type ArticleGridState,
} from '@stride/domain/content';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { ARTICLE_GRID_SHOWN_PARAM, ARTICLE_GRID_TAGS_PARAM, articleGridKey } from '../block-extras.js';
import type { ArticleGridData } from '../block-extras.types.js';
import { ArticleCardView } from './article-card.js';
import { useContentContext } from './block-context.js';

/** A card in the grid's state: the reducer reads ids and tag ids. */
interface GridArticle {
  readonly id: string;
  readonly tags: readonly string[];
  readonly card: ArticleCard;
}
const gridArticle = (card: ArticleCard): GridArticle => ({ id: card.id, tags: card.tags.map((tag) => tag.id), card });
const reduce = articleGridReducer<GridArticle>;

/** The classes that hide a tag toggle beyond the preview count of each breakpoint (sm 4, md 10, lg 20). */
function beyondClasses(index: number): string {
  return (['sm', 'md', 'lg'] as const)
    .filter((breakpoint) => index >= CONTENT_ARTICLE_FACET_PREVIEW_COUNTS[breakpoint])
    .map((breakpoint) => ` article-grid__tag--beyond-${breakpoint}`)
    .join('');
}

/** The "all topics" label shows at a breakpoint only when that breakpoint hides some tags. */
function allTagsClasses(count: number, base = 'article-grid__all-label'): string {
  return (['sm', 'md', 'lg'] as const)
    .filter((breakpoint) => count > CONTENT_ARTICLE_FACET_PREVIEW_COUNTS[breakpoint])
    .map((breakpoint) => ` ${base}--${breakpoint}`)
    .join('');
}

/** The query of a grid link for a shopper without JavaScript: the tags and how many articles to show. */
function gridHref(tagIds: readonly string[], shown: number | null): string {
  const query = new URLSearchParams();
  if (tagIds.length > 0) query.set(ARTICLE_GRID_TAGS_PARAM, tagIds.join(','));
  if (shown !== null) query.set(ARTICLE_GRID_SHOWN_PARAM, String(shown));
  const text = query.toString();
  return text === '' ? '?' : `?${text}`;
}

const toggled = (tagIds: readonly string[], tag: string): string[] => (tagIds.includes(tag) ? tagIds.filter((id) => id !== tag) : [...tagIds, tag]);

/**
 * The article grid (account-and-catalogue sections 4 and 9). The server renders the first page with links (tags and
 * "load more" work without JavaScript through the page URL); once the block's renderer runs in the browser, the
 * toggles and "load more" call the article search: load more appends the next page by offset, toggling a tag resets
 * the offset to 0 (the domain's reducer). Tag toggles beyond the preview count (sm 4, md 10, lg 20) wait behind
 * "Show all topics".
 */
export function ArticleGridView({ block }: { readonly block: ArticleGridBlock }): ReactElement | null {
  const { extras } = useContentContext();
  const key = articleGridKey(block);
  const data = extras.articleGrids[key];
  if (data === undefined) return null;
  return <ArticleGrid block={block} data={data} gridKey={key} interactive={!import.meta.env.SSR} />;
}

function ArticleGrid({
  block,
  data,
  gridKey,
  interactive,
}: {
  readonly block: ArticleGridBlock;
  readonly data: ArticleGridData;
  readonly gridKey: string;
  readonly interactive: boolean;
}): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const api = useApi();
  const siteId = market.locale.toLowerCase() as 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';
  const initial: ArticleGridState<GridArticle> = { selectedTags: data.tagIds, offset: 0, articles: data.search.result.map(gridArticle) };
  const [state, dispatch] = useReducer(reduce, initial);
  const [numFound, setNumFound] = useState(data.search.numFound);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const allTagsId = useId();

  const fetchPage = useCallback(
    async (tagIds: readonly string[], offset: number) => {
      const request = ++latest.current;
      setStatus('loading');
      const answer = await api.with(contentRouteAddresses).call('searchContentShowcase', {
        params: { mode: 'published', siteId, docType: CONTENT_ARTICLE_DOC_TYPE },
        query: { limit: data.pageSize, offset, ...(tagIds.length > 0 ? { tagId: tagIds.join(',') } : {}) },
      });
      if (request !== latest.current) return;
      if (answer.isErr()) {
        console.warn('Stride: the article search failed', answer.error);
        setStatus('failed');
        return;
      }
      setNumFound(answer.value.numFound);
      dispatch({ type: 'loaded', offset, articles: answer.value.result.map(gridArticle) });
      setStatus('idle');
    },
    [api, siteId, data.pageSize],
  );

  // After "load more", focus moves to the first new article, so a keyboard user continues where the list grew.
  useEffect(() => {
    if (focusFrom.current === null || status !== 'idle') return;
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('.article-card__link')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [state.articles, status]);

  const onToggle = (tag: string) => {
    dispatch({ type: 'toggle-tag', tag });
    void fetchPage(toggled(state.selectedTags, tag), 0);
  };
  const onLoadMore = () => {
    focusFrom.current = state.articles.length;
    dispatch({ type: 'load-more' });
    void fetchPage(state.selectedTags, state.articles.length);
  };

  const facets: readonly ArticleFacet[] = data.search.facets;
  const shown = state.articles.length;
  const columns = block.columns ?? {};
  const style = {
    '--article-cols-sm': String(columns.sm ?? 1),
    '--article-cols-md': String(columns.md ?? 2),
    '--article-cols-lg': String(columns.lg ?? 3),
  } as CSSProperties;
  return (
    <section className="article-grid" data-article-grid={gridKey} aria-label={block.title ?? undefined}>
      {block.title != null && block.title !== '' && <h2 className="article-grid__title">{block.title}</h2>}
      {block.showTags !== false && facets.length > 0 && (
        <div className="article-grid__tags">
          <input
            type="checkbox"
            id={allTagsId}
            className={`article-grid__all-toggle visually-hidden${allTagsClasses(facets.length, 'article-grid__all-toggle')}`}
          />
          <ul className="article-grid__tag-list" aria-label={t('articles.tags')}>
            {facets.map((facet, index) => {
              const selected = state.selectedTags.includes(facet.id);
              const label = (
                <>
                  {facet.label} <span className="article-grid__tag-count">{facet.count}</span>
                </>
              );
              return (
                <li key={facet.id} className={`article-grid__tag${beyondClasses(index)}`}>
                  {interactive ? (
                    <button type="button" className="article-grid__tag-button" aria-pressed={selected} onClick={() => onToggle(facet.id)}>
                      {label}
                    </button>
                  ) : (
                    <a
                      className="article-grid__tag-button"
                      href={gridHref(toggled(state.selectedTags, facet.id), null)}
                      aria-current={selected ? 'true' : undefined}
                    >
                      {label}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
          <label htmlFor={allTagsId} className={`article-grid__all-label${allTagsClasses(facets.length)}`}>
            {t('articles.allTags')}
          </label>
        </div>
      )}
      <ul className="article-grid__list" style={style} ref={list} aria-busy={status === 'loading'}>
        {state.articles.map((article) => (
          <li key={article.id} className="article-grid__item">
            <ArticleCardView card={article.card} locale={market.locale} />
          </li>
        ))}
      </ul>
      {shown === 0 && status !== 'loading' && <p className="article-grid__none">{t('articles.none')}</p>}
      <p className="article-grid__count" role="status">
        {shown > 0 ? t('articles.shown', { shown, total: numFound }) : ''}
      </p>
      {status === 'failed' && (
        <p className="article-grid__failed" role="alert">
          {t('articles.loadFailed')}
        </p>
      )}
      {shown < numFound &&
        (interactive ? (
          <button type="button" className="button article-grid__more" onClick={onLoadMore} disabled={status === 'loading'}>
            {t('articles.loadMore')}
          </button>
        ) : (
          <a className="button article-grid__more" href={gridHref(state.selectedTags, shown + data.pageSize)}>
            {t('articles.loadMore')}
          </a>
        ))}
    </section>
  );
}
