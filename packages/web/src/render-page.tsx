import type { ApiFactory } from './app/api-factory.js';
import { marketForRequest } from './app/market.js';
import { resolvePage } from './app/resolve-page.js';
import { matchRoute, PageRedirect } from './app/router.js';
import { storefrontRoutes } from './app/routes.js';
import { encodePageState } from './app/page-state.js';
import { StorefrontApp } from './app/storefront-app.js';
import { Document } from './document/document.js';
import type { PageAssets } from './document/page-assets.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderToBytes } from './document/render-to-bytes.js';
import { messagesFor } from './i18n/messages.js';
import { serverCatalogue } from './i18n/server-catalogues.js';
import { ConsentBanner, ConsentPreferencesDialog, CookiePreferencesLink } from './personalisation/consent-banner.js';
import { CONSENT_CATEGORIES, consentAllows, consentFrom, needsConsentChoice, type ConsentSnapshot } from './personalisation/consent.js';
import { RenderedBlock } from './content/blocks/render-block.js';
import { provideBlockRenderer } from './content/content-sections.js';
import { keptStaticMarkup, provideStaticMarkup } from './app/server-only.js';
import { loadSiteNavigation } from './content/load-site-navigation.js';
import { cookieFrom, FLASH_COOKIE, setCookieHeader } from './actions/form-cookies.js';
import { CAPTCHA_META } from './captcha/captcha-meta.js';

// Content blocks render on the server from the start; the browser loads them as a chunk only when one needs it.
provideBlockRenderer(RenderedBlock);
// The header's menus are rendered once per menu document and locale, then written as kept HTML (server-only.tsx).
provideStaticMarkup(renderToStaticMarkup);

/**
 * The cookie preferences link, the consent banner when a choice is needed and the preferences dialog, as HTML made
 * once per catalogue and consent state (server-only markup below the app: it is never hydrated).
 */
function privacyHtml(locale: string, messages: Parameters<typeof messagesFor>[1], consent: ConsentSnapshot): string {
  const banner = needsConsentChoice(consent);
  const key = `${locale}|${banner ? 'banner' : ''}|${CONSENT_CATEGORIES.filter((id) => consentAllows(consent, id)).join(',')}`;
  return keptStaticMarkup(messages, key, () => {
    const { t } = messagesFor(locale, messages);
    return (
      <>
        <CookiePreferencesLink t={t} />
        {banner ? <ConsentBanner t={t} /> : null}
        <ConsentPreferencesDialog t={t} allowed={(id) => consentAllows(consent, id)} />
      </>
    );
  });
}

/** Where the page state's bytes go in the rendered document (inside its script element, so never escaped text). */
const PAGE_STATE_SLOT = '<stride-page-state>';

export interface RenderPageOptions {
  /** The shopper's request (URL, cookies). */
  readonly request: Request;
  readonly assets: PageAssets;
  /** The API the pages' loads call on the server (the bff passes itself, in-process). */
  readonly api: ApiFactory;
  /** The public origin for canonical URLs, when it differs from the request's (behind a proxy). */
  readonly publicOrigin?: string;
  /** Told about render and load errors; the caller decides how to log them. */
  readonly onError?: (error: unknown) => void;
  /**
   * The Content-Security-Policy nonce of this answer, put on every script and style element the
   * page writes (module scripts, hydration data, React's own inline scripts).
   */
  readonly nonce?: string;
  /** Where the browser's experiment client reads the datafile and sends its events (bff configuration). */
  readonly experiments?: { readonly datafileUrl: string; readonly eventsUrl: string; readonly recommendationsBrand?: string };
  /** The social gallery vendor's script URL template (`{containerId}`, `{locale}`); absent, the sandbox widget shows the store's photos. */
  readonly socialGalleryScriptUrl?: string;
  /**
   * How the pages obtain a captcha token (`stride:captcha` meta): `development` (the development verifier),
   * `enterprise:{siteKey}` (reCAPTCHA Enterprise's public site key); absent, the captcha is off and no token is sent.
   */
  readonly captcha?: string;
}

/**
 * Renders a storefront page: loads the market, the category tree and the page's data, then
 * streams the HTML document with that state embedded for hydration. A load's redirect is a 302;
 * an unknown page is the error page with status 404.
 * @example const res = await renderPage({ request, assets, api });
 */
export async function renderPage(options: RenderPageOptions): Promise<Response> {
  const { request, assets, api, publicOrigin, onError, nonce, experiments, socialGalleryScriptUrl, captcha } = options;
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const market = marketForRequest(url.pathname, cookie);
  // The menu and footer documents are read here, on the server only: the header and footer render them as static
  // HTML, so the browser never needs them (nor the code that reads them).
  const [resolved, navigation] = await Promise.all([
    resolvePage(url, {
      api,
      cookie,
      origin: publicOrigin ?? url.origin,
      catalogue: serverCatalogue,
      ...(onError !== undefined ? { onError } : {}),
    }),
    loadSiteNavigation(api.forLocale(market.locale), market),
  ]);
  if (resolved instanceof PageRedirect) return new Response(null, { status: 302, headers: { location: resolved.to } });
  const state = { ...resolved, root: { ...resolved.root, ...navigation } };
  const match = state.error === null ? matchRoute(storefrontRoutes, url.pathname) : null;
  const chunk = match === null ? undefined : assets.pageChunks?.[match.route.chunk];
  const { Page: _component, ...serialisable } = state;
  // The page state (mostly the site's catalogue, the same on every page) is written into the rendered
  // document as bytes, its catalogue encoded once per site, instead of going through React each time.
  // The consent cookie is read here too, so the banner is in the HTML exactly when a choice is needed.
  const consent = consentFrom(request.headers.get('cookie'), state.root.market.region, url.searchParams.get('preview') === 'true');
  // Server-only markup below the app: it costs the first load no JavaScript (kept-html is display: contents).
  const privacy = <div className="kept-html" dangerouslySetInnerHTML={{ __html: privacyHtml(state.root.market.locale, state.root.messages, consent) }} />;
  const experimentMeta =
    experiments === undefined
      ? undefined
      : {
          'stride:experiments-datafile': experiments.datafileUrl,
          'stride:experiments-events': experiments.eventsUrl,
          // The recommendation blocks name the brand the engine answers for (bff configuration).
          ...(experiments.recommendationsBrand !== undefined ? { 'stride:recommendations-brand': experiments.recommendationsBrand } : {}),
        };
  const galleryMeta = socialGalleryScriptUrl === undefined ? undefined : { 'stride:social-gallery-script': socialGalleryScriptUrl };
  const captchaMeta = captcha === undefined ? undefined : { [CAPTCHA_META]: captcha };
  const meta =
    experimentMeta === undefined && galleryMeta === undefined && captchaMeta === undefined ? undefined : { ...experimentMeta, ...galleryMeta, ...captchaMeta };
  const html = await renderToBytes(
    <Document
      lang={state.root.market.locale}
      styles={[...assets.styles, ...(chunk?.styles ?? [])]}
      {...(assets.inlineStyles !== undefined ? { inlineStyles: assets.inlineStyles } : {})}
      preloads={[...(assets.preloads ?? []), ...(chunk?.scripts ?? [])]}
      pageState={PAGE_STATE_SLOT}
      {...(nonce !== undefined ? { nonce } : {})}
      {...(meta !== undefined ? { meta } : {})}
      afterApp={privacy}
    >
      <StorefrontApp api={api} initial={state} />
    </Document>,
    {
      bootstrapModules: [...assets.scripts],
      ...(nonce !== undefined ? { nonce: { script: nonce, style: nonce } } : {}),
      ...(onError !== undefined ? { onError } : {}),
    },
    { marker: PAGE_STATE_SLOT, bytes: encodePageState(serialisable) },
  );
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  // A form post's flash is read once: this page has shown it (or was not the page it was for).
  if (cookieFrom(cookie, FLASH_COOKIE) !== undefined) headers.append('set-cookie', setCookieHeader(FLASH_COOKIE, '', { maxAge: 0, secure: false }));
  return new Response(html, { status: state.error?.status ?? 200, headers });
}
