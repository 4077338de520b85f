import type { ReactElement } from 'react';
import { Hero } from './hero.js';
import { SiteHeader } from './site-header.js';
import { useHydrated } from './use-hydrated.js';

export interface AppProps {
  /** The requested path and query; the same value on the server and in the browser. */
  readonly url: string;
}

/** The storefront shell: header, main content and footer. Only the home page exists so far. */
export function App({ url }: AppProps): ReactElement {
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader currentPath={pathOf(url)} />
      <main id="main" data-hydrated={hydrated ? 'true' : 'false'}>
        <Hero />
      </main>
      <footer className="site-footer">
        <p>© Stride</p>
      </footer>
    </>
  );
}

function pathOf(url: string): string {
  // The base only matters for relative input; the server passes path-and-query.
  return new URL(url, 'http://stride.invalid').pathname;
}
