import type { ReactElement, ReactNode } from 'react';
import type { FavoritesAnswer } from '@stride/application/storefront';
import { buildPdpPath } from '@stride/domain/catalogue';
import { Link, useMarket } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';

type Favorite = FavoritesAnswer['items'][number];

/**
 * A product page of the site by product id (the domain's path builder): the page redirects the placeholder slug to
 * the product's own, as the lists answer none. Undefined for an id the pattern does not take.
 */
export function favoriteProductPath(market: { readonly language: string; readonly country: string }, favorite: Favorite): string | undefined {
  return buildPdpPath({ language: market.language, country: market.country, slug: 'item', productId: favorite.masterId }).unwrapOr(undefined);
}

/** One favorite: picture, name (a link to the product when its id makes a path), stock, and the page's actions. */
function FavoriteCard({ item, actions }: { readonly item: Favorite; readonly actions?: ((item: Favorite) => ReactNode) | undefined }): ReactElement {
  const { t } = useMessages();
  const path = favoriteProductPath(useMarket(), item);
  return (
    <li className="favorite-card">
      <article aria-label={item.name}>
        {item.productImageURL !== undefined ? <img src={item.productImageURL} alt="" width={240} height={240} loading="lazy" /> : null}
        <h2 className="favorite-card__name">{path === undefined ? item.name : <Link to={path}>{item.name}</Link>}</h2>
        <p className="account-muted">{item.available ? t('stock.in') : t('stock.out')}</p>
        {actions === undefined ? null : <div className="favorite-card__actions">{actions(item)}</div>}
      </article>
    </li>
  );
}

/** Favorites as cards, with the actions the page gives each. */
export function FavoritesList({ items, actions }: { readonly items: readonly Favorite[]; readonly actions?: (item: Favorite) => ReactNode }): ReactElement {
  return (
    <ul className="favorites-grid">
      {items.map((item) => (
        <FavoriteCard key={item.itemId} item={item} actions={actions} />
      ))}
    </ul>
  );
}
