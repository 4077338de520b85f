import type { ReactElement } from 'react';
import { Link } from '../router.js';
import { marketPrefix } from '../market.js';
import { useRootData } from '../router.js';
import { ServerOnly } from '../server-only.js';
import { AccountMenu } from './account-menu.js';
import { MiniCartLink } from './mini-cart-link.js';
import { SearchBox } from './search-box.js';
import { useMessages } from '../../i18n/messages.js';
import { MegaMenu } from '../../content/menu/mega-menu.js';
import { MobileMenu } from '../../content/menu/mobile-menu.js';
import { menuFromCategories } from '../../content/menu/menu-node.js';

/**
 * The header: menu button (below lg), brand, search, account and mini cart, then the mega menu (lg and up). The two
 * menus are server-rendered HTML (no JavaScript in the first load); the enhancer that makes them disclosures and the
 * header sticky is loaded by the client entry after hydration (header-enhancer.ts).
 */
export function SiteHeader(): ReactElement {
  const { t } = useMessages();
  const { categories, market, menu } = useRootData();
  const nodes = import.meta.env.SSR ? (menu ?? menuFromCategories(categories)) : [];
  return (
    <header className="site-header">
      <div className="header-row">
        <ServerOnly className="header-menu-slot">{import.meta.env.SSR && <MobileMenu nodes={nodes} />}</ServerOnly>
        <Link className="brand" to={marketPrefix(market)}>
          {t('header.brand')}
        </Link>
        <SearchBox />
        <nav aria-label={t('header.toolsLabel')} className="header-tools">
          <AccountMenu />
          <MiniCartLink />
        </nav>
      </div>
      <ServerOnly className="mega-menu-slot">{import.meta.env.SSR && <MegaMenu nodes={nodes} />}</ServerOnly>
    </header>
  );
}
