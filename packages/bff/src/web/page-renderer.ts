import type { PageAssets } from '@stride/web';

/** What the page routes need from the web package: a way to render a URL to HTML. */
export interface PageRenderer {
  render(url: string, onError: (error: unknown) => void): Promise<ReadableStream<Uint8Array>>;
}

export type RenderPage = (options: {
  url: string;
  assets: PageAssets;
  onError?: (error: unknown) => void;
}) => Promise<ReadableStream<Uint8Array>>;

/** Binds the web package's renderPage to the client assets found at start. */
export function createPageRenderer(renderPage: RenderPage, assets: PageAssets): PageRenderer {
  return { render: (url, onError) => renderPage({ url, assets, onError }) };
}
