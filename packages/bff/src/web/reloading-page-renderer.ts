import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageActionOptions, RenderPageOptions } from '@stride/web';
import { loadClientBuild } from './client-assets.js';
import { createPageRenderer, type ExperimentEndpoints, type PageRenderer, type RenderPage, type RunPageAction } from './page-renderer.js';

export interface ReloadingPageRendererOptions {
  /** The web's server render (dist/server/index.js), as a file path. */
  readonly serverEntry: string;
  /** The web's client build (dist/client), whose manifest names the hashed files. */
  readonly clientDir: string;
  readonly publicOrigin?: string;
  readonly experiments?: ExperimentEndpoints;
  /** The social gallery vendor's script URL template, when configured. */
  readonly socialGalleryScriptUrl?: string;
  /** What the pages need to obtain a captcha token (captchaPageSetting); absent when the captcha is off. */
  readonly captcha?: string;
  /** Loads the server render from a URL; dynamic `import` by default, tests pass a fake. */
  readonly importRender?: (url: string) => Promise<{
    readonly renderPage: (options: RenderPageOptions) => Promise<Response>;
    readonly runPageAction?: (options: PageActionOptions) => Promise<Response>;
  }>;
}

/** Modification times of the two files a rebuild rewrites, as one value that changes with either. */
function buildStamp(serverEntry: string, manifestPath: string): string {
  const mtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return `${mtime(serverEntry)}-${mtime(manifestPath)}`;
}

/**
 * For development: a page renderer that follows `vite build --watch`. Before each render it looks
 * at the build's modification times; when they moved it imports the server render again (a new
 * URL, so Node's module cache hands out the new code) and re-reads the client manifest. A build
 * caught half-written is skipped and the last good one renders until the next request.
 * @example createReloadingPageRenderer({ serverEntry: '/app/packages/web/dist/server/index.js', clientDir: '/app/packages/web/dist/client' })
 */
export function createReloadingPageRenderer(options: ReloadingPageRendererOptions): PageRenderer {
  const { serverEntry, clientDir, publicOrigin, experiments, socialGalleryScriptUrl, captcha } = options;
  const importRender = options.importRender ?? ((url: string) => import(url) as Promise<{ renderPage: RenderPage; runPageAction?: RunPageAction }>);
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let current: { readonly stamp: string; readonly renderer: PageRenderer } | undefined;

  async function latest(): Promise<PageRenderer> {
    const stamp = buildStamp(serverEntry, manifestPath);
    if (current?.stamp === stamp) return current.renderer;
    try {
      const { renderPage, runPageAction } = await importRender(`${pathToFileURL(serverEntry).href}?build=${stamp}`);
      const { assets } = loadClientBuild(clientDir);
      current = { stamp, renderer: createPageRenderer(renderPage, assets, publicOrigin, experiments, socialGalleryScriptUrl, runPageAction, captcha) };
    } catch (error) {
      if (current === undefined) throw error;
    }
    return current.renderer;
  }

  return {
    render: async (...args) => (await latest()).render(...args),
    act: async (...args) => {
      const renderer = await latest();
      return renderer.act === undefined ? new Response(null, { status: 404 }) : renderer.act(...args);
    },
  };
}
