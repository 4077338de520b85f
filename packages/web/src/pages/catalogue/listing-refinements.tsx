import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { ProductSearchAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import { useHydrated } from '../../app/use-hydrated.js';
import type { Crumb } from './breadcrumbs.js';
import { orderSizeValues, priceBandLabel } from './listing-labels.js';
import { clearRefinements, hasRefinement, isRefined, listingHref, toggleRefinement, type ListingState, type RefinementFacet } from './listing-query.js';
import { type MessageId, useMessages } from '../../i18n/messages.js';

type Facet = ProductSearchAnswer['facets'][number];

const FACET_TITLES: Readonly<Record<RefinementFacet, MessageId>> = { size: 'product.size', color: 'product.colour', price: 'refine.price' };
const REFINEMENT_FACETS: readonly RefinementFacet[] = ['size', 'color', 'price'];
/** The results' element (focusable): "Show N products" takes the shopper there. */
export const LISTING_RESULTS_ID = 'listing-results';

export interface ListingRefinementsProps {
  readonly path: string;
  readonly state: ListingState;
  readonly facets: readonly Facet[];
  /** Sub-categories to narrow to (the category facet, with their page URLs). */
  readonly subCategories: readonly (Crumb & { readonly count: number })[];
  /** Products matching the refinements on, for the drawer's "Show N products". */
  readonly total: number;
}

/**
 * Size, colour and price refinements as links (each toggles one value and goes back to page 1),
 * so they work without JavaScript; with it the router loads them in place, keeping the scroll.
 * Below 1024 px the panel is a drawer over the page (CSS): it stays open while refinements
 * apply, and "Show N products" closes it on the results.
 */
export function ListingRefinements({ path, state, facets, subCategories, total }: ListingRefinementsProps): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  const hydrated = useHydrated();
  const panel = useRef<HTMLDetailsElement>(null);
  // A facet opens in the HTML when refined (and Price always); after that it is the shopper's: a refinement applied
  // in place must not fold the group they are choosing in.
  const [openAtFirst] = useState(() => new Set(REFINEMENT_FACETS.filter((id) => id === 'price' || isRefinedBy(state, id))));
  const label = (facet: RefinementFacet, value: string, fallback: string) =>
    facet === 'price' ? priceBandLabel(t, value, market.currency, market.locale) : fallback;
  const close = (focus: 'toggle' | 'results') => {
    const details = panel.current;
    if (details === null) return;
    details.open = false;
    // Focus follows: back on "Refine", or on the results the shopper asked to see (the button is gone with the drawer).
    if (focus === 'toggle') details.querySelector('summary')?.focus();
    else document.getElementById(LISTING_RESULTS_ID)?.focus();
  };
  return (
    <section className="refinements" aria-labelledby="refine-title">
      <h2 id="refine-title" className="refinements__title visually-hidden">
        {t('refine.title')}
      </h2>
      {/* Closed in the HTML so a phone shows products first; there it opens as a drawer. From 1024 px the CSS shows
          the filters whatever the state and hides the summary. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubbling from the drawer's own links and buttons: Escape closes it, Tab stays inside while it covers the page */}
      <details ref={panel} className="refinements__panel" onKeyDown={(event) => keepFocusInDrawer(event, close)}>
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
            <details key={facetId} className={`facet facet--${facetId}`} open={openAtFirst.has(facetId)}>
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
                        scroll={false}
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
        <div className="refinements__footer">
          {isRefined(state) ? (
            <Link to={listingHref(path, clearRefinements(state))} className="refinements__clear" rel="nofollow" scroll={false}>
              {t('refine.clearAll')}
            </Link>
          ) : null}
          {hydrated ? (
            <button type="button" className="button button-primary refinements__show" onClick={() => close('results')}>
              {t('refine.showResults', { count: total })}
            </button>
          ) : null}
        </div>
      </details>
    </section>
  );
}

function isRefinedBy(state: ListingState, facet: RefinementFacet): boolean {
  return facet === 'price' ? state.price !== null : state[facet].length > 0;
}

/**
 * The drawer covers the page, so while it is open as one (the summary is shown: below 1024 px) Escape closes it
 * and Tab cycles through its own controls instead of reaching the hidden page behind.
 */
function keepFocusInDrawer(event: KeyboardEvent<HTMLDetailsElement>, close: (focus: 'toggle') => void): void {
  const details = event.currentTarget;
  const summary = details.querySelector('summary');
  if (!details.open || summary === null || summary.offsetParent === null) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    close('toggle');
    return;
  }
  if (event.key !== 'Tab') return;
  // The drawer's first control is its summary and its last the footer's button.
  const last = [...details.querySelectorAll<HTMLElement>('a[href], button')].at(-1);
  if (event.shiftKey && document.activeElement === summary) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    summary.focus();
  }
}
