import type { ApiFactory, PageAssets, RenderPageOptions } from '@stride/web';

/** What the page routes need from the web package: a way to render a request to an HTML response. */
export interface PageRenderer {
  render(request: Request, api: ApiFactory, onError: (error: unknown) => void): Promise<Response>;
}

export type RenderPage = (options: RenderPageOptions) => Promise<Response>;

/** Binds the web package's renderPage to the client assets found at start (and the public URL, when set). */
export function createPageRenderer(renderPage: RenderPage, assets: PageAssets, publicOrigin?: string): PageRenderer {
  return {
    render: (request, api, onError) => renderPage({ request, assets, api, onError, ...(publicOrigin !== undefined ? { publicOrigin } : {}) }),
  };
}
