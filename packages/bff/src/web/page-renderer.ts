import type { ApiFactory, PageActionOptions, PageAssets, RenderPageOptions } from '@stride/web';

/** What the page routes need from the web package: a way to render a request to an HTML response, and to run a form post. */
export interface PageRenderer {
  /** `nonce` is the answer's Content-Security-Policy nonce, put on the page's scripts. */
  render(request: Request, api: ApiFactory, onError: (error: unknown) => void, nonce?: string): Promise<Response>;
  /**
   * Runs the action of a page's form post (the cart's and checkout's forms without JavaScript): a redirect answer.
   * `secure` says the cookies it sets are sent over TLS only.
   */
  act?(request: Request, form: URLSearchParams, api: ApiFactory, secure: boolean, onError: (error: unknown) => void): Promise<Response>;
}

export type RenderPage = (options: RenderPageOptions) => Promise<Response>;
export type RunPageAction = (options: PageActionOptions) => Promise<Response>;

/** Where the browser's experiment client reads the datafile and sends its events. */
export type ExperimentEndpoints = NonNullable<RenderPageOptions['experiments']>;

/**
 * Binds the web package's renderPage (and its form actions, when given) to the client assets found at start (and the
 * public URL, when set); `captcha` is what the pages need to obtain a captcha token (captchaPageSetting).
 */
export function createPageRenderer(
  renderPage: RenderPage,
  assets: PageAssets,
  publicOrigin?: string,
  experiments?: ExperimentEndpoints,
  socialGalleryScriptUrl?: string,
  runPageAction?: RunPageAction,
  captcha?: string,
): PageRenderer {
  return {
    render: (request, api, onError, nonce) =>
      renderPage({
        request,
        assets,
        api,
        onError,
        ...(publicOrigin !== undefined ? { publicOrigin } : {}),
        ...(nonce !== undefined ? { nonce } : {}),
        ...(experiments !== undefined ? { experiments } : {}),
        ...(socialGalleryScriptUrl !== undefined ? { socialGalleryScriptUrl } : {}),
        ...(captcha !== undefined ? { captcha } : {}),
      }),
    ...(runPageAction === undefined
      ? {}
      : {
          act: (request: Request, form: URLSearchParams, api: ApiFactory, secure: boolean, onError: (error: unknown) => void) =>
            runPageAction({ request, form, api, secure, onError }),
        }),
  };
}
