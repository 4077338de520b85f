/** The hashed client files a page needs, as URLs the browser can fetch. */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /** Modules the entry imports, announced with modulepreload so they load in parallel with it. */
  readonly preloads?: readonly string[];
  /**
   * Per page module (the Vite manifest key, e.g. `src/pages/cart/cart-page.tsx`): the chunk and
   * the chunks it imports, preloaded with the page so the browser does not discover them late.
   */
  readonly pageChunks?: Readonly<Record<string, { readonly scripts: readonly string[]; readonly styles: readonly string[] }>>;
  /**
   * The text of stylesheets small enough to travel inside the HTML, by URL: the page then paints with the document
   * itself instead of waiting a round trip for each stylesheet (docs/performance.md).
   */
  readonly inlineStyles?: Readonly<Record<string, string>>;
}

/** The id of the element the client bundle hydrates; shared by the server and the client entry. */
export const appRootId = 'root';
