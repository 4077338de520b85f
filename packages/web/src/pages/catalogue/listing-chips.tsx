import type { ReactElement } from 'react';
import type { ProductSearchAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import { priceBandLabel } from './listing-labels.js';
import { activeRefinements, clearRefinements, listingHref, toggleRefinement, type ActiveRefinement, type ListingState } from './listing-query.js';
import { useMessages } from '../../i18n/messages.js';

export interface ListingChipsProps {
  readonly path: string;
  readonly state: ListingState;
  readonly facets: ProductSearchAnswer['facets'];
}

/**
 * The refinements that are on, above the grid: one removable chip each and "Clear all". Plain links (they work
 * without JavaScript); with it the list reloads in place, where the shopper was.
 */
export function ListingChips({ path, state, facets }: ListingChipsProps): ReactElement | null {
  const { t } = useMessages();
  const market = useMarket();
  const chips = activeRefinements(state);
  if (chips.length === 0) return null;
  // Sizes and colours as the facets word them for the site (9,5 and Rouge flamme in fr-CA).
  const label = ({ facet, value }: ActiveRefinement): string => {
    if (facet === 'price') return priceBandLabel(t, value, market.currency, market.locale);
    const worded = facets.find((f) => f.id === facet)?.values.find((v) => v.value.toLowerCase() === value.toLowerCase())?.label ?? value;
    return facet === 'size' ? t('refine.chipSize', { size: worded }) : worded;
  };
  return (
    <ul className="chips" aria-label={t('refine.chips')}>
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <li key={`${chip.facet}:${chip.value}`}>
            <Link
              to={listingHref(path, toggleRefinement(state, chip.facet, chip.value))}
              className="chip"
              rel="nofollow"
              scroll={false}
              aria-label={t('refine.remove', { label: text })}
            >
              {text}
              <span className="chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        );
      })}
      <li>
        <Link to={listingHref(path, clearRefinements(state))} className="chips__clear" rel="nofollow" scroll={false}>
          {t('refine.clearAll')}
        </Link>
      </li>
    </ul>
  );
}
