import type { ReactElement } from 'react';
import type { ProductSearchAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import type { Crumb } from './breadcrumbs.js';
import { orderSizeValues, priceBandLabel } from './listing-labels.js';
import { clearRefinements, hasRefinement, isRefined, listingHref, toggleRefinement, type ListingState, type RefinementFacet } from './listing-query.js';

type Facet = ProductSearchAnswer['facets'][number];

const FACET_TITLES: Readonly<Record<RefinementFacet, string>> = { size: 'Size', color: 'Colour', price: 'Price' };
const REFINEMENT_FACETS: readonly RefinementFacet[] = ['size', 'color', 'price'];

export interface ListingRefinementsProps {
  readonly path: string;
  readonly state: ListingState;
  readonly facets: readonly Facet[];
  /** Sub-categories to narrow to (the category facet, with their page URLs). */
  readonly subCategories: readonly (Crumb & { readonly count: number })[];
}

/**
 * Size, colour and price refinements as links (each toggles one value and goes back to page 1),
 * so they work without JavaScript; with it the router loads them in place.
 */
export function ListingRefinements({ path, state, facets, subCategories }: ListingRefinementsProps): ReactElement {
  const market = useMarket();
  const label = (facet: RefinementFacet, value: string, fallback: string) =>
    facet === 'price' ? priceBandLabel(value, market.currency, market.locale) : fallback;
  return (
    <section className="refinements" aria-labelledby="refine-title">
      <h2 id="refine-title" className="refinements__title visually-hidden">
        Refine
      </h2>
      {isRefined(state) ? (
        <p className="refinements__clear">
          <Link to={listingHref(path, clearRefinements(state))}>Clear all refinements</Link>
        </p>
      ) : null}
      {/* Closed by default so a phone shows products first; from 1024 px the CSS shows the filters
          whatever the state and hides this summary. */}
      <details className="refinements__panel">
        <summary className="refinements__toggle">Refine</summary>
        {subCategories.length > 0 ? (
          <details className="facet" open>
            <summary>Category</summary>
            <ul className="facet__list facet__list--stacked">
              {subCategories.map((category) => (
                <li key={category.url}>
                  <Link to={category.url}>
                    {category.name} <span className="facet__count">({category.count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {REFINEMENT_FACETS.map((facetId) => {
          const facet = facets.find((f) => f.id === facetId);
          if (facet === undefined || facet.values.length === 0) return null;
          const selected = facet.values.some((v) => hasRefinement(state, facetId, v.value));
          return (
            <details key={facetId} className={`facet facet--${facetId}`} open={selected || facetId === 'price'}>
              <summary>
                {FACET_TITLES[facetId]}
                {selected ? <span className="visually-hidden"> (refined)</span> : null}
              </summary>
              <ul className={`facet__list${facetId === 'price' ? ' facet__list--stacked' : ''}`}>
                {(facetId === 'size' ? orderSizeValues(facet.values) : facet.values).map((value) => {
                  const on = hasRefinement(state, facetId, value.value);
                  return (
                    <li key={value.value}>
                      <Link
                        to={listingHref(path, toggleRefinement(state, facetId, value.value))}
                        className={on ? 'facet__value facet__value--on' : 'facet__value'}
                        aria-current={on ? 'true' : undefined}
                        rel="nofollow"
                      >
                        {label(facetId, value.value, value.label)}
                        <span className="facet__count">
                          <span className="visually-hidden">, </span>
                          {value.count}
                          <span className="visually-hidden"> {value.count === 1 ? 'product' : 'products'}</span>
                        </span>
                        {on ? <span className="visually-hidden">, selected</span> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </details>
    </section>
  );
}
