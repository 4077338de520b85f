import type { ReactElement } from 'react';
import { SEARCH_SORTS, type SearchSort } from '@stride/domain/catalogue';
import { useNavigate } from '../../app/router.js';
import { SORT_LABELS } from './listing-labels.js';
import { listingHref, type ListingState } from './listing-query.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * The sort menu: a GET form (refinements as hidden fields, a submit button) without JavaScript;
 * with it, choosing an order loads the list in place.
 */
export function ListingSort({ path, state }: { readonly path: string; readonly state: ListingState }): ReactElement {
  const { t } = useMessages();
  const navigate = useNavigate();
  return (
    <form
      className="listing-sort"
      method="get"
      action={path}
      onSubmit={(event) => {
        event.preventDefault();
        const sort = new FormData(event.currentTarget).get('sort');
        void navigate(listingHref(path, { ...state, sort: (sort as SearchSort | null) ?? 'relevance', page: 1 }), { scroll: false });
      }}
    >
      {state.q !== '' ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.size.map((size) => (
        <input key={`size-${size}`} type="hidden" name="size" value={size} />
      ))}
      {state.color.map((color) => (
        <input key={`color-${color}`} type="hidden" name="color" value={color} />
      ))}
      {state.price !== null ? <input type="hidden" name="price" value={state.price} /> : null}
      <label htmlFor="listing-sort">{t('sort.label')}</label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={state.sort}
        key={state.sort}
        onChange={(event) => void navigate(listingHref(path, { ...state, sort: event.currentTarget.value as SearchSort, page: 1 }), { scroll: false })}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {t('sort.submit')}
        </button>
      </noscript>
    </form>
  );
}
