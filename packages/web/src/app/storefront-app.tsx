import type { ReactElement } from 'react';
import type { ApiFactory } from './api-factory.js';
import { Layout } from './layout.js';
import { RouterProvider, type PageResolver, type PageState } from './router.js';
import { ApiProvider } from './services-context.js';

export interface StorefrontAppProps {
  readonly api: ApiFactory;
  readonly initial: PageState;
  /** The browser's page loader; the server renders one page and passes none. */
  readonly resolve?: PageResolver;
}

/** The whole storefront below `#root`: the same tree on the server and in the browser. */
export function StorefrontApp({ api, initial, resolve }: StorefrontAppProps): ReactElement {
  return (
    <ApiProvider api={api}>
      <RouterProvider initial={initial} {...(resolve !== undefined ? { resolve } : {})}>
        <Layout />
      </RouterProvider>
    </ApiProvider>
  );
}

/** The id of the JSON script carrying the server's page state to the browser. */
export const PAGE_STATE_ID = 'stride-page-state';

/** The part of a page state that travels as JSON (the component is found again from the route). */
export type SerialisedPageState = Omit<PageState, 'Page'>;
