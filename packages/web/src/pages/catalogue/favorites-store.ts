import { useEffect, useSyncExternalStore } from 'react';
import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { ApiFailure, FavoritesAnswer } from '@stride/application/storefront';
import type { Result } from 'neverthrow';
import { rememberFavoritesId, storedFavoritesId } from '../../auth/local-stores.js';

/** Favorites read to know which products are hearted (Stride's choice: the API's maximum page). */
const FAVORITES_PAGE = 100;

/** Where a hearted product sits in the list: what removing it needs. */
export interface FavoriteEntry {
  readonly favoriteId: string;
  readonly itemId: string;
}

/** The page's hearts: which products are favorites (by product and master id), once read. */
interface Hearts {
  readonly entries: ReadonlyMap<string, FavoriteEntry>;
}

let hearts: Hearts = { entries: new Map() };
/** The sign-in state the list was read for: a page of 24 tiles reads it once, not 24 times; signing in reads it again. */
let readFor: boolean | null = null;
const listeners = new Set<() => void>();

function publish(next: Hearts): void {
  hearts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): Hearts => hearts;

/** The items of an answer as entries, by product id and by master id (a tile names the master). */
function entriesOf(answer: FavoritesAnswer): Map<string, FavoriteEntry> {
  const entries = new Map<string, FavoriteEntry>();
  for (const item of answer.items) {
    const entry = { favoriteId: answer.favoriteId, itemId: item.itemId };
    entries.set(item.productId, entry);
    entries.set(item.masterId, entry);
  }
  return entries;
}

function readFavorites(api: StrideApiClient, signedIn: boolean): void {
  if (readFor === signedIn) return;
  readFor = signedIn;
  // A guest who never saved a favorite in this browser has none; asking would only make a token.
  if (!signedIn && storedFavoritesId() === undefined) return publish({ entries: new Map() });
  void api.call('getFavorites', { query: { start: 0, count: FAVORITES_PAGE } }).then((answer) => {
    if (answer.isOk() && readFor === signedIn) publish({ entries: entriesOf(answer.value) });
  });
}

/**
 * Whether `productId` is one of the shopper's favorites; the first heart on a page reads the list for all of them.
 * With favorites turned off (`enabled` false, STRIDE_FAVORITES) nothing is read: the calls are not served.
 */
export function useFavoriteEntry(api: StrideApiClient, signedIn: boolean, productId: string, enabled: boolean): FavoriteEntry | null {
  useEffect(() => {
    if (enabled) readFavorites(api, signedIn);
  }, [api, signedIn, enabled]);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current.entries.get(productId) ?? null;
}

/**
 * Hearts `productId` or takes it out of the favorites (`/wishlists/v2/favorites`), and tells every heart of the page;
 * answers whether it is a favorite now. A guest's list id is remembered, so it stays after a reload and merges at
 * sign-in.
 */
export async function toggleFavorite(api: StrideApiClient, productId: string): Promise<Result<boolean, ApiFailure>> {
  const entry = hearts.entries.get(productId) ?? null;
  const answer =
    entry === null
      ? await api.call('addFavorite', { body: { id: productId, qty: 1 } })
      : await api.call('removeFavorite', { params: { favoriteId: entry.favoriteId, itemId: entry.itemId } });
  return answer.map((list) => {
    rememberFavoritesId(list.favoriteId);
    const entries = new Map(hearts.entries);
    // The answer is the list's first page: the entry added is on it; a removed one is gone from the whole list.
    for (const [id, kept] of entries) if (entry !== null && kept.itemId === entry.itemId) entries.delete(id);
    const added = entry === null ? entriesOf(list) : new Map<string, FavoriteEntry>();
    for (const [id, found] of added) if (id === productId || !entries.has(id)) entries.set(id, found);
    publish({ entries });
    return entry === null;
  });
}
