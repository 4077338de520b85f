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

/** The site's menu document (or the category tree's menu) as the phone's accordion and the mega menu; server only. */
function HeaderMenus(): ReactElement {
  const { categories, menu } = useRootData();
  const nodes = menu ?? menuFromCategories(categories);
  return (
    <>
      <MobileMenu nodes={nodes} />
      <MegaMenu nodes={nodes} />
    </>
  );
}

/**
 * The header: menu button (below lg), brand, search, account and mini cart, then the mega menu (lg and up). The two
 * menus are server-rendered HTML (no JavaScript in the first load); the enhancer that makes them disclosures and the
 * header sticky is loaded by the client entry after hydration (header-enhancer.ts).
 */
export function SiteHeader(): ReactElement {
  const { t } = useMessages();
  const { market } = useRootData();
  return (
    <header className="site-header">
      <div className="header-row">
        <ServerOnly className="header-menus">{import.meta.env.SSR && <HeaderMenus />}</ServerOnly>
        <Link className="brand" to={marketPrefix(market)}>
          {t('header.brand')}
        </Link>
        <SearchBox />
        <nav aria-label={t('header.toolsLabel')} className="header-tools">
          <AccountMenu />
          <MiniCartLink />
        </nav>
      </div>
    </header>
  );
}
