import type { ReactElement } from 'react';
import { parsePlpPath } from '@stride/domain/catalogue';
import { type ProductSearchAnswer } from '@stride/application/storefront';
import { marketPrefix } from '../../app/market.js';
import { pageErrorFrom } from '../../app/resolve-page.js';
import { PageError, PageRedirect, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { Breadcrumbs, type Crumb } from './breadcrumbs.js';
import { categoryPath } from './category-path.js';
import { productCountLabel } from './listing-labels.js';
import { canonicalListingPath, listingApiQuery, listingHref, listingStateFromUrl, type ListingState } from './listing-query.js';
import { ProductListing } from './product-listing.js';
import { useMessages } from '../../i18n/messages.js';
import type { CmsPage } from '@stride/domain/content';
import { CategoryLanding, EspotSections } from '../../content/espot-sections.js';
import { contentHasH1, loadCategoryLanding, loadEspotSections, rememberCategoryLanding } from '../../content/page-content.js';

interface ProductListData {
  readonly categoryId: string;
  readonly path: string;
  readonly state: ListingState;
  readonly result: ProductSearchAnswer;
  /** Top category down to this one. */
  readonly crumbs: readonly Crumb[];
  readonly subCategories: readonly (Crumb & { readonly count: number })[];
  /** The category's landing content, above the grid; null when the category has none. */
  readonly landing: CmsPage | null;
  /** The category espot's sections inherited on this path. */
  readonly espot: CmsPage['sections'];
}

/**
 * Loads a category page `/{language}-{country}/c/{slug}-{categoryId}`: the category (404 when the
 * catalogue has none; a wrong slug redirects to the category's own URL) and one page of its products.
 */
export async function load({ url, api, market }: LoadArgs): Promise<ProductListData> {
  const parsed = parsePlpPath(url.pathname);
  if (parsed.isErr()) throw new PageError(404, 'error.notFound');
  const { categoryId } = parsed.value;
  const state = listingStateFromUrl(url);
  const [catalog, search, landing, espot] = await Promise.all([
    api.call('getCatalog'),
    api.call('searchProducts', { query: { ...listingApiQuery(state, categoryId), q: undefined } }),
    loadCategoryLanding(api, market, categoryId),
    loadEspotSections(api, market, 'category', url.pathname),
  ]);
  if (catalog.isErr()) throw pageErrorFrom(catalog.error);
  const trail = categoryPath(catalog.value.categories, categoryId);
  const category = trail?.at(-1);
  if (trail === null || category === undefined) throw new PageError(404, 'error.categoryNotFound');
  if (category.url !== url.pathname.replace(/\/$/, '')) throw new PageRedirect(listingHref(category.url, state));
  if (search.isErr()) throw pageErrorFrom(search.error);
  const categoryFacet = search.value.facets.find((f) => f.id === 'category')?.values ?? [];
  const subCategories = category.children.flatMap((child) => {
    const count = categoryFacet.find((v) => v.value === child.id)?.count ?? 0;
    return count > 0 ? [{ name: child.name, url: child.url, count }] : [];
  });
  return {
    categoryId,
    path: category.url,
    state: { ...state, q: '' },
    result: search.value,
    crumbs: trail.map((c) => ({ name: c.name, url: c.url })),
    subCategories,
    landing,
    espot,
  };
}

/** A category's products, with refinements, sort, pagination and quick-shop. */
export function Page(): ReactElement {
  const { categoryId, path, state, result, crumbs, subCategories, landing, espot } = usePageData<ProductListData>();
  const { t } = useMessages();
  const { market } = useRootData();
  rememberCategoryLanding(market, categoryId, landing);
  const name = crumbs.at(-1)?.name ?? t('listing.products');
  const description = t('listing.description', { name, count: productCountLabel(t, result.total) });
  const image = result.products[0]?.image;
  return (
    <>
      <PageHead
        title={state.page > 1 ? t('listing.titlePage', { name, page: state.page }) : name}
        description={description}
        path={canonicalListingPath(path, state)}
        {...(image !== undefined ? { image } : {})}
      />
      <Breadcrumbs crumbs={[{ name: t('listing.home'), url: marketPrefix(market) }, ...crumbs]} />
      {/* The landing's banner is the page's h1 when the editor made it one. */}
      {landing === null || !contentHasH1(landing) ? <h1>{name}</h1> : null}
      {landing !== null && <CategoryLanding page={landing} />}
      <EspotSections espot="category" sections={espot} />
      <ProductListing path={path} state={state} result={result} subCategories={subCategories} />
    </>
  );
}
