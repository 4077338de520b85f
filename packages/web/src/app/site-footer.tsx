import type { ReactElement } from 'react';
import { CATALOGUE_MARKETS } from '@stride/domain/catalogue';
import { useMessages } from '../i18n/messages.js';
import { pathInMarket } from './market.js';
import { Link, useLocation, useMarket } from './router.js';

/** How the site selector names each site: in the site's own language, as shoppers look for it (no currency: a page shows one). */
export const SITE_NAMES: Readonly<Record<string, string>> = {
  'en-US': 'United States',
  'en-CA': 'Canada (English)',
  'fr-CA': 'Canada (français)',
  'en-GB': 'United Kingdom',
};

/** The footer: help and legal links, and the site selector (the same page in another site). */
export function SiteFooter(): ReactElement {
  const { t } = useMessages();
  const location = useLocation();
  const current = useMarket();
  const here = location.pathname + location.search;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul>
          <li>
            <Link to="/help/contact-us">{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to="/help/returns/how-to-return">{t('footer.returns')}</Link>
          </li>
          <li>
            <Link to="/privacy">{t('footer.privacy')}</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('footer.siteSelector')}>
        <ul>
          {CATALOGUE_MARKETS.map((market) => (
            <li key={market.locale}>
              {/* A plain link: another site is a full page load (its prices, its basket, its header). */}
              <a
                href={pathInMarket(here, market)}
                hrefLang={market.locale}
                lang={market.locale}
                aria-current={market.locale === current.locale ? 'true' : undefined}
              >
                {SITE_NAMES[market.locale] ?? market.locale}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.copyright')}</p>
    </footer>
  );
}
