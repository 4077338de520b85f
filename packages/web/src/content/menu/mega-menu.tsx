import type { CSSProperties, ReactElement } from 'react';
import { CONTENT_MEGA_MENU_BAR_HEIGHT, CONTENT_MEGA_MENU_COLUMN_FRACTION } from '@stride/domain/content';
import { useMessages } from '../../i18n/messages.js';
import type { MenuNode } from './menu-node.js';

const panelId = (node: MenuNode): string => `mega-panel-${node.id}`;

/** The layout constants of the bar, as CSS variables the stylesheet reads (spec content section 9). */
function barStyle(): CSSProperties {
  return {
    '--mega-bar-height': CONTENT_MEGA_MENU_BAR_HEIGHT,
    '--mega-column-width': `${(CONTENT_MEGA_MENU_COLUMN_FRACTION * 100).toFixed(4)}%`,
  } as CSSProperties;
}

function ShopAll({ node }: { readonly node: MenuNode }): ReactElement | null {
  const { t } = useMessages();
  const target = node.overrideShopAll ?? node.target;
  if (target === undefined || target === null || node.hideShopAll?.lg === true) return null;
  return (
    <a className="mega-menu__shop-all" href={target.url}>
      {node.overrideShopAll?.text ?? t('menu.shopAll', { name: node.title })}
    </a>
  );
}

function Column({ node }: { readonly node: MenuNode }): ReactElement {
  const headingId = `mega-heading-${node.id}`;
  const heading = node.target ? <a href={node.target.url}>{node.title}</a> : node.title;
  return (
    <div className="mega-menu__column">
      <p className={node.titleVisibility === 'hidden' ? 'visually-hidden' : 'mega-menu__heading'} id={headingId}>
        {heading}
      </p>
      {(node.columns ?? []).length > 0 && (
        <ul aria-labelledby={headingId}>
          {(node.columns ?? []).map((leaf) => (
            <li key={leaf.id}>{leaf.target ? <a href={leaf.target.url}>{leaf.title}</a> : leaf.title}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VisualSelectors({ node }: { readonly node: MenuNode }): ReactElement | null {
  const selectors = node.visualSelectors ?? [];
  if (selectors.length === 0) return null;
  return (
    <div className="mega-menu__visuals">
      {node.visualSelectorsTitle && <p className="mega-menu__heading">{node.visualSelectorsTitle}</p>}
      <ul>
        {selectors.map((selector) => (
          <li key={selector.target.url}>
            <a href={selector.target.url} className="mega-menu__visual">
              <img src={selector.media.url} alt="" width={selector.media.width ?? 160} height={selector.media.height ?? 160} loading="lazy" decoding="async" />
              <span>{selector.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The desktop mega menu (lg and up), levels 1 to 3 and visual selectors, as plain HTML: every entry is a link, and
 * a panel opens on hover or focus through CSS alone. The header's enhancer (header-enhancer.ts) turns the level 1
 * buttons into the WAI-ARIA disclosure pattern (aria-expanded, click, Esc, route change) once it has loaded.
 */
export function MegaMenu({ nodes }: { readonly nodes: readonly MenuNode[] }): ReactElement {
  const { t } = useMessages();
  return (
    <nav className="mega-menu" aria-label={t('menu.label')} data-mega-menu="" style={barStyle()}>
      <ul className="mega-menu__bar">
        {nodes.map((node) => {
          const hasPanel = (node.columns ?? []).length > 0 || (node.visualSelectors ?? []).length > 0;
          return (
            <li className="mega-menu__item" key={node.id}>
              {hasPanel ? (
                <>
                  <button type="button" className="mega-menu__top" aria-expanded="false" aria-controls={panelId(node)} data-disclosure="">
                    {node.title}
                  </button>
                  <div className="mega-menu__panel" id={panelId(node)}>
                    <div className="mega-menu__columns">
                      {(node.columns ?? []).map((column) => (
                        <Column key={column.id} node={column} />
                      ))}
                      <VisualSelectors node={node} />
                    </div>
                    <ShopAll node={node} />
                  </div>
                </>
              ) : (
                <a className="mega-menu__top" href={node.target?.url ?? '#'}>
                  {node.title}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
