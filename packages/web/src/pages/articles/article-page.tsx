import type { ReactElement } from 'react';
import { apiFailureStatus } from '@stride/application/storefront';
import { CONTENT_ARTICLE_DOC_TYPE, type ArticleCard, type CmsPage } from '@stride/domain/content';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { marketFromPath } from '../../app/market.js';
import { PageError, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { useMessages } from '../../i18n/messages.js';
import { ContentChromeTop } from '../../content/content-chrome.js';
import { ContentSections, loadBlockRenderer } from '../../content/content-sections.js';
import { contentSiteId, loadContentChrome, type ContentChrome } from '../../content/load-content.js';
import { loadProductCards, type ContentProductCards } from '../../content/product-cards.js';
import { loadBlockExtras } from '../../content/block-extras.js';
import type { ContentBlockExtras } from '../../content/block-extras.types.js';
import { ArticleCardView, formatArticleDate } from '../../content/blocks/article-card.js';
import '../../content/content.css';
import '../../content/articles.css';

interface ArticlePageData {
  readonly slug: string;
  readonly content: CmsPage;
  readonly related: readonly ArticleCard[];
  readonly products: ContentProductCards;
  readonly extras: ContentBlockExtras;
  readonly chrome: ContentChrome;
}

/** An article slug: lower-case letters, digits and dashes. */
const ARTICLE_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** Loads an article `/{site}/articles/{slug}`, its related articles (4, sharing tags) and the page around it. */
export async function load({ url, params, api, market, cookie }: LoadArgs): Promise<ArticlePageData> {
  const slug = params.slug ?? '';
  if (marketFromPath(url.pathname) === null || !ARTICLE_SLUG.test(slug)) throw new PageError(404, 'error.notFound');
  const place = { mode: 'published' as const, siteId: contentSiteId(market), docType: CONTENT_ARTICLE_DOC_TYPE };
  const [article, related, chrome] = await Promise.all([
    api.with(contentRouteAddresses).call('getContentShowcaseItem', { params: { ...place, slug } }),
    api.with(contentRouteAddresses).call('searchContentShowcase', { params: place, query: { relatedTo: slug } }),
    loadContentChrome(api, market, cookie),
    import.meta.env.SSR ? Promise.resolve() : loadBlockRenderer(),
  ]);
  if (article.isErr()) throw apiFailureStatus(article.error) === 404 ? new PageError(404, 'error.notFound') : new PageError(503, 'error.unavailable');
  const content = article.value.content;
  if (content.article == null) throw new PageError(404, 'error.notFound');
  if (related.isErr()) console.warn('Stride: related articles could not be loaded', related.error);
  const [products, extras] = await Promise.all([loadProductCards(api, content.sections), loadBlockExtras(api, market, content.sections, url)]);
  return { slug, content, related: related.isOk() ? related.value.result : [], products, extras, chrome };
}

/** An article: its picture, eyebrow, title, date and tags, its blocks, then up to four related articles. */
export function Page(): ReactElement {
  const { slug, content, related, products, extras, chrome } = usePageData<ArticlePageData>();
  const { market } = useRootData();
  const { t } = useMessages();
  const article = content.article;
  // The load refused a page without its article fields: this is the type's way of knowing it.
  if (article == null) throw new PageError(404, 'error.notFound');
  const title = content.title ?? slug;
  const metadata = content.metadata;
  return (
    <>
      <PageHead
        title={title}
        documentTitle={metadata?.htmlTitle ?? undefined}
        description={metadata?.htmlDescription ?? article.summary ?? title}
        path={metadata?.canonical ?? `/${contentSiteId(market)}/articles/${slug}`}
        robots={metadata?.robots ?? undefined}
        ogTitle={metadata?.ogTitle ?? undefined}
        ogDescription={metadata?.ogDescription ?? undefined}
        type="article"
        image={metadata?.ogImage?.url ?? article.picture.url}
      />
      <ContentChromeTop chrome={chrome} />
      <article className="content-page article-page">
        <header className="article-page__header">
          {article.eyebrow != null && <p className="article-page__eyebrow">{article.eyebrow}</p>}
          <h1 className="article-page__title">{title}</h1>
          <p className="article-page__meta">
            <time dateTime={article.date}>{formatArticleDate(article.date, market.locale)}</time> · {article.tags.map((tag) => tag.label).join(', ')}
          </p>
          <img className="article-page__picture" src={article.picture.url} alt={article.picture.alt} width={1600} height={900} fetchPriority="high" />
        </header>
        {article.summary != null && <p className="article-page__summary">{article.summary}</p>}
        <ContentSections page={content} products={products} extras={extras} />
      </article>
      {related.length > 0 && (
        <section className="related-articles" aria-labelledby="related-articles">
          <h2 id="related-articles">{t('articles.related')}</h2>
          <ul className="related-articles__list">
            {related.map((card) => (
              <li key={card.id}>
                <ArticleCardView card={card} locale={market.locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
