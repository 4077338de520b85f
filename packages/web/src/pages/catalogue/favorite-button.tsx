import { useEffect, useState, type ReactElement } from 'react';
import { type FavoritesAnswer } from '@stride/application/storefront';
import { useApi } from '../../app/services-context.js';
import { useHydrated } from '../../app/use-hydrated.js';
import { useSession } from '../../state/session.js';
import { useToasts } from '../../state/toasts.js';
import { useMessages } from '../../i18n/messages.js';
import { rememberFavoritesId, storedFavoritesId } from '../../auth/local-stores.js';

/** Favorites read to find whether a product is one (Stride's choice: the API's maximum page). */
const FAVORITES_PAGE = 100;

type Entry = { readonly favoriteId: string; readonly itemId: string } | null;

function entryFor(answer: FavoritesAnswer, productId: string): Entry {
  const item = answer.items.find((i) => i.productId === productId || i.masterId === productId);
  return item === undefined ? null : { favoriteId: answer.favoriteId, itemId: item.itemId };
}

/**
 * The heart button: adds the product to the shopper's favorites or takes it out
 * (`/wishlists/v2/favorites`). A guest's favorites live with the guest token; the list's id is kept
 * in local storage, so the heart stays filled after a reload and the list merges at sign-in.
 */
export function FavoriteButton({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement | null {
  const { t } = useMessages();
  const api = useApi();
  const hydrated = useHydrated();
  const { signedIn } = useSession();
  const toasts = useToasts();
  const [entry, setEntry] = useState<Entry>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // A guest who never saved a favorite in this browser has none; asking would only make a token.
    if (!signedIn && storedFavoritesId() === undefined) return undefined;
    let live = true;
    void api.call('getFavorites', { query: { start: 0, count: FAVORITES_PAGE } }).then((answer) => {
      if (live && answer.isOk()) setEntry(entryFor(answer.value, productId));
    });
    return () => {
      live = false;
    };
  }, [api, signedIn, productId]);

  // Favorites need JavaScript (the token is renewed in the browser); without it there is no button.
  if (!hydrated) return null;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const answer =
      entry === null
        ? await api.call('addFavorite', { body: { id: productId, qty: 1 } })
        : await api.call('removeFavorite', { params: { favoriteId: entry.favoriteId, itemId: entry.itemId } });
    setBusy(false);
    if (answer.isErr()) {
      toasts.show({
        title: t('favorites.notUpdated'),
        message: answer.error.kind === 'answer' ? answer.error.error.message : t('error.tryAgain'),
        variant: 'error',
      });
      return;
    }
    const next = entryFor(answer.value, productId);
    rememberFavoritesId(answer.value.favoriteId);
    setEntry(next);
    toasts.show({ title: next === null ? t('favorites.removed') : t('favorites.saved'), message: productName, variant: 'success' });
  };

  return (
    <button type="button" className="favorite-button" aria-pressed={entry !== null} aria-label={t('favorites.button')} onClick={() => void toggle()}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
          fill={entry !== null ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
