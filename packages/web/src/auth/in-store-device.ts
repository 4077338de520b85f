import { useEffect, useState } from 'react';

/** The buy-in-store session as the store device keeps it for the browser session (account section 3). */
export interface InStoreDeviceSession {
  readonly storeId: string;
  readonly storeName: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName: string;
}

/** Where the device keeps it: session storage, so closing the browser ends it (the server's cookie lasts as long). */
export const IN_STORE_SESSION_KEY = 'stride.inStoreSession';
const FIELDS = ['storeId', 'storeName', 'storeEmployeeId', 'storeEmployeeName'] as const;

/** The device's session, when one is kept and connected (both a store and an employee, account section 4). */
export function readInStoreSession(): InStoreDeviceSession | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(IN_STORE_SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
    if (parsed === null || !FIELDS.every((field) => typeof parsed[field] === 'string' && parsed[field] !== '')) return null;
    return parsed as unknown as InStoreDeviceSession;
  } catch {
    return null;
  }
}

/**
 * The device's in-store session and the module that serves it, loaded only on a store device: a shopper's browser
 * never downloads the associate's tools. Null on the server and until the browser has read its storage.
 * @example const { session, module } = useInStoreModule(() => import('./in-store-bar.js'));
 */
export function useInStoreModule<M>(load: () => Promise<M>): { session: InStoreDeviceSession | null; module: M | null } {
  const [state, setState] = useState<{ session: InStoreDeviceSession | null; module: M | null }>({ session: null, module: null });
  useEffect(() => {
    const session = readInStoreSession();
    if (session !== null) void load().then((module) => setState({ session, module }));
    // The loader is a module import: reading it once per page is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
