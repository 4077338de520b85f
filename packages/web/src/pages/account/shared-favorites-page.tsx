import type { ReactElement } from 'react';
import type { FavoritesAnswer } from '@stride/application/storefront';
import { Link, usePageData, type LoadArgs } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';
import { PageHead } from '../../ui/page-head.js';
import { FavoritesList } from './favorites-list.js';
import './account-page.css';
import './favorites-page.css';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

export interface SharedFavoritesData {
  /** Null when the link does not work (replaced by a new share, or never made). */
  readonly favorites: FavoritesAnswer | null;
}

/** The list a shared link names (`GET /wishlists/v2/favorites/{favoriteId}/share?token=`), for anyone holding it. */
export async function load({ url, params, api }: LoadArgs): Promise<SharedFavoritesData> {
  const token = url.searchParams.get('token') ?? '';
  const answer = await api.with(pageRouteAddresses).call('getSharedFavorites', { params: { favoriteId: params['favoriteId'] ?? '' }, query: { token } });
  return { favorites: answer.isOk() ? answer.value : null };
}

/** A shared favorites list, read-only: the products, each a link to its page; nothing of the person who shared it. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const { favorites } = usePageData<SharedFavoritesData>();
  return (
    <div className="account-page favorites-page">
      <PageHead title={t('sharedFavorites.title')} description={t('sharedFavorites.description')} path="/favorites/shared" robots="noindex" />
      <h1>{t('sharedFavorites.title')}</h1>
      {favorites === null ? (
        <p role="alert">{t('sharedFavorites.missing')}</p>
      ) : (
        <>
          <p>{t('sharedFavorites.intro', { count: favorites.total })}</p>
          <FavoritesList items={favorites.items} />
        </>
      )}
      <p>
        <Link to="/">{t('account.startShopping')}</Link>
      </p>
    </div>
  );
}
