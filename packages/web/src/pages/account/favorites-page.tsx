import { useState, type ReactElement } from 'react';
import type { FavoritesAnswer } from '@stride/application/storefront';
import { Link, PageError, usePageData, useReload, type LoadArgs } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { useCart } from '../../state/cart.js';
import { isSignedIn, readStoredSession } from '../../state/session.js';
import { storedFavoritesId } from '../../auth/local-stores.js';
import { useToasts } from '../../state/toasts.js';
import { HiddenName } from '../../ui/hidden-name.js';
import { PageHead } from '../../ui/page-head.js';
import { FavoritesList } from './favorites-list.js';
import { FavoritesShare } from './favorites-share.js';
import { PageLinks, pageParam } from './page-links.js';
import './account-page.css';
import './favorites-page.css';

export interface FavoritesPageData {
  readonly page: number;
  /** Null when there is no list to read (a guest who never kept one) or it could not be read. */
  readonly favorites: FavoritesAnswer | null;
  readonly failed: boolean;
}

/**
 * The shopper's favorites, one page of the configured size (`?page=N`). A guest's come from the guest
 * token; in the browser a guest who never kept one makes no call (and no token).
 */
export async function load({ url, api, features }: LoadArgs): Promise<FavoritesPageData> {
  // Favorites turned off by configuration (STRIDE_FAVORITES=false): no such page.
  if (!features.favorites) throw new PageError(404, 'error.notFound');
  const page = pageParam(url, 100);
  if (typeof window !== 'undefined' && !isSignedIn(readStoredSession()) && storedFavoritesId() === undefined) {
    return { page, favorites: null, failed: false };
  }
  const first = await api.call('getFavorites');
  if (first.isErr()) return { page, favorites: null, failed: first.error.kind !== 'answer' || first.error.status >= 500 };
  if (page === 1) return { page, favorites: first.value, failed: false };
  const answer = await api.call('getFavorites', { query: { start: (page - 1) * first.value.count, count: first.value.count } });
  return answer.isOk() ? { page, favorites: answer.value, failed: false } : { page, favorites: null, failed: true };
}

/** Favorites: remove one, move a chosen size to the cart (a product without one opens its page), share the list. */
export function Page(): ReactElement {
  const { t } = useMessages();
  const data = usePageData<FavoritesPageData>();
  const api = useApi();
  const reload = useReload();
  const cart = useCart();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const favorites = data.favorites;
  const pages = favorites === null ? 0 : Math.ceil(favorites.total / favorites.count);

  const remove = async (favoriteId: string, itemId: string) => {
    setBusy(true);
    const answer = await api.call('removeFavorite', { params: { favoriteId, itemId } });
    setBusy(false);
    if (answer.isErr()) return toasts.show({ title: t('favorites.notUpdated'), message: t('error.tryAgain'), variant: 'error' });
    await reload();
  };

  const moveToCart = async (favoriteId: string, item: FavoritesAnswer['items'][number]) => {
    setBusy(true);
    const added = await cart.addItems([{ productId: item.masterId, variantId: item.productId, qty: item.qty }]);
    if (!added.ok) {
      setBusy(false);
      return toasts.show({
        title: t('favorites.notMoved'),
        message: added.error.kind === 'answer' ? added.error.error.message : t('error.tryAgain'),
        variant: 'error',
      });
    }
    toasts.show({ title: t('favorites.moved'), message: item.name, variant: 'success' });
    await remove(favoriteId, item.itemId);
  };

  return (
    <div className="account-page favorites-page">
      <PageHead title={t('favoritesPage.title')} description={t('favoritesPage.description')} path="/favorites" robots="noindex" />
      <h1>{t('favoritesPage.title')}</h1>
      {data.failed ? (
        <p className="banner banner--error" role="alert">
          {t('favoritesPage.failed')}
        </p>
      ) : favorites === null || favorites.items.length === 0 ? (
        <p>
          {t('favoritesPage.empty')} <Link to="/">{t('account.startShopping')}</Link>
        </p>
      ) : (
        <>
          <p className="account-muted">{t('favoritesPage.count', { count: favorites.total })}</p>
          <FavoritesList
            items={favorites.items}
            actions={(item) => (
              <>
                {item.productId !== item.masterId ? (
                  <button type="button" className="button" disabled={busy || !item.available} onClick={() => void moveToCart(favorites.favoriteId, item)}>
                    <HiddenName message={(name) => t('favoritesPage.moveToCart', { name })} name={item.name} />
                  </button>
                ) : null}
                <button type="button" className="link-button" disabled={busy} onClick={() => void remove(favorites.favoriteId, item.itemId)}>
                  <HiddenName message={(name) => t('favoritesPage.remove', { name })} name={item.name} />
                </button>
              </>
            )}
          />
          {pages > 1 ? <PageLinks page={data.page} count={pages} path="/favorites" label={t('favoritesPage.pages')} /> : null}
          <FavoritesShare favoriteId={favorites.favoriteId} />
        </>
      )}
    </div>
  );
}
