import type { ReactElement } from 'react';
import { Link } from '../router.js';
import { marketPrefix } from '../market.js';
import { useRootData } from '../router.js';
import { KeptServerOnly } from '../server-only.js';
import { AccountMenu } from './account-menu.js';
import { MiniCartLink } from './mini-cart-link.js';
import { SearchBox } from './search-box.js';
import { useMessages } from '../../i18n/messages.js';
import { MegaMenu } from '../../content/menu/mega-menu.js';
import { MobileMenu } from '../../content/menu/mobile-menu.js';
import { menuFromCategories, type MenuNode } from '../../content/menu/menu-node.js';

/** The site's menu document (or the category tree's menu) as the phone's accordion and the mega menu; server only. */
function HeaderMenus({ nodes }: { readonly nodes: readonly MenuNode[] }): ReactElement {
  return (
    <>
      <MobileMenu nodes={nodes} />
      <MegaMenu nodes={nodes} />
    </>
  );
}

/** The menus' HTML, made once per menu document (or category tree) and locale on the server. */
function KeptHeaderMenus(): ReactElement {
  const { categories, menu, market, messages } = useRootData();
  return (
    <KeptServerOnly className="header-menus" source={menu ?? categories} locale={market.locale} catalogue={messages}>
      {import.meta.env.SSR && <HeaderMenus nodes={menu ?? menuFromCategories(categories)} />}
    </KeptServerOnly>
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
        <KeptHeaderMenus />
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
