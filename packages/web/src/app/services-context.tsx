import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { ApiFactory } from './api-factory.js';
import { useMarket } from './router.js';

const ApiFactoryContext = createContext<ApiFactory | null>(null);

/** Gives components the API factory; the server and the client entry each wrap the app in it. */
export function ApiProvider({ api, children }: { readonly api: ApiFactory; readonly children: ReactNode }): ReactElement {
  return <ApiFactoryContext.Provider value={api}>{children}</ApiFactoryContext.Provider>;
}

/**
 * The typed API client for the current page's market (the locale is sent on every call).
 * @example const api = useApi(); await api.call('getCatalog');
 */
export function useApi(): StrideApiClient {
  const factory = useContext(ApiFactoryContext);
  const market = useMarket();
  if (factory === null) throw new Error('Stride: useApi outside ApiProvider');
  return factory.forLocale(market.locale);
}
