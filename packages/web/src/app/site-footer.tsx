import type { ReactElement } from 'react';
import { Link } from './router.js';
import { useMessages } from '../i18n/messages.js';

/** The footer: help and legal links, and the market. */
export function SiteFooter(): ReactElement {
  const { t } = useMessages();
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
          <li>
            <Link to="/en-us">{t('footer.siteUS')}</Link>
          </li>
          <li>
            <Link to="/en-ca">{t('footer.siteCA')}</Link>
          </li>
          <li>
            <Link to="/fr-ca" hrefLang="fr-CA">
              {t('footer.siteCAFrench')}
            </Link>
          </li>
        </ul>
      </nav>
      <p>{t('footer.copyright')}</p>
    </footer>
  );
}
