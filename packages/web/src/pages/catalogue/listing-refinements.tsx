import type { ReactElement } from 'react';
import type { ProductSearchAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import type { Crumb } from './breadcrumbs.js';
import { orderSizeValues, priceBandLabel } from './listing-labels.js';
import { clearRefinements, hasRefinement, isRefined, listingHref, toggleRefinement, type ListingState, type RefinementFacet } from './listing-query.js';
import { type MessageId, useMessages } from '../../i18n/messages.js';

type Facet = ProductSearchAnswer['facets'][number];

const FACET_TITLES: Readonly<Record<RefinementFacet, MessageId>> = { size: 'product.size', color: 'product.colour', price: 'refine.price' };
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
  const { t } = useMessages();
  const market = useMarket();
  const label = (facet: RefinementFacet, value: string, fallback: string) =>
    facet === 'price' ? priceBandLabel(t, value, market.currency, market.locale) : fallback;
  return (
    <section className="refinements" aria-labelledby="refine-title">
      <h2 id="refine-title" className="refinements__title visually-hidden">
        {t('refine.title')}
      </h2>
      {isRefined(state) ? (
        <p className="refinements__clear">
          <Link to={listingHref(path, clearRefinements(state))}>{t('listing.clearRefinements')}</Link>
        </p>
      ) : null}
      {/* Closed by default so a phone shows products first; from 1024 px the CSS shows the filters
          whatever the state and hides this summary. */}
      <details className="refinements__panel">
        <summary className="refinements__toggle">{t('refine.title')}</summary>
        {subCategories.length > 0 ? (
          <details className="facet" open>
            <summary>{t('refine.category')}</summary>
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
                {t(FACET_TITLES[facetId])}
                {selected ? <span className="visually-hidden"> {t('refine.refined')}</span> : null}
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
                          <span className="visually-hidden"> {t('refine.productsWord', { count: value.count })}</span>
                        </span>
                        {on ? <span className="visually-hidden">{t('refine.selected')}</span> : null}
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
