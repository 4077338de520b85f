import { useCallback, type ReactElement, type ReactNode } from 'react';
import type { ProductSearchAnswer, ProductTile as ProductTileData } from '@stride/application/storefront';
import { Link } from '../../app/router.js';
import { ProductTile } from '../../ui/product-tile.js';
import type { Crumb } from './breadcrumbs.js';
import { productCountLabel } from './listing-labels.js';
import { ListingPagination } from './listing-pagination.js';
import { clearRefinements, isRefined, listingHref, type ListingState } from './listing-query.js';
import { ListingChips } from './listing-chips.js';
import { LISTING_RESULTS_ID, ListingRefinements } from './listing-refinements.js';
import { ListingSort } from './listing-sort.js';
import { useQuickShop } from './quick-shop-opener.js';
import './catalogue.css';
import { useMessages } from '../../i18n/messages.js';

export interface ProductListingProps {
  /** The page's path without a query (refinement, sort and page links are built on it). */
  readonly path: string;
  readonly state: ListingState;
  readonly result: ProductSearchAnswer;
  readonly subCategories?: readonly (Crumb & { readonly count: number })[];
  /** What to show when nothing matches and no refinement is on (e.g. search tips). */
  readonly empty?: ReactNode;
}

/**
 * A list of products with refinements, sort, result count, pagination and quick-shop: the body of
 * the category and search pages. Every control is a link or a GET form.
 */
export function ProductListing({ path, state, result, subCategories = [], empty }: ProductListingProps): ReactElement {
  const { t } = useMessages();
  const quickShop = useQuickShop();
  const { open } = quickShop;
  const openQuickShop = useCallback(
    // Quick-shop opens on the colour the tile shows.
    (product: ProductTileData) =>
      open({ id: product.id, name: product.name, ...(product.matchedColor === undefined ? {} : { colourId: product.matchedColor.id }) }),
    [open],
  );
  const first = result.total === 0 ? 0 : result.start + 1;
  const last = result.start + result.products.length;
  return (
    <div className="listing">
      <ListingRefinements path={path} state={state} facets={result.facets} subCategories={subCategories} total={result.total} />
      <div className="listing__results" id={LISTING_RESULTS_ID} tabIndex={-1}>
        <ListingChips path={path} state={state} facets={result.facets} />
        <div className="listing__bar">
          <p className="listing__count" role="status">
            {result.total === 0
              ? t('listing.none')
              : result.total <= result.products.length
                ? productCountLabel(t, result.total)
                : t('listing.range', { first, last, total: productCountLabel(t, result.total) })}
          </p>
          <ListingSort path={path} state={state} />
        </div>
        {result.products.length === 0 ? (
          <div className="listing__empty">
            <h2>{t('listing.noMatch')}</h2>
            {isRefined(state) ? (
              <p>
                {t('listing.fewerRefinements')} <Link to={listingHref(path, clearRefinements(state))}>{t('listing.clearRefinements')}</Link>
              </p>
            ) : (
              (empty ?? <p>{t('listing.emptyCategory')}</p>)
            )}
          </div>
        ) : (
          <ul className="product-grid listing__grid">
            {result.products.map((product, index) => (
              <li key={product.id}>
                <ProductTile product={product} eager={index < 2} onQuickShop={openQuickShop} />
              </li>
            ))}
          </ul>
        )}
        <ListingPagination path={path} state={state} total={result.total} />
      </div>
      {quickShop.dialog}
    </div>
  );
}
