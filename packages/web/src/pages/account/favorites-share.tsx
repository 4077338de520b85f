import { useState, type ReactElement } from 'react';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';

type ShareState = { readonly kind: 'idle' | 'sharing' | 'failed' } | { readonly kind: 'shared'; readonly link: string; readonly copied: boolean };

/**
 * Shares the favorites by link (`POST /wishlists/v2/favorites/{favoriteId}/share`): shows the link to
 * copy. Each share makes a new link; the previous one stops working, which the text says.
 */
export function FavoritesShare({ favoriteId }: { readonly favoriteId: string }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [state, setState] = useState<ShareState>({ kind: 'idle' });

  const share = async () => {
    setState({ kind: 'sharing' });
    const answer = await api.with(pageRouteAddresses).call('shareFavorites', { params: { favoriteId } });
    if (answer.isErr()) return setState({ kind: 'failed' });
    setState({ kind: 'shared', link: new URL(answer.value.sharePath, window.location.origin).toString(), copied: false });
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setState({ kind: 'shared', link, copied: true });
    } catch {
      // No clipboard (permissions): the link stays selected in its field to copy by hand.
    }
  };

  return (
    <section className="account-card favorites-share" aria-labelledby="favorites-share-title">
      <h2 id="favorites-share-title">{t('favoritesPage.shareTitle')}</h2>
      <p>{t('favoritesPage.shareIntro')}</p>
      {state.kind === 'shared' ? (
        <div className="favorites-share__link">
          <input type="url" readOnly value={state.link} aria-label={t('favoritesPage.shareLink')} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy(state.link)}>
            {t('favoritesPage.copy')}
          </button>
        </div>
      ) : null}
      <div role="status">{state.kind === 'shared' && state.copied ? <p>{t('favoritesPage.copied')}</p> : null}</div>
      {state.kind === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {t('favoritesPage.shareFailed')}
        </p>
      ) : null}
      <p>
        <button type="button" className="button-primary" disabled={state.kind === 'sharing'} aria-busy={state.kind === 'sharing'} onClick={() => void share()}>
          {state.kind === 'shared' ? t('favoritesPage.shareAgain') : t('favoritesPage.share')}
        </button>
      </p>
    </section>
  );
}
