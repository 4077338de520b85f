import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { MessageId } from '../i18n/messages.js';
import type { RootData } from './market.js';

/*
 * Stride's small data router. react-router's data mode does what we need but costs 29 KB of
 * gzip JavaScript on every page, and the page budget is 100 KB with react-dom taking 68 KB
 * (docs/decisions.md). This one matches a route table, runs the page's `load` on the server
 * (in-process API) and in the browser (same-origin API) before a page is shown, code-splits
 * each page, and hydrates from the server's data.
 */

/** What a page's `load` gets: the URL, the path parameters and the API for the page's market. */
export interface LoadArgs {
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly api: StrideApiClient;
  readonly market: CatalogueMarket;
  /** The request's cookies on the server, document.cookie in the browser (what the shopper dismissed). */
  readonly cookie: string | null;
  /** The storefront's switches (a page turned off by configuration answers 404). */
  readonly features: RootData['features'];
}

/** Thrown by a `load` (or a component) for a page that cannot be shown: 404, or the API failed. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    /** What the error page tells the shopper, from the catalogue. */
    readonly messageId: MessageId,
    /** The API's own words for a 4xx, shown instead when present. */
    readonly detail?: string,
  ) {
    super(detail ?? messageId);
    this.name = 'PageError';
  }
}

/** Thrown by a `load` to send the shopper elsewhere (a 302 on the server, a replace in the browser). */
export class PageRedirect extends Error {
  constructor(readonly to: string) {
    super(`Redirect to ${to}`);
    this.name = 'PageRedirect';
  }
}

/** A page module: what `routes.ts` imports lazily for a route. */
export interface PageModule {
  readonly load?: (args: LoadArgs) => Promise<unknown>;
  readonly Page: ComponentType;
}

export interface RouteDefinition {
  /** `/cart`, `/:locale/p/:slugId`; a `:name` segment matches one path segment. */
  readonly path: string;
  /** The page module's source path, so the server can preload its chunk (the Vite manifest key). */
  readonly chunk: string;
  readonly module: () => Promise<PageModule>;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** Each route's pattern as its segments, split once: the server matches every page request against every route. */
const patternSegments = new WeakMap<RouteDefinition, readonly string[]>();

function segmentsOf(route: RouteDefinition): readonly string[] {
  let segments = patternSegments.get(route);
  if (segments === undefined) {
    segments = route.path.split('/').filter((s) => s !== '');
    patternSegments.set(route, segments);
  }
  return segments;
}

/** The first route whose pattern matches the whole path (trailing slash ignored). */
export function matchRoute(routes: readonly RouteDefinition[], pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  for (const route of routes) {
    const pattern = segmentsOf(route);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          return false;
        }
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The page on screen: its URL, component and data, or the error it failed with. */
export interface PageState {
  /** Path and query, e.g. `/search?q=pace`. */
  readonly href: string;
  readonly params: Readonly<Record<string, string>>;
  readonly Page: ComponentType | null;
  readonly data: unknown;
  readonly error: { readonly status: number; readonly messageId: MessageId; readonly detail?: string } | null;
  /** The market and category tree every page shows. */
  readonly root: RootData;
}

/** Resolves a URL to the next page state; the client's and the server's way to load a page. */
export type PageResolver = (url: URL) => Promise<PageState | PageRedirect>;

interface RouterValue {
  readonly page: PageState;
  readonly navigating: boolean;
  navigate(to: string, options?: { replace?: boolean; scroll?: boolean }): Promise<void>;
  /** Runs the current page's `load` again (after a change the page shows). */
  reload(): Promise<void>;
}

const RouterContext = createContext<RouterValue | null>(null);

export interface RouterProviderProps {
  readonly initial: PageState;
  /** Absent on the server: there, nothing navigates. */
  readonly resolve?: PageResolver;
  readonly children: ReactNode;
}

/** Holds the current page; in the browser it loads pages on link clicks and back/forward. */
export function RouterProvider({ initial, resolve, children }: RouterProviderProps): ReactElement {
  const [page, setPage] = useState(initial);
  const [navigating, setNavigating] = useState(false);
  const latest = useRef(0);

  const show = useCallback(
    async function show(url: URL, mode: 'push' | 'replace' | 'pop', scroll: boolean): Promise<void> {
      if (resolve === undefined) return;
      const ticket = ++latest.current;
      setNavigating(true);
      try {
        const next = await resolve(url);
        if (ticket !== latest.current) return; // a later navigation won
        if (next instanceof PageRedirect) {
          await show(new URL(next.to, window.location.href), mode === 'pop' ? 'replace' : mode, scroll);
          return;
        }
        const target = url.pathname + url.search + url.hash;
        if (mode === 'push') window.history.pushState(null, '', target);
        if (mode === 'replace') window.history.replaceState(null, '', target);
        setPage(next);
        if (scroll && mode !== 'pop') window.scrollTo(0, 0);
      } finally {
        if (ticket === latest.current) setNavigating(false);
      }
    },
    [resolve],
  );

  useEffect(() => {
    const onPop = () => void show(new URL(window.location.href), 'pop', false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);

  const value = useMemo<RouterValue>(
    () => ({
      page,
      navigating,
      navigate: async (to, options) => {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          window.location.assign(url.toString());
          return;
        }
        await show(url, options?.replace === true ? 'replace' : 'push', options?.scroll ?? true);
      },
      reload: () => show(new URL(window.location.href), 'replace', false),
    }),
    [page, navigating, show],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (value === null) throw new Error('Stride: router hooks outside RouterProvider');
  return value;
}

/** The current page state (component, data, error). */
export function usePage(): PageState {
  return useRouter().page;
}

/** The current page's loaded data, typed by the page that loaded it. */
export function usePageData<D>(): D {
  return useRouter().page.data as D;
}

/** The current path and query as a URL (a fixed base, so it works on the server). */
export function useLocation(): URL {
  const { href } = useRouter().page;
  return useMemo(() => new URL(href, 'http://stride.invalid'), [href]);
}

/** The market, category tree and origin of the current page. */
export function useRootData(): RootData {
  return useRouter().page.root;
}

/** The current page's market. */
export function useMarket(): CatalogueMarket {
  return useRouter().page.root.market;
}

/** Path parameters of the current route. */
export function useParams(): Readonly<Record<string, string>> {
  return useRouter().page.params;
}

/** Navigates like a link click: loads the page, then shows it. */
export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate;
}

/** Loads the current page again. */
export function useReload(): RouterValue['reload'] {
  return useRouter().reload;
}

/** True while a page is loading after a navigation. */
export function useNavigating(): boolean {
  return useRouter().navigating;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly replace?: boolean;
  /** False keeps the scroll position (a refinement of the list on screen); a new page starts at the top. */
  readonly scroll?: boolean;
}

/** An `<a>` that loads same-origin pages in place (a real link without JavaScript or with a modifier key). */
export function Link({ to, replace, scroll, onClick, target, children, ...rest }: LinkProps): ReactElement {
  const { navigate } = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target !== undefined && target !== '_self') return;
    event.preventDefault();
    void navigate(to, { replace: replace === true, scroll: scroll !== false });
  };
  return (
    <a href={to} target={target} onClick={handle} {...rest}>
      {children}
    </a>
  );
}

/** A navigation link that says when it is the current page (`aria-current="page"`). */
export function NavLink(props: LinkProps): ReactElement {
  const location = useLocation();
  const current = location.pathname === new URL(props.to, 'http://stride.invalid').pathname;
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
