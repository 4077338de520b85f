import type { ReactElement } from 'react';
import { paginationItems } from '@stride/domain/ui';
import { Link } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';

/**
 * The page a paged list's URL asks for (`?page=N`, 1 to `last`); the first for anything else.
 * @example pageParam(new URL('https://x/account?page=3'), 1000) // 3
 */
export function pageParam(url: URL, last: number): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 && page <= last ? page : 1;
}

/** Links to the pages of a paged list at `path` (`page=N` added to its query, the first page without it), by the domain's pagination. */
export function PageLinks({
  page,
  count,
  path,
  label,
}: {
  readonly page: number;
  readonly count: number;
  readonly path: string;
  readonly label: string;
}): ReactElement {
  const { t } = useMessages();
  // A path that carries a query already (a shared list's token) keeps it.
  const href = (target: number) => (target === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${target}`);
  return (
    <nav className="history-pages" aria-label={label}>
      <ul>
        {paginationItems({ count, page }).map((item, index) => {
          switch (item.type) {
            case 'start-ellipsis':
            case 'end-ellipsis':
              return (
                <li key={`${item.type}-${index}`} aria-hidden="true">
                  …
                </li>
              );
            case 'page':
              return (
                <li key={`page-${item.page}`}>
                  <Link to={href(item.page)} aria-current={item.selected ? 'page' : undefined} aria-label={t('pagination.page', { page: item.page })}>
                    {item.page}
                  </Link>
                </li>
              );
            default: {
              const label = item.type === 'previous' ? t('pagination.previousLabel') : t('pagination.nextLabel');
              return (
                <li key={item.type}>
                  {item.page === null || item.disabled ? <span aria-disabled="true">{label}</span> : <Link to={href(item.page)}>{label}</Link>}
                </li>
              );
            }
          }
        })}
      </ul>
    </nav>
  );
}
