import type { ApiFactory, PageAssets, RenderPageOptions } from '@stride/web';

/** What the page routes need from the web package: a way to render a request to an HTML response. */
export interface PageRenderer {
  /** `nonce` is the answer's Content-Security-Policy nonce, put on the page's scripts. */
  render(request: Request, api: ApiFactory, onError: (error: unknown) => void, nonce?: string): Promise<Response>;
}

export type RenderPage = (options: RenderPageOptions) => Promise<Response>;

/** Where the browser's experiment client reads the datafile and sends its events. */
export type ExperimentEndpoints = NonNullable<RenderPageOptions['experiments']>;

/** Binds the web package's renderPage to the client assets found at start (and the public URL, when set). */
export function createPageRenderer(
  renderPage: RenderPage,
  assets: PageAssets,
  publicOrigin?: string,
  experiments?: ExperimentEndpoints,
  socialGalleryScriptUrl?: string,
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
      }),
  };
}
