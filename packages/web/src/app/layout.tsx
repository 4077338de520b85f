import { useEffect, type ReactElement } from 'react';
import { CartProvider } from '../state/cart.js';
import { DialogProvider } from '../state/dialogs.js';
import { SessionProvider } from '../state/session.js';
import { ToastProvider } from '../state/toasts.js';
import { ErrorPage } from './error-page.js';
import { SiteHeader } from './header/site-header.js';
import { LOCALE_COOKIE } from './market.js';
import { useNavigating, usePage } from './router.js';
import { SiteFooter } from './site-footer.js';
import { useHydrated } from './use-hydrated.js';

/** The shell of every page: providers, skip link, header, the current page (or its error), footer. */
export function Layout(): ReactElement {
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
    <ToastProvider>
      <SessionProvider>
        <CartProvider>
          <DialogProvider>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <SiteHeader />
            <main id="main" data-hydrated={hydrated ? 'true' : 'false'} aria-busy={navigating}>
              {error !== null || Page === null ? <ErrorPage status={error?.status ?? 404} message={error?.message ?? 'This page does not exist.'} /> : <Page />}
            </main>
            <SiteFooter />
          </DialogProvider>
        </CartProvider>
      </SessionProvider>
    </ToastProvider>
  );
}
