import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { DELIVERY_FIXTURE_SQL } from './delivery-fixture.fixture.js';
import { PgDeliveryBasketRepository } from './pg-delivery-basket-repository.js';
import { PgPickupStoreReader } from './pg-pickup-store-reader.js';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  postalCode: '10012',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '2125550123',
};

describe.each(COMMERCE_TEST_ENGINES)('delivery repositories on %s', (engine) => {
  let db: SqlClient;
  let baskets: PgDeliveryBasketRepository;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(DELIVERY_FIXTURE_SQL);
    baskets = new PgDeliveryBasketRepository(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('loads an open basket with its owner, currency and lines (digital and custom-made told apart)', async () => {
    const basket = await baskets.load('basket-1');
    expect(basket).toMatchObject({ basketId: 'basket-1', consumerNo: 'guest-000001', currency: 'USD', shippingAddress: undefined });
    expect(basket?.lines.map((l) => [l.itemId, l.isDigital, l.isCustoms, l.shippingMethodCode])).toEqual([
      ['item-1', false, false, 'standard'],
      ['item-2', true, false, 'standard'],
      ['item-3', false, true, 'standard'],
      ['item-gift', false, false, 'standard'],
    ]);
    expect(await baskets.load('no-such-basket')).toBeUndefined();
  });

  it('stores and removes the shipping and billing addresses whole, and takes the contact e-mail once', async () => {
    await baskets.saveShippingAddress('basket-1', { ...address, shippingId: 'me', isValidated: true });
    await baskets.saveBillingAddress('basket-1', { ...address, addressLine1: '1 Main Street' });
    const saved = await baskets.load('basket-1');
    expect(saved?.shippingAddress).toEqual({ ...address, shippingId: 'me', isValidated: true });
    expect(saved?.billingAddress?.['addressLine1']).toBe('1 Main Street');
    await baskets.saveShippingAddress('basket-1', { ...address, email: 'other@example.com' });
    const [row] = await db.query<{ customer_email: string }>("SELECT customer_email FROM baskets WHERE id = 'basket-1'");
    expect(row?.customer_email).toBe('ada@example.com');
    await baskets.saveShippingAddress('basket-1', null);
    await baskets.saveBillingAddress('basket-1', null);
    expect(await baskets.load('basket-1')).toMatchObject({ shippingAddress: undefined, billingAddress: undefined });
  });

  it('records a method on the named lines and, for the home shipment, on the basket; never on other baskets', async () => {
    const before = await db.query<{ version: number }>("SELECT version FROM baskets WHERE id = 'basket-1'");
    await baskets.saveShippingMethod('basket-1', { code: 'express', itemIds: ['item-1', 'item-9'], isHomeShipment: true });
    const basket = await baskets.load('basket-1');
    expect(basket?.shippingMethodCode).toBe('express');
    expect(basket?.lines.find((l) => l.itemId === 'item-1')?.shippingMethodCode).toBe('express');
    expect(basket?.lines.find((l) => l.itemId === 'item-3')?.shippingMethodCode).toBe('standard');
    expect((await baskets.load('basket-2'))?.lines[0]?.shippingMethodCode).toBe('standard');
    const after = await db.query<{ version: number }>("SELECT version FROM baskets WHERE id = 'basket-1'");
    expect(after[0]?.version).toBeGreaterThan(before[0]?.version ?? 0);
    await baskets.saveShippingMethod('basket-1', { code: 'customs', itemIds: ['item-3'], isHomeShipment: false });
    expect((await baskets.load('basket-1'))?.shippingMethodCode).toBe('express');
    await baskets.saveShippingMethod('basket-1', { code: 'pickup', itemIds: ['item-1'], isHomeShipment: false, storeId: 'US101' });
    expect((await baskets.load('basket-1'))?.lines[0]).toMatchObject({ itemId: 'item-1', shippingMethodCode: 'pickup', storeId: 'US101' });
  });

  it('moves lines only from where they still are, once, and downgrades the home method only from the method named', async () => {
    // item-1 is picked up at US101 and the home method is express (the test before).
    const toSts = { itemIds: ['item-1', 'item-9'], from: { code: 'pickup', storeId: 'US101' }, to: { code: 'sts', storeId: 'US101' } };
    expect(await baskets.moveLines('basket-1', toSts)).toEqual(['item-1']);
    expect(await baskets.moveLines('basket-1', toSts)).toEqual([]);
    expect((await baskets.load('basket-1'))?.lines[0]).toMatchObject({ itemId: 'item-1', shippingMethodCode: 'sts', storeId: 'US101' });
    const home = { itemIds: ['item-1'], from: { code: 'sts', storeId: 'US101' }, to: { code: 'standard', storeId: null } };
    expect(await baskets.moveLines('basket-1', home)).toEqual(['item-1']);
    expect((await baskets.load('basket-1'))?.lines[0]).toMatchObject({ itemId: 'item-1', shippingMethodCode: 'standard', storeId: undefined });
    expect((await baskets.load('basket-2'))?.lines[0]?.shippingMethodCode).toBe('standard');

    expect(await baskets.downgradeHomeMethod('basket-1', 'standard', 'express')).toBe(false);
    expect(await baskets.downgradeHomeMethod('basket-1', 'express', 'standard')).toBe(true);
    expect((await baskets.load('basket-1'))?.shippingMethodCode).toBe('standard');
    expect(await baskets.downgradeHomeMethod('basket-1', 'express', 'standard')).toBe(false);
  });

  it('reads a store with its stock of the asked variants (absent when not carried)', async () => {
    const stores = new PgPickupStoreReader(db);
    const store = await stores.pickupStore('US101', ['SR0034100095', 'SL0628410090']);
    expect(store).toMatchObject({ storeId: 'US101', countryCode: 'US', timeZone: 'America/New_York', offersSameDay: true, offersPickup: true });
    expect([...(store?.quantities ?? new Map())]).toEqual([['SR0034100095', 3]]);
    expect(await stores.pickupStore('XX999', ['SR0034100095'])).toBeUndefined();
  });
});
