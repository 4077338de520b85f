import type { GeoPoint, ProductCatalogue, StockStatus, StoreDirectory, StoreRecord } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import { locatePostalCode, nearestStores, postalCodeCountry, STORE_SEARCH_DEFAULT_LIMIT, stockStatusForQuantity } from '@stride/domain/catalogue';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productNotFound } from './catalogue-errors.js';

/** Where to search from: a point, or a postal code; and optionally whose stock to report. */
export interface StoreSearchQuery {
  readonly postalCode?: string;
  readonly countryCode?: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly radiusKm?: number;
  readonly limit?: number;
  readonly productId?: string;
  readonly variantId?: string;
}

/** A store found, its distance, and its stock of the asked product or variant. */
export interface FoundStore {
  readonly store: StoreRecord;
  readonly distanceKm: number;
  readonly inventory?: { readonly quantity: number; readonly stockStatus: StockStatus; readonly variants: Readonly<Record<string, number>> };
}

/** Stores nearest first; `origin` is null (and `message` says why) when the postal code could not be placed. */
export interface StoreSearchResult {
  readonly origin: GeoPoint | null;
  readonly stores: readonly FoundStore[];
  readonly message?: string;
}

type Deps = { readonly catalogue: ProductCatalogue; readonly stores: StoreDirectory };

function stockedVariantIds(deps: Deps, q: StoreSearchQuery): ResultAsync<readonly string[] | null, StrideError> {
  if (q.variantId !== undefined) return okAsync([q.variantId]);
  if (q.productId === undefined) return okAsync(null);
  const productId = q.productId;
  return ResultAsync.fromSafePromise(deps.catalogue.variantIdsOf(productId)).andThen((ids) =>
    ids.length === 0 ? errAsync(productNotFound(productId)) : okAsync(ids),
  );
}

/**
 * Stores nearest first (haversine) from coordinates or a postal code, in the code's country unless
 * a country is given; an unknown postal code answers no stores and a message, not an error.
 */
export function searchStores(deps: Deps, q: StoreSearchQuery): ResultAsync<StoreSearchResult, StrideError> {
  return stockedVariantIds(deps, q).andThen((variantIds) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<StoreSearchResult> => {
        const all = await deps.stores.listStores();
        const located =
          q.latitude !== undefined && q.longitude !== undefined
            ? { point: { latitude: q.latitude, longitude: q.longitude }, countryCode: q.countryCode }
            : q.postalCode === undefined
              ? null
              : locatePostalCode(q.postalCode, all);
        if (located === null) {
          const what =
            q.postalCode === undefined || postalCodeCountry(q.postalCode) === null ? 'is not a US, Canadian or UK postal code' : 'is not in a region we know';
          return { origin: null, stores: [], message: `We could not locate ${q.postalCode ?? 'that place'}: it ${what}.` };
        }
        const country = q.countryCode ?? located.countryCode;
        const candidates = country === undefined ? all : all.filter((s) => s.countryCode === country);
        const near = nearestStores(candidates, located.point, {
          limit: q.limit ?? STORE_SEARCH_DEFAULT_LIMIT,
          ...(q.radiusKm === undefined ? {} : { radiusKm: q.radiusKm }),
        });
        if (variantIds === null) return { origin: located.point, stores: near };
        const stock = await deps.stores.storeStock(
          near.map((s) => s.store.id),
          variantIds,
        );
        return {
          origin: located.point,
          stores: near.map((s) => {
            const variants = Object.fromEntries(stock.filter((r) => r.storeId === s.store.id).map((r) => [r.variantId, r.quantity]));
            const quantity = Object.values(variants).reduce((sum, n) => sum + n, 0);
            return { ...s, inventory: { quantity, stockStatus: stockStatusForQuantity(quantity), variants } };
          }),
        };
      })(),
    ),
  );
}
