import type { ReactElement } from 'react';
import { paginationItems } from '@stride/domain/ui';
import { Link } from '../../app/router.js';
import { listingHref, pageCount, type ListingState } from './listing-query.js';

/** Page links with the domain's pagination (page 1 by default, two siblings each side), real links without JavaScript. */
export function ListingPagination({
  path,
  state,
  total,
}: {
  readonly path: string;
  readonly state: ListingState;
  readonly total: number;
}): ReactElement | null {
  const count = pageCount(total);
  if (count <= 1) return null;
  const href = (page: number) => listingHref(path, { ...state, page });
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {paginationItems({ count, page: state.page }).map((item, index) => {
          if (!('page' in item)) {
            return (
              <li key={item.type} aria-hidden="true" className="pagination__gap">
                …
              </li>
            );
          }
          if (item.type === 'page') {
            return (
              <li key={`page-${item.page}`}>
                <Link to={href(item.page)} aria-current={item.selected ? 'page' : undefined} aria-label={`Page ${item.page}`}>
                  {item.page}
                </Link>
              </li>
            );
          }
          const label = item.type === 'previous' ? 'Previous page' : 'Next page';
          const text = item.type === 'previous' ? '‹ Previous' : 'Next ›';
          return (
            <li key={`${item.type}-${index}`} className="pagination__step">
              {item.page === null ? (
                <span aria-disabled="true" className="pagination__disabled">
                  {text}
                </span>
              ) : (
                <Link to={href(item.page)} aria-label={label} rel={item.type === 'previous' ? 'prev' : 'next'}>
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
