import { renderToReadableStream } from 'react-dom/server';
import { App } from './app/app.js';
import { Document } from './document/document.js';
import type { PageAssets } from './document/page-assets.js';

export interface RenderPageOptions {
  /** The requested path and query, e.g. `/` or `/?locale=en-US`. */
  readonly url: string;
  readonly assets: PageAssets;
  /** Told about render errors React recovers from; the caller decides how to log them. */
  readonly onError?: (error: unknown) => void;
}

/**
 * Renders the storefront page to a streamed HTML document (`<!DOCTYPE html>` included).
 * Resolves once the shell is ready, so the caller can still choose the status code.
 * @example const body = await renderPage({ url: '/', assets: { scripts: ['/assets/entry.js'], styles: [] } });
 */
export function renderPage(options: RenderPageOptions): Promise<ReadableStream<Uint8Array>> {
  const { url, assets, onError } = options;
  return renderToReadableStream(
    <Document styles={assets.styles}>
      <App url={url} />
    </Document>,
    {
      bootstrapModules: [...assets.scripts],
      ...(onError ? { onError } : {}),
    },
  );
}
