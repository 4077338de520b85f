import type { CollectionPointDirectory, CollectionPointRecord, GeoPoint, StoreDirectory, StoreRecord } from '@stride/domain/catalogue';
import { locatePostalCode, nearestStores, postalCodeCountry, STORE_SEARCH_DEFAULT_LIMIT } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { ResultAsync } from 'neverthrow';

/** Where to look from: a point, or a postal code; optionally a country, a radius and how many. */
export interface CollectionPointQuery {
  readonly postalCode?: string;
  readonly countryCode?: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly radiusKm?: number;
  readonly limit?: number;
}

/** A store offering pickup, or a carrier's pick-up point, at its distance. */
export type CollectionPoint =
  | { readonly type: 'store'; readonly store: StoreRecord; readonly distanceKm: number }
  | { readonly type: 'locker' | 'partner'; readonly point: CollectionPointRecord; readonly distanceKm: number };

/** Collection points nearest first; `origin` is null (and `message` says why) when the postal code could not be placed. */
export interface CollectionPointResult {
  readonly origin: GeoPoint | null;
  readonly points: readonly CollectionPoint[];
  readonly message?: string;
}

type Deps = { readonly stores: StoreDirectory; readonly collectionPoints: CollectionPointDirectory };
type Candidate = GeoPoint & { readonly id: string; readonly countryCode: string; readonly entry: (distanceKm: number) => CollectionPoint };

function candidatesOf(stores: readonly StoreRecord[], points: readonly CollectionPointRecord[]): Candidate[] {
  return [
    ...stores
      .filter((s) => s.offersPickup)
      .map((store) => ({
        id: store.id,
        countryCode: store.countryCode,
        latitude: store.latitude,
        longitude: store.longitude,
        entry: (d: number) => ({ type: 'store' as const, store, distanceKm: d }),
      })),
    ...points.map((point) => ({
      id: point.id,
      countryCode: point.countryCode,
      latitude: point.latitude,
      longitude: point.longitude,
      entry: (d: number) => ({ type: point.kind, point, distanceKm: d }),
    })),
  ];
}

/**
 * Collection points (`POST /stores/v1/collectionPoints`) nearest first from coordinates or a postal code, in the code's
 * country unless one is given: the stores that offer pickup and the carriers' lockers and partner shops. An unknown
 * postal code answers none and a message, not an error, as the store search does.
 */
export function findCollectionPoints(deps: Deps, q: CollectionPointQuery): ResultAsync<CollectionPointResult, StrideError> {
  return ResultAsync.fromSafePromise(
    (async (): Promise<CollectionPointResult> => {
      const [stores, points] = await Promise.all([deps.stores.listStores(), deps.collectionPoints.listCollectionPoints()]);
      const located =
        q.latitude !== undefined && q.longitude !== undefined
          ? { point: { latitude: q.latitude, longitude: q.longitude }, countryCode: q.countryCode }
          : q.postalCode === undefined
            ? null
            : locatePostalCode(q.postalCode, [...stores, ...points]);
      if (located === null) {
        const what =
          q.postalCode === undefined || postalCodeCountry(q.postalCode) === null ? 'is not a US, Canadian or UK postal code' : 'is not in a region we know';
        return { origin: null, points: [], message: `We could not locate ${q.postalCode ?? 'that place'}: it ${what}.` };
      }
      const country = q.countryCode ?? located.countryCode;
      const candidates = candidatesOf(stores, points).filter((c) => country === undefined || c.countryCode === country);
      const near = nearestStores(candidates, located.point, {
        limit: q.limit ?? STORE_SEARCH_DEFAULT_LIMIT,
        ...(q.radiusKm === undefined ? {} : { radiusKm: q.radiusKm }),
      });
      return { origin: located.point, points: near.map(({ store, distanceKm }) => store.entry(distanceKm)) };
    })(),
  );
}
