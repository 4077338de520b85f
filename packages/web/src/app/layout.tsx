import { useEffect, type ReactElement } from 'react';
import { CartProvider } from '../state/cart.js';
import { DialogProvider } from '../state/dialogs.js';
import { SessionProvider } from '../state/session.js';
import { ToastProvider } from '../state/toasts.js';
import { MessagesProvider, useMessages } from '../i18n/messages.js';
import { ErrorPage } from './error-page.js';
import { SiteHeader } from './header/site-header.js';
import { LOCALE_COOKIE } from './market.js';
import { useNavigating, usePage } from './router.js';
import { SiteFooter } from './site-footer.js';
import { useHydrated } from './use-hydrated.js';
import { useInStoreModule } from '../auth/in-store-device.js';

/** The shell of every page: the page's messages, then the providers and the page. */
export function Layout(): ReactElement {
  const { root } = usePage();
  return (
    <MessagesProvider locale={root.market.locale} catalogue={root.messages}>
      <Shell />
    </MessagesProvider>
  );
}

/** Providers, skip link, header, the current page (or its error), footer. */
function Shell(): ReactElement {
  const { t } = useMessages();
  const hydrated = useHydrated();
  const navigating = useNavigating();
  const { Page, error, root } = usePage();
  const locale = root.market.locale;
  useEffect(() => {
    // Remembered for pages without a locale prefix (/cart, /checkout), on the server too.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ToastProvider dismissMs={root.features.toastDismissMs}>
      <SessionProvider>
        <CartProvider>
          <DialogProvider>
            <a className="skip-link" href="#main">
              {t('layout.skipToContent')}
            </a>
            <InStoreSessionBar />
            <SiteHeader />
            <main id="main" data-hydrated={hydrated ? 'true' : 'false'} aria-busy={navigating}>
              {error !== null || Page === null ? (
                <ErrorPage status={error?.status ?? 404} message={error?.detail ?? t(error?.messageId ?? 'error.notFound')} />
              ) : (
                <Page />
              )}
            </main>
            <SiteFooter />
          </DialogProvider>
        </CartProvider>
      </SessionProvider>
    </ToastProvider>
  );
}

/** On a store device with an in-store session, the session bar (its module loaded only there); elsewhere nothing. */
function InStoreSessionBar(): ReactElement | null {
  const { session, module } = useInStoreModule(() => import('../auth/in-store-bar.js'));
  return session !== null && module !== null ? <module.InStoreBar session={session} /> : null;
}
