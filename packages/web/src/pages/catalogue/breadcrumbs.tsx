import type { ReactElement } from 'react';
import { Link } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';

export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** Where a page sits: links from home down to the current page (the last crumb, not a link). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: readonly Crumb[] }): ReactElement {
  const { t } = useMessages();
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.url}>{index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
