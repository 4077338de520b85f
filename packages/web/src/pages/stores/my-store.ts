import { useSyncExternalStore } from 'react';
import { MY_STORE_KEY } from './my-store-id.js';

/** The store a shopper made theirs on this device: what the pickup dialog offers first. */
export interface MyStore {
  readonly storeId: string;
  readonly name: string;
  /** e.g. "1 Broadway, New York NY": shown under the name where the store is offered. */
  readonly address: string;
}

/**
 * Where it is kept (`stride.myStore`). A device's store is not the account's: sign-out leaves it, as a
 * shopper's nearest store does not change with who is signed in (docs/decisions.md).
 */
export { MY_STORE_KEY };

const listeners = new Set<() => void>();
let cached: { readonly raw: string | null; readonly store: MyStore | null } = { raw: null, store: null };

function parse(raw: string | null): MyStore | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<MyStore>;
    return typeof value.storeId === 'string' && typeof value.name === 'string' && typeof value.address === 'string'
      ? { storeId: value.storeId, name: value.name, address: value.address }
      : null;
  } catch {
    return null;
  }
}

function read(): MyStore | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(MY_STORE_KEY);
  } catch {
    // Storage unavailable: what this page chose, if anything.
    return cached.store;
  }
  if (raw !== cached.raw) cached = { raw, store: parse(raw) };
  return cached.store;
}

/** Makes `store` this device's store; every hook below re-renders with it. */
export function rememberMyStore(store: MyStore): void {
  try {
    window.localStorage.setItem(MY_STORE_KEY, JSON.stringify(store));
  } catch {
    // Storage unavailable: the choice lasts for the page only.
    cached = { raw: JSON.stringify(store), store };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This device's store, null until one is chosen (and always null in the server render). */
export function useMyStore(): MyStore | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
