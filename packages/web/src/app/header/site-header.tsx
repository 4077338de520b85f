import type { ReactElement } from 'react';
import { Link, NavLink } from '../router.js';
import { marketPrefix } from '../market.js';
import { useRootData } from '../router.js';
import { AccountMenu } from './account-menu.js';
import { MiniCartLink } from './mini-cart-link.js';
import { SearchBox } from './search-box.js';
import { useMessages } from '../../i18n/messages.js';

/** The header: brand, search, category navigation, account and mini cart. */
export function SiteHeader(): ReactElement {
  const { t } = useMessages();
  const { categories, market } = useRootData();
  return (
    <header className="site-header">
      <div className="header-row">
        <Link className="brand" to={marketPrefix(market)}>
          {t('header.brand')}
        </Link>
        <SearchBox />
        <nav aria-label={t('header.toolsLabel')} className="header-tools">
          <AccountMenu />
          <MiniCartLink />
        </nav>
      </div>
      <nav aria-label={t('header.categoriesLabel')} className="category-nav">
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink to={category.url}>{category.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
