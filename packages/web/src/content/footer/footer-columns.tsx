import type { ReactElement } from 'react';
import type { FooterContent } from '@stride/domain/content';
import { useMessages } from '../../i18n/messages.js';

const linkProps = (link: { readonly url: string; readonly targetAttribute?: '_self' | '_blank' | null | undefined }) =>
  link.targetAttribute === '_blank' ? { href: link.url, target: '_blank', rel: 'noopener noreferrer' } : { href: link.url };

/** The footer document's columns, legal row and social links, as static HTML (the footer ships no JavaScript for them). */
export function FooterColumns({ footer }: { readonly footer: FooterContent }): ReactElement {
  const { t } = useMessages();
  return (
    <nav className="footer-columns" aria-label={t('footer.label')}>
      {footer.columns.map((column) => (
        <section key={column.title} className="footer-column">
          <h2>{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.url + link.text}>
                <a {...linkProps(link)}>{link.text}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {(footer.legalLinks ?? []).length > 0 && (
        <ul className="footer-legal">
          {(footer.legalLinks ?? []).map((link) => (
            <li key={link.url + link.text}>
              <a {...linkProps(link)}>{link.text}</a>
            </li>
          ))}
        </ul>
      )}
      {(footer.socialLinks ?? []).length > 0 && (
        <ul className="footer-social">
          {(footer.socialLinks ?? []).map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
