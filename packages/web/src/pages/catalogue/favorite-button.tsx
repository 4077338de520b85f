import { useState, type ReactElement } from 'react';
import { skipsWishlistsForEmployee } from '@stride/domain/auth';
import { useApi } from '../../app/services-context.js';
import { useRootData } from '../../app/router.js';
import { useHydrated } from '../../app/use-hydrated.js';
import { readInStoreSession } from '../../auth/in-store-device.js';
import { useSession } from '../../state/session.js';
import { useToasts } from '../../state/toasts.js';
import { useMessages } from '../../i18n/messages.js';
import { toggleFavorite, useFavoriteEntry } from './favorites-store.js';

/**
 * The heart button: adds the product to the shopper's favorites or takes it out (`/wishlists/v2/favorites`). Every
 * heart of a page (the product's, the tiles') shares one read of the list (favorites-store.ts). A guest's favorites
 * live with the guest token; the list's id is kept in local storage, so the heart stays filled after a reload and
 * the list merges at sign-in.
 */
export function FavoriteButton({
  productId,
  productName,
  label,
  className = 'favorite-button',
}: {
  readonly productId: string;
  readonly productName: string;
  /** The button's accessible name; the product page's heart is "Favorite", a tile's names its product. */
  readonly label?: string;
  readonly className?: string;
}): ReactElement | null {
  const { t } = useMessages();
  const api = useApi();
  const hydrated = useHydrated();
  const { features } = useRootData();
  const { signedIn, info, ready } = useSession();
  const toasts = useToasts();
  // While an employee is connected (an EMPLOYEE sign-in or a store associate's session) favorites are skipped (commerce section 4).
  const shown =
    hydrated &&
    ready &&
    features.favorites &&
    !skipsWishlistsForEmployee({ consumerType: info?.consumerType, inStoreSessionConnected: readInStoreSession() !== null });
  const entry = useFavoriteEntry(api, signedIn, productId, shown);
  const [busy, setBusy] = useState(false);

  // Favorites need JavaScript (the token is renewed in the browser); without it, turned off or skipped, there is no button.
  if (!shown) return null;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await toggleFavorite(api, productId);
    setBusy(false);
    if (answer.isErr()) {
      toasts.show({
        title: t('favorites.notUpdated'),
        message: answer.error.kind === 'answer' ? answer.error.error.message : t('error.tryAgain'),
        variant: 'error',
      });
      return;
    }
    toasts.show({ title: answer.value ? t('favorites.saved') : t('favorites.removed'), message: productName, variant: 'success' });
  };

  return (
    <button type="button" className={className} aria-pressed={entry !== null} aria-label={label ?? t('favorites.button')} onClick={() => void toggle()}>
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

/**
 * A tile's heart, named after its product: the default export, so a tile loads this module lazily once the page runs
 * JavaScript (no page's first load carries it) and the product page, which imports it, shares the one chunk.
 */
export default function TileFavorite({ productId, productName }: { readonly productId: string; readonly productName: string }): ReactElement | null {
  const { t } = useMessages();
  return (
    <FavoriteButton
      productId={productId}
      productName={productName}
      label={t('favorites.tileButton', { name: productName })}
      className="product-tile__favorite"
    />
  );
}
