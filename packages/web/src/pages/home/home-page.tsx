import type { ReactElement } from 'react';
import { type ProductTile as ProductTileData } from '@stride/application/storefront';
import { marketFromPath, marketPrefix } from '../../app/market.js';
import { pageErrorFrom } from '../../app/resolve-page.js';
import { Link, PageError, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { ProductTile } from '../../ui/product-tile.js';
import { useMessages } from '../../i18n/messages.js';
import { HomeHero } from './home-hero.js';

/** How many products the home page features (Stride's choice: two rows of four on a large screen). */
export const HOME_FEATURED_COUNT = 8;

interface HomeData {
  readonly featured: readonly ProductTileData[];
}

/** Loads the featured products of the market. */
export async function load({ url, params, api }: LoadArgs): Promise<HomeData> {
  // `/:locale` also matches any one-segment path; only a sold market is a home page.
  if (params.locale !== undefined && marketFromPath(url.pathname) === null) throw new PageError(404, 'error.notFound');
  const search = await api.call('searchProducts', { query: { sort: 'newest', count: String(HOME_FEATURED_COUNT) } });
  if (search.isErr()) throw pageErrorFrom(search.error);
  return { featured: search.value.products };
}

/**
 * Home: featured categories and new products from the catalogue. Content-managed blocks come in a
 * later issue; they go between the category row and the products (the `home-content` slot).
 */
export function Page(): ReactElement {
  const { t } = useMessages();
  const { featured } = usePageData<HomeData>();
  const { categories, market } = useRootData();
  return (
    <>
      <PageHead title={t('home.title')} description={t('home.description')} path={`${marketPrefix(market)}`} />
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
      <div className="home-content" data-slot="home-content" />
      <section aria-labelledby="home-new">
        <h2 id="home-new">{t('home.new')}</h2>
        <div className="product-grid">
          {featured.map((product, index) => (
            <ProductTile key={product.id} product={product} eager={index < 2} />
          ))}
        </div>
      </section>
    </>
  );
}
