import { apiFailureStatus, type ApiFailure } from '@stride/application/storefront';
import type { CompiledCatalogue } from '../i18n/messages.js';
import type { ApiFactory } from './api-factory.js';
import { hasLocalePrefix, marketForRequest, marketFromPath, type RootData } from './market.js';
import { matchRoute, PageError, PageRedirect, type PageState } from './router.js';
import { storefrontRoutes } from './routes.js';

/** The switches of an error page whose catalog answer failed: nothing optional is offered (the classic sign-in), toasts stay their usual time. */
const FALLBACK_FEATURES: RootData['features'] = {
  notifyMe: false,
  favorites: false,
  toastDismissMs: 5000,
  loyaltyMinPoints: 500,
  loyalty: false,
  simplifiedEnrollment: false,
};

export interface ResolveDeps {
  readonly api: ApiFactory;
  /** The request's cookies (server) or document.cookie (browser): the remembered locale. */
  readonly cookie: string | null;
  readonly origin: string;
  /** The compiled catalogue of a locale: compiled on the server, a lazy chunk in the browser. */
  readonly catalogue: (locale: string) => Promise<CompiledCatalogue>;
  /** The page on screen; its category tree is reused while the market stays the same. */
  readonly previousRoot?: RootData;
  /** Told about a load that threw something other than a PageError (a bug), before the 500 page. */
  readonly onError?: (error: unknown) => void;
}

/**
 * What a failed API call means for a page: the API's 404 is a 404 page, a 4xx keeps its status
 * and message, anything else is a 503 the shopper can retry.
 * @example if (answer.isErr()) throw pageErrorFrom(answer.error);
 */
export function pageErrorFrom(failure: ApiFailure): PageError {
  const status = apiFailureStatus(failure);
  if (status === 404) return new PageError(404, 'error.notFound');
  if (failure.kind === 'answer' && status !== undefined && status < 500) return new PageError(status, 'error.generic', failure.error.message);
  return new PageError(503, 'error.unavailable');
}

async function loadRoot(deps: ResolveDeps, url: URL): Promise<RootData | PageError> {
  const market = marketForRequest(url.pathname, deps.cookie);
  if (deps.previousRoot !== undefined && deps.previousRoot.market.locale === market.locale) return deps.previousRoot;
  const catalog = await deps.api.forLocale(market.locale).call('getCatalog');
  // Every page needs the category tree: without it the store is down for this request, not the page missing.
  if (catalog.isErr()) return new PageError(503, 'error.unavailable');
  return {
    market,
    categories: catalog.value.categories,
    features: catalog.value.features,
    origin: deps.origin,
    messages: await deps.catalogue(market.locale),
  };
}

function errorState(url: URL, root: RootData, error: PageError): PageState {
  return {
    href: url.pathname + url.search,
    params: {},
    Page: null,
    data: null,
    error: { status: error.status, messageId: error.messageId, ...(error.detail !== undefined ? { detail: error.detail } : {}) },
    root,
  };
}

/**
 * Turns a URL into the page to show: the market and category tree, the matched route's module and
 * the data its `load` returns, or the error page state (404 for an unknown path or an unsold
 * market, the load's PageError, 500 for a bug). The server and the browser both load pages this way.
 */
export async function resolvePage(url: URL, deps: ResolveDeps): Promise<PageState | PageRedirect> {
  const market = marketForRequest(url.pathname, deps.cookie);
  const rootOrError = await loadRoot(deps, url);
  const root: RootData =
    rootOrError instanceof PageError
      ? { market, categories: [], features: FALLBACK_FEATURES, origin: deps.origin, messages: await deps.catalogue(market.locale) }
      : rootOrError;
  if (rootOrError instanceof PageError) return errorState(url, root, rootOrError);
  if (hasLocalePrefix(url.pathname) && marketFromPath(url.pathname) === null) {
    return errorState(url, root, new PageError(404, 'error.notSoldHere'));
  }
  const match = matchRoute(storefrontRoutes, url.pathname);
  if (match === null) return errorState(url, root, new PageError(404, 'error.notFound'));
  try {
    const module = await match.route.module();
    const data =
      module.load === undefined
        ? null
        : await module.load({
            url,
            params: match.params,
            api: deps.api.forLocale(market.locale),
            market,
            cookie: deps.cookie,
            features: root.features,
          });
    return { href: url.pathname + url.search, params: match.params, Page: module.Page, data, error: null, root };
  } catch (error) {
    if (error instanceof PageRedirect) return error;
    if (error instanceof PageError) return errorState(url, root, error);
    deps.onError?.(error);
    return errorState(url, root, new PageError(500, 'error.bug'));
  }
}
