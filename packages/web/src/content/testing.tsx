import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_CATALOGUE_MARKET } from '@stride/domain/catalogue';
import { catalogueSource } from '../i18n/catalogue-sources.js';
import { compileCatalogue } from '../i18n/compile-catalogue.js';
import { MessagesProvider } from '../i18n/messages.js';
import type { ApiFactory } from '../app/api-factory.js';
import { RouterProvider } from '../app/router.js';
import { ApiProvider } from '../app/services-context.js';
import { CartProvider } from '../state/cart.js';
import { SessionProvider } from '../state/session.js';
import { ToastProvider } from '../state/toasts.js';

const noApi = { forLocale: () => ({ call: () => Promise.reject(new Error('no API in this test')) }) } as unknown as ApiFactory;

/** Renders content blocks as a page would on the server: a route at `path`, the en-US messages, session and cart. */
export function WithPage({ path = '/en-us', children }: { readonly path?: string; readonly children: ReactNode }): ReactElement {
  const messages = compileCatalogue(catalogueSource('en-US'));
  const root = {
    market: DEFAULT_CATALOGUE_MARKET,
    categories: [],
    features: { notifyMe: false, favorites: true, toastDismissMs: 5000, loyaltyMinPoints: 500, loyalty: true, simplifiedEnrollment: false },
    origin: 'http://stride.test',
    messages,
  };
  return (
    <ApiProvider api={noApi}>
      <RouterProvider initial={{ href: path, params: {}, Page: null, data: null, error: null, root }}>
        <MessagesProvider locale="en-US" catalogue={messages}>
          <ToastProvider>
            <SessionProvider>
              <CartProvider>{children}</CartProvider>
            </SessionProvider>
          </ToastProvider>
        </MessagesProvider>
      </RouterProvider>
    </ApiProvider>
  );
}
