import type { ReactElement } from 'react';
import { type ProductSearchAnswer } from '@stride/application/storefront';
import { marketFromPath, marketPrefix } from '../../app/market.js';
import { pageErrorFrom } from '../../app/resolve-page.js';
import { Link, PageError, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { productCountLabel } from './listing-labels.js';
import { canonicalListingPath, listingApiQuery, listingStateFromUrl, type ListingState } from './listing-query.js';
import { ProductListing } from './product-listing.js';
import { useMessages } from '../../i18n/messages.js';
import type { CmsPage } from '@stride/domain/content';
import { EspotSections } from '../../content/espot-sections.js';
import { loadEspotSections } from '../../content/page-content.js';
import { loadSearchHub } from './search-hub.js';

interface SearchData {
  readonly path: string;
  readonly state: ListingState;
  /** Null when no words were given (nothing is searched). */
  readonly result: ProductSearchAnswer | null;
  /** The search espot's sections inherited on this path. */
  readonly espot: CmsPage['sections'];
  /** The search hub's sections, shown before a search and when one finds nothing; empty otherwise. */
  readonly hub: CmsPage['sections'];
}

/** Loads `/search?q=` (the remembered market) or `/{language}-{country}/search?q=`: one page of matches. */
export async function load({ url, params, api, market }: LoadArgs): Promise<SearchData> {
  // `/:locale/search` also matches `/anything/search`; only a sold market has a search page.
  if (params.locale !== undefined && marketFromPath(url.pathname) === null) throw new PageError(404, 'error.notFound');
  const state = listingStateFromUrl(url);
  const path = `${marketPrefix(market)}/search`;
  const espot = loadEspotSections(api, market, 'search', url.pathname);
  if (state.q === '') {
    const [sections, hub] = await Promise.all([espot, loadSearchHub(api, market)]);
    return { path, state, result: null, espot: sections, hub };
  }
  const [search, sections] = await Promise.all([api.call('searchProducts', { query: listingApiQuery(state) }), espot]);
  if (search.isErr()) throw pageErrorFrom(search.error);
  const hub = search.value.total === 0 ? await loadSearchHub(api, market) : [];
  return { path, state, result: search.value, espot: sections, hub };
}

/**
 * Search results with refinements, sort, pagination and quick-shop, and a did-you-mean when words were
 * corrected; a prompt and the search hub without search words; popular searches, categories and the
 * search hub when nothing was found.
 */
export function Page(): ReactElement {
  const { path, state, result, espot, hub } = usePageData<SearchData>();
  const { t } = useMessages();
  const { categories } = useRootData();
  const title = state.q === '' ? t('search.title') : t('search.resultsTitle', { q: state.q });
  const description = result === null ? t('search.description') : t('search.resultsDescription', { count: productCountLabel(t, result.total), q: state.q });
  return (
    <>
      <PageHead title={title} description={description} path={canonicalListingPath(path, state)} robots="noindex" />
      <h1>{title}</h1>
      {result?.didYouMean === undefined ? null : (
        <p className="search-did-you-mean">
          {t('search.didYouMean')} <Link to={`${path}?q=${encodeURIComponent(result.didYouMean)}`}>{result.didYouMean}</Link>
          {t('search.didYouMeanEnd')}
        </p>
      )}
      {result === null ? (
        <div className="listing__empty">
          <p>{t('search.emptyHint')}</p>
          <SearchTips categories={categories} />
          <EspotSections espot="search" sections={hub} />
        </div>
      ) : (
        <ProductListing
          path={path}
          state={state}
          result={result}
          empty={
            <>
              <p>{t('search.noResultsHint')}</p>
              {result.popularSearches.length === 0 ? null : (
                <>
                  <h2>{t('search.popularSearches')}</h2>
                  <ul className="search-tips">
                    {result.popularSearches.map((q) => (
                      <li key={q}>
                        <Link to={`${path}?q=${encodeURIComponent(q)}`}>{q}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h2>{t('search.browseCategories')}</h2>
              <SearchTips categories={categories} />
              <EspotSections espot="search" sections={hub} />
            </>
          }
        />
      )}
      <EspotSections espot="search" sections={espot} />
    </>
  );
}

function SearchTips({ categories }: { readonly categories: ReturnType<typeof useRootData>['categories'] }): ReactElement {
  return (
    <ul className="search-tips">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={category.url}>{category.name}</Link>
        </li>
      ))}
    </ul>
  );
}
