import type { ReactElement } from 'react';

/** A link in the main navigation; category targets are placeholders until the catalogue lands. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
}

export const mainNavItems: readonly NavItem[] = [
  { label: 'Shoes', href: '/en-us/c/shoes-1000' },
  { label: 'Apparel', href: '/en-us/c/apparel-2000' },
  { label: 'Gear', href: '/en-us/c/gear-3000' },
];

export interface SiteHeaderProps {
  /** The current path, so the matching link can say it is the current page. */
  readonly currentPath: string;
}

/** The Stride header: brand name, main navigation, and links to the account and the cart. */
export function SiteHeader({ currentPath }: SiteHeaderProps): ReactElement {
  const current = (href: string) => (href === currentPath ? ('page' as const) : undefined);
  return (
    <header className="site-header">
      <a className="brand" href="/" aria-current={current('/')}>
        Stride
      </a>
      <nav aria-label="Main">
        <ul className="nav-list">
          {mainNavItems.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={current(item.href)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Account">
        <ul className="nav-list">
          <li>
            <a href="/account" aria-current={current('/account')}>
              Account
            </a>
          </li>
          <li>
            <a href="/cart" aria-current={current('/cart')}>
              Cart
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
