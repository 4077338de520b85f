import type { ReactElement } from 'react';
import type { FavoritesAnswer } from '@stride/application/storefront';
import { Link, usePageData, type LoadArgs } from '../../app/router.js';
import { useMessages } from '../../i18n/messages.js';
import { PageHead } from '../../ui/page-head.js';
import { FavoritesList } from './favorites-list.js';
import { PageLinks, pageParam } from './page-links.js';
import './account-page.css';
import './favorites-page.css';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

export interface SharedFavoritesData {
  /** Null when the link does not work (replaced by a new share, or never made). */
  readonly favorites: FavoritesAnswer | null;
  readonly page: number;
  /** The link itself, for the links to its other pages. */
  readonly path: string;
}

/**
 * The list a shared link names (`GET /wishlists/v2/favorites/{favoriteId}/share?token=`), for anyone holding it, one
 * page of the API's size (`&page=N`).
 */
export async function load({ url, params, api }: LoadArgs): Promise<SharedFavoritesData> {
  const token = url.searchParams.get('token') ?? '';
  const favoriteId = params['favoriteId'] ?? '';
  const page = pageParam(url, 100);
  const path = `/favorites/shared/${encodeURIComponent(favoriteId)}?token=${encodeURIComponent(token)}`;
  const client = api.with(pageRouteAddresses);
  const first = await client.call('getSharedFavorites', { params: { favoriteId }, query: { token } });
  if (first.isErr() || page === 1) return { favorites: first.isOk() ? first.value : null, page, path };
  const count = first.value.count;
  const answer = await client.call('getSharedFavorites', { params: { favoriteId }, query: { token, start: (page - 1) * count, count } });
  return { favorites: answer.isOk() ? answer.value : null, page, path };
}

/** A shared favorites list, read-only: the products, each a link to its page; nothing of the person who shared it. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const { favorites, page, path } = usePageData<SharedFavoritesData>();
  const pages = favorites === null ? 0 : Math.ceil(favorites.total / favorites.count);
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
          {pages > 1 ? <PageLinks page={page} count={pages} path={path} label={t('favoritesPage.pages')} /> : null}
        </>
      )}
      <p>
        <Link to="/">{t('account.startShopping')}</Link>
      </p>
    </div>
  );
}
