import type { ReactElement } from 'react';
import { paginationItems } from '@stride/domain/ui';
import { Link } from '../../app/router.js';
import { listingHref, pageCount, type ListingState } from './listing-query.js';
import { useMessages } from '../../i18n/messages.js';

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
  const { t } = useMessages();
  const count = pageCount(total);
  if (count <= 1) return null;
  const href = (page: number) => listingHref(path, { ...state, page });
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
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
                <Link to={href(item.page)} aria-current={item.selected ? 'page' : undefined} aria-label={t('pagination.page', { page: item.page })}>
                  {item.page}
                </Link>
              </li>
            );
          }
          const label = item.type === 'previous' ? t('pagination.previousLabel') : t('pagination.nextLabel');
          const text = item.type === 'previous' ? t('pagination.previous') : t('pagination.next');
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
