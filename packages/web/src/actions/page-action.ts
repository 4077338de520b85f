import { CATALOGUE_MARKETS, type CatalogueMarket } from '@stride/domain/catalogue';
import type { ApiFactory } from '../app/api-factory.js';
import { LOCALE_COOKIE, marketForRequest } from '../app/market.js';
import { messagesFor } from '../i18n/messages.js';
import { serverCatalogue } from '../i18n/server-catalogues.js';
import { actionContext, type ActionContext, type ActionOutcome } from './action-context.js';
import { CART_PATH, cartFormAction } from './cart-form-actions.js';
import { CHECKOUT_PATH, checkoutFormAction } from './checkout-form-actions.js';
import { cookieCartStore } from './cookie-cart-store.js';
import { BASKET_COOKIE, BASKET_COOKIE_MAX_AGE_SECONDS, cookieFrom, FLASH_COOKIE, FLASH_COOKIE_MAX_AGE_SECONDS, setCookieHeader } from './form-cookies.js';
import { flashCookieValue } from './read-form-flash.js';

/** The pages whose forms post to themselves without JavaScript, and the action each post runs. */
const PAGE_ACTIONS: Readonly<Record<string, (ctx: ActionContext) => Promise<ActionOutcome>>> = {
  [CART_PATH]: cartFormAction,
  [CHECKOUT_PATH]: checkoutFormAction,
};

/** The paths a form may post to: the bff sends only these to `runPageAction`. */
export const PAGE_ACTION_PATHS: readonly string[] = Object.keys(PAGE_ACTIONS);

/** A year, as the browser's script remembers the locale (layout.tsx). */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** What a basket id may look like (the cart routes' bound). */
const BASKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface PageActionOptions {
  /** The form post: its URL names the page, its cookies the shopper (session, basket, locale). */
  readonly request: Request;
  /** The post's fields (an application/x-www-form-urlencoded body). */
  readonly form: URLSearchParams;
  /** The API as the shopper: in-process, keeping the cookies its answers set (a new guest session) for the next call. */
  readonly api: ApiFactory;
  /** Whether shoppers arrive over TLS (the cookies this answer sets are then Secure). */
  readonly secure: boolean;
  /** Told about an action that threw (a bug); the shopper is sent back to the page with a message. */
  readonly onError?: (error: unknown) => void;
}

/** The market of a post: the form's own `locale` (a product page names its site), else the request's. */
function marketOf(request: Request, form: URLSearchParams): CatalogueMarket {
  const named = CATALOGUE_MARKETS.find((market) => market.locale === form.get('locale'));
  return named ?? marketForRequest(new URL(request.url).pathname, request.headers.get('cookie'));
}

/**
 * Runs a page's form action without JavaScript (Post/Redirect/Get): the cart's and the checkout's forms post to their
 * own page, the action calls the API as the shopper (the storefront's own flows), and the answer is a 303 to the page
 * to show next, with the basket cookie as the flows left it and a flash of the outcome (form-flash.ts). A form naming
 * a site leaves that site remembered, as visiting it with JavaScript does.
 * @example const res = await runPageAction({ request, form: new URLSearchParams('intent=remove&itemId=I1'), api, secure: true });
 */
export async function runPageAction({ request, form, api, secure, onError }: PageActionOptions): Promise<Response> {
  const path = new URL(request.url).pathname;
  const action = PAGE_ACTIONS[path];
  if (action === undefined) return new Response(null, { status: 404 });
  const cookie = request.headers.get('cookie');
  const market = marketOf(request, form);
  const messages = messagesFor(market.locale, await serverCatalogue(market.locale));
  const basketId = cookieFrom(cookie, BASKET_COOKIE);
  const store = cookieCartStore(basketId !== undefined && BASKET_ID.test(basketId) ? basketId : null);
  let outcome: ActionOutcome;
  try {
    outcome = await action(actionContext(form, market, messages, api.forLocale(market.locale), store));
  } catch (error) {
    onError?.(error);
    outcome = { to: path, flash: { path, message: messages.t('storefront.SOMETHING_WENT_WRONG'), tone: 'error' } };
  }
  const headers = new Headers({ location: outcome.to, 'cache-control': 'no-store' });
  const basket = store.changed();
  if (basket !== undefined)
    headers.append('set-cookie', setCookieHeader(BASKET_COOKIE, basket ?? '', { maxAge: basket === null ? 0 : BASKET_COOKIE_MAX_AGE_SECONDS, secure }));
  if (outcome.flash !== undefined)
    headers.append('set-cookie', setCookieHeader(FLASH_COOKIE, flashCookieValue(outcome.flash), { maxAge: FLASH_COOKIE_MAX_AGE_SECONDS, secure }));
  if (form.has('locale') && cookieFrom(cookie, LOCALE_COOKIE) !== market.locale) {
    headers.append('set-cookie', setCookieHeader(LOCALE_COOKIE, market.locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, secure, httpOnly: false }));
  }
  return new Response(null, { status: 303, headers });
}
