import type { ProductCatalogue, StoreDirectory, StoreRecord } from '@stride/domain/catalogue';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { getProductDetails } from './get-product-details.js';
import { getStoreAvailability } from './get-store-availability.js';
import { listStoreEmployees } from './list-store-employees.js';
import { searchStores } from './search-stores.js';

const store = (id: string, postalCode: string, countryCode: string, latitude: number, longitude: number): StoreRecord => ({
  id,
  name: id,
  addressLine1: 'x',
  city: 'x',
  province: 'x',
  postalCode,
  countryCode,
  phone: 'x',
  latitude,
  longitude,
  timeZone: 'UTC',
  openingHours: 'x',
  offersPickup: true,
  offersSameDay: false,
  offersShipToStore: true,
});
const STORES = [
  store('US101', '10012', 'US', 40.7233, -73.9985),
  store('US102', '02116', 'US', 42.3496, -71.0815),
  store('CA201', 'M5V 2A2', 'CA', 43.6496, -79.3937),
];

// In-memory doubles of the ports: one product with two variants, stock in US101 only.
const catalogue = {
  findProduct: async () => null,
  variantIdsOf: async (id: string) => (id === 'SR0045600' ? ['SR0045600090', 'SR0045600095'] : []),
} as unknown as ProductCatalogue;
const stores: StoreDirectory = {
  listStores: async (country) => STORES.filter((s) => country === undefined || s.countryCode === country),
  storeStock: async (storeIds, variantIds) =>
    storeIds.includes('US101') ? variantIds.map((variantId, i) => ({ storeId: 'US101', variantId, quantity: i + 2 })) : [],
  storeEmployees: async (storeId) =>
    storeId === 'US101' ? [{ storeEmployeeId: 'E1', firstName: 'Taylor', lastName: 'Brooks' }] : STORES.some((s) => s.id === storeId) ? [] : null,
};

describe('catalogue use cases', () => {
  it("names a store's associates as the in-store session keeps them, and answers STR404 for no such store", async () => {
    expect((await listStoreEmployees({ stores }, 'US101'))._unsafeUnwrap()).toEqual({
      storeId: 'US101',
      employees: [{ storeEmployeeId: 'E1', storeEmployeeName: 'Taylor Brooks' }],
    });
    expect((await listStoreEmployees({ stores }, 'CA201'))._unsafeUnwrap().employees).toEqual([]);
    expect((await listStoreEmployees({ stores }, 'XX999'))._unsafeUnwrapErr().code).toBe('STR404');
  });

  it('answers an unknown product with PLP400', async () => {
    const result = await getProductDetails({ catalogue }, 'ZZ9999999', catalogueMarketFor('en-US'));
    expect(result._unsafeUnwrapErr().code).toBe('PLP400');
  });

  it('sums a store’s variants, keeps the asked order and leaves unknown stores out', async () => {
    const result = (await getStoreAvailability({ catalogue, stores }, 'SR0045600', ['US102', 'XX1', 'US101']))._unsafeUnwrap();
    expect(result).toEqual([
      { storeId: 'US102', quantity: 0, stockStatus: 'OutOfStock', variants: {} },
      { storeId: 'US101', quantity: 5, stockStatus: 'InStock', variants: { SR0045600090: 2, SR0045600095: 3 } },
    ]);
  });

  it('searches from a postal code in its own country, nearest first, with stock', async () => {
    const result = (await searchStores({ catalogue, stores }, { postalCode: '10013', productId: 'SR0045600' }))._unsafeUnwrap();
    expect(result.stores.map((s) => s.store.id)).toEqual(['US101', 'US102']);
    expect(result.stores[0]?.inventory?.quantity).toBe(5);
  });

  it('answers an unknown postal code with no stores and a message, an unknown product with PLP400', async () => {
    const unknown = (await searchStores({ catalogue, stores }, { postalCode: '99999' }))._unsafeUnwrap();
    expect(unknown).toMatchObject({ origin: null, stores: [] });
    expect(unknown.message).toContain('99999');
    expect((await searchStores({ catalogue, stores }, { postalCode: '10013', productId: 'ZZ9999999' }))._unsafeUnwrapErr().code).toBe('PLP400');
  });
});
