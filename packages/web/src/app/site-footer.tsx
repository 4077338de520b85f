import type { ReactElement } from 'react';
import { CATALOGUE_MARKETS } from '@stride/domain/catalogue';
import { useMessages } from '../i18n/messages.js';
import { marketPrefix, pathInMarket } from './market.js';
import { useLocation, useMarket, useRootData } from './router.js';
import { KeptServerOnly, ServerOnly } from './server-only.js';
import { FooterColumns } from '../content/footer/footer-columns.js';

/** How the site selector names each site: in the site's own language, as shoppers look for it (no currency: a page shows one). */
export const SITE_NAMES: Readonly<Record<string, string>> = {
  'en-US': 'United States',
  'en-CA': 'Canada (English)',
  'fr-CA': 'Canada (français)',
  'en-GB': 'United Kingdom',
};

/** The footer's own help and legal links, for a site without a footer document. */
function FixedLinks(): ReactElement {
  const { t } = useMessages();
  const prefix = marketPrefix(useMarket());
  return (
    <nav aria-label={t('footer.label')}>
      <ul>
        <li>
          <a href={`${prefix}/help/contact-us`}>{t('footer.contact')}</a>
        </li>
        <li>
          <a href={`${prefix}/returns`}>{t('footer.returns')}</a>
        </li>
        <li>
          <a href={`${prefix}/privacy`}>{t('footer.privacy')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** The footer's content: the document's columns or the fixed links, the site selector and the copyright. */
function FooterBody(): ReactElement {
  const { t } = useMessages();
  const location = useLocation();
  const current = useMarket();
  const { footer, messages } = useRootData();
  const here = location.pathname + location.search;
  return (
    <>
      {footer ? (
        // The columns' HTML is made once per footer document and locale (kept-html is display: contents).
        <KeptServerOnly className="kept-html" source={footer} locale={current.locale} catalogue={messages}>
          <FooterColumns footer={footer} />
        </KeptServerOnly>
      ) : (
        <FixedLinks />
      )}
      <nav aria-label={t('footer.siteSelector')}>
        <ul>
          {CATALOGUE_MARKETS.map((market) => (
            <li key={market.locale}>
              {/* A plain link: another site is a full page load (its prices, its basket, its header). The header's
                  enhancer points it at the page shown when it is followed (site-switch-links.ts). */}
              <a
                href={pathInMarket(here, market)}
                hrefLang={market.locale}
                lang={market.locale}
                data-site-switch={market.locale}
                aria-current={market.locale === current.locale ? 'true' : undefined}
              >
                {SITE_NAMES[market.locale] ?? market.locale}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.copyright')}</p>
    </>
  );
}

/**
 * The footer: the site's footer document (columns of links; the fixed links when the site has none), the site
 * selector (the same page in another site) and the copyright, all server-rendered static HTML: it ships no
 * JavaScript in the first load, and another site is a full page load anyway.
 */
export function SiteFooter(): ReactElement {
  return (
    <footer className="site-footer">
      <ServerOnly>{import.meta.env.SSR && <FooterBody />}</ServerOnly>
    </footer>
  );
}
