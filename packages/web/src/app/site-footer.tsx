import type { ReactElement } from 'react';
import { Link } from './router.js';

/** The footer: help and legal links, and the market. */
export function SiteFooter(): ReactElement {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/help/contact-us">Contact us</Link>
          </li>
          <li>
            <Link to="/help/returns/how-to-return">Returns</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <Link to="/en-us">United States (USD)</Link>
          </li>
          <li>
            <Link to="/en-ca">Canada (CAD)</Link>
          </li>
          <li>
            <Link to="/fr-ca" hrefLang="fr-CA">
              Canada, français (CAD)
            </Link>
          </li>
        </ul>
      </nav>
      <p>© Stride</p>
    </footer>
  );
}
