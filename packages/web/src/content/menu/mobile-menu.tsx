import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages.js';
import type { MenuNode } from './menu-node.js';

function Section({ node, depth }: { readonly node: MenuNode; readonly depth: number }): ReactElement {
  const { t } = useMessages();
  const children = node.columns ?? [];
  if (children.length === 0) return <a href={node.target?.url ?? '#'}>{node.title}</a>;
  const id = `mobile-menu-${node.id}`;
  const shopAll = node.overrideShopAll ?? node.target;
  return (
    <>
      <button type="button" className="mobile-menu__section" aria-expanded="false" aria-controls={id} data-disclosure="" data-depth={depth}>
        {node.title}
      </button>
      <ul className="mobile-menu__list" id={id}>
        {shopAll && node.hideShopAll?.sm !== true && (
          <li>
            <a href={shopAll.url}>{node.overrideShopAll?.text ?? t('menu.shopAll', { name: node.title })}</a>
          </li>
        )}
        {children.map((child) => (
          <li key={child.id}>
            <Section node={child} depth={depth + 1} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The mobile menu (below lg): a menu button and an accordion of the same three levels, as plain HTML. Without
 * JavaScript the panel opens while it has focus and every level shows; the header's enhancer makes each button a
 * disclosure (aria-expanded) once it has loaded.
 */
export function MobileMenu({ nodes }: { readonly nodes: readonly MenuNode[] }): ReactElement {
  const { t } = useMessages();
  return (
    <div className="mobile-menu" data-mobile-menu="">
      <button type="button" className="mobile-menu__toggle" aria-expanded="false" aria-controls="mobile-menu-panel" data-disclosure="">
        <span className="mobile-menu__icon" aria-hidden="true" />
        <span className="mobile-menu__label">{t('menu.open')}</span>
      </button>
      <nav className="mobile-menu__panel" id="mobile-menu-panel" aria-label={t('menu.label')}>
        <ul className="mobile-menu__list mobile-menu__root">
          {nodes.map((node) => (
            <li key={node.id}>
              <Section node={node} depth={1} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
