import { haversineDistanceKm, type GeoPoint } from './haversine-distance.js';

/** A store with its distance from the searched point. */
export interface StoreAtDistance<S> {
  readonly store: S;
  readonly distanceKm: number;
}

/** Store search: 10 stores unless told, at most 50 (Stride's choice). */
export const STORE_SEARCH_DEFAULT_LIMIT = 10;
export const STORE_SEARCH_MAX_LIMIT = 50;

/**
 * Stores nearest first (ties by id), within `radiusKm` when given, at most `limit`.
 * @example nearestStores(stores, { latitude: 40.7, longitude: -74 }, { limit: 3 })[0]?.store.id // 'US101'
 */
export function nearestStores<S extends GeoPoint & { readonly id: string }>(
  stores: readonly S[],
  origin: GeoPoint,
  options: { readonly radiusKm?: number; readonly limit: number },
): StoreAtDistance<S>[] {
  return stores
    .map((store) => ({ store, distanceKm: haversineDistanceKm(origin, store) }))
    .filter((s) => options.radiusKm === undefined || s.distanceKm <= options.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.store.id.localeCompare(b.store.id))
    .slice(0, Math.max(0, options.limit));
}
