import { createHttpCartApi, type StrideApiClient } from '@stride/adapters-http/browser';
import type { CartDeps } from '@stride/application/storefront';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { Messages } from '../i18n/messages.js';
import { cartToastText } from '../state/cart-toast-text.js';
import type { CookieCartStore } from './cookie-cart-store.js';
import type { FormFlash } from './form-flash.js';

/** What a form action works with: the posted form, the shopper's market and language, the API as the shopper. */
export interface ActionContext {
  readonly form: URLSearchParams;
  readonly market: CatalogueMarket;
  readonly messages: Messages;
  readonly api: StrideApiClient;
  /** The basket cookie, as the cart flows change it. */
  readonly store: CookieCartStore;
  /** The storefront's cart flows over the same API and store; their toasts are collected for the flash. */
  readonly cartDeps: CartDeps;
  /** What the cart flows asked to show (an invalid customer's reset, a basket carried over), worded. */
  readonly notices: () => readonly string[];
}

/** Where a form action sends the shopper (a path on this site) and what it leaves for that page. */
export interface ActionOutcome {
  readonly to: string;
  readonly flash?: FormFlash;
}

/**
 * The context of one form post. The cart flows run as in the browser (the same retries, rebuilds and carry-overs),
 * but nothing reloads the page: the redirect that ends the post is the reload, and a toast becomes the page's banner.
 */
export function actionContext(form: URLSearchParams, market: CatalogueMarket, messages: Messages, api: StrideApiClient, store: CookieCartStore): ActionContext {
  const notices: string[] = [];
  const cartDeps: CartDeps = {
    api: createHttpCartApi(api),
    store,
    toasts: {
      show: (toast) => {
        const { title, message } = cartToastText(messages.t, toast);
        notices.push(message === undefined ? title : messages.t('formPost.notice', { title, message }));
      },
    },
    reloader: { reload: () => undefined, lastReloadAtMs: () => null, nowMs: () => Date.now() },
    timer: { after: () => undefined },
    sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  return { form, market, messages, api, store, cartDeps, notices: () => notices };
}
