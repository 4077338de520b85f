import type { ReactElement } from 'react';
import { type ProductTile as ProductTileData } from '@stride/application/storefront';
import type { CmsPage } from '@stride/domain/content';
import { marketFromPath, marketPrefix } from '../../app/market.js';
import { pageErrorFrom } from '../../app/resolve-page.js';
import { Link, PageError, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { ProductTile } from '../../ui/product-tile.js';
import { useMessages } from '../../i18n/messages.js';
import { ContentChromeTop } from '../../content/content-chrome.js';
import { ContentSections } from '../../content/content-sections.js';
import { loadCmsPage, loadContentChrome, type ContentChrome } from '../../content/load-content.js';
import { loadProductCards, type ContentProductCards } from '../../content/product-cards.js';
import '../../content/content.css';
import { HomeHero } from './home-hero.js';

/** How many products the home page features (Stride's choice: two rows of four on a large screen). */
export const HOME_FEATURED_COUNT = 8;
/** The slug of a site's home page document in the content service. */
export const HOME_CONTENT_PAGE = 'home';

interface HomeData {
  readonly featured: readonly ProductTileData[];
  /** The site's home page document; null when the content service has none (the catalogue home shows). */
  readonly content: CmsPage | null;
  /** The products the home page's product tiles show. */
  readonly products: ContentProductCards;
  readonly chrome: ContentChrome;
}

/** Loads the site's home page content, its benefit bar and pop-ups, and the newest products of the market. */
export async function load({ url, params, api, market, cookie }: LoadArgs): Promise<HomeData> {
  // `/:locale` also matches any one-segment path; only a sold market is a home page.
  if (params.locale !== undefined && marketFromPath(url.pathname) === null) throw new PageError(404, 'error.notFound');
  const [search, content, chrome] = await Promise.all([
    api.call('searchProducts', { query: { sort: 'newest', count: String(HOME_FEATURED_COUNT) } }),
    loadCmsPage(api, market, HOME_CONTENT_PAGE),
    loadContentChrome(api, market, cookie),
  ]);
  if (search.isErr()) throw pageErrorFrom(search.error);
  if (content === null || content === 'unavailable') {
    // The store still sells without its editorial home: the catalogue home stands in, and the gap is told.
    console.warn(
      `Stride: no home page content for ${market.locale} (${content === null ? 'not published' : 'content service unavailable'}), showing the catalogue home`,
    );
  }
  const page = typeof content === 'object' ? content : null;
  const products = page === null ? {} : await loadProductCards(api, page.sections);
  return { featured: search.value.products, content: page, products, chrome };
}

/** The catalogue home: a hero, the categories. What a site without a published home page document shows. */
function CatalogueHome(): ReactElement {
  const { t } = useMessages();
  const { categories } = useRootData();
  return (
    <>
      <HomeHero />
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-cards">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={category.url}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Home: the site's content-managed home page (its blocks and metadata), then the newest products. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const { featured, content, products, chrome } = usePageData<HomeData>();
  const { market } = useRootData();
  const metadata = content?.metadata;
  return (
    <>
      <PageHead
        title={t('home.title')}
        documentTitle={metadata?.htmlTitle ?? undefined}
        description={metadata?.htmlDescription ?? t('home.description')}
        path={metadata?.canonical ?? marketPrefix(market)}
        robots={metadata?.robots ?? undefined}
        ogTitle={metadata?.ogTitle ?? undefined}
        ogDescription={metadata?.ogDescription ?? undefined}
        {...(metadata?.ogImage ? { image: metadata.ogImage.url } : {})}
      />
      <ContentChromeTop chrome={chrome} />
      {content === null ? <CatalogueHome /> : <ContentSections page={content} products={products} />}
      <section aria-labelledby="home-new">
        <h2 id="home-new">{t('home.new')}</h2>
        <div className="product-grid">
          {featured.map((product, index) => (
            <ProductTile key={product.id} product={product} eager={content === null && index < 2} />
          ))}
        </div>
      </section>
    </>
  );
}
