import type { ReactElement, ReactNode } from 'react';
import type { FavoritesAnswer } from '@stride/application/storefront';
import { Link, useMarket } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';

type Favorite = FavoritesAnswer['items'][number];

/**
 * A product page of the site by product id: the page redirects a placeholder slug to the product's own
 * (the lists answer no slug).
 */
export function favoriteProductPath(market: { readonly language: string; readonly country: string }, favorite: Favorite): string {
  return `/${market.language}-${market.country}/p/item-${favorite.masterId}`;
}

/** Favorites as cards: picture, name (a link to the product), stock, and the actions the page gives each. */
export function FavoritesList({ items, actions }: { readonly items: readonly Favorite[]; readonly actions?: (item: Favorite) => ReactNode }): ReactElement {
  const { t } = useMessages();
  const market = useMarket();
  return (
    <ul className="favorites-grid">
      {items.map((item) => (
        <li key={item.itemId} className="favorite-card">
          <article aria-label={item.name}>
            {item.productImageURL !== undefined ? <img src={item.productImageURL} alt="" width={240} height={240} loading="lazy" /> : null}
            <h2 className="favorite-card__name">
              <Link to={favoriteProductPath(market, item)}>{item.name}</Link>
            </h2>
            <p className="account-muted">{item.available ? t('stock.in') : t('stock.out')}</p>
            {actions === undefined ? null : <div className="favorite-card__actions">{actions(item)}</div>}
          </article>
        </li>
      ))}
    </ul>
  );
}
