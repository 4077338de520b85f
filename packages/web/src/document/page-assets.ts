/** The hashed client files a page needs, as URLs the browser can fetch. */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The id of the element the client bundle hydrates; shared by the server and the client entry. */
export const appRootId = 'root';
