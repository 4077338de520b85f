import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { DELIVERY_FIXTURE_SQL } from '../delivery/delivery-fixture.fixture.js';
import { PgFavoritesRepository } from './pg-favorites-repository.js';
import { PgSavedForLaterRepository } from './pg-saved-for-later-repository.js';
import type { PgShopperListRepository } from './pg-shopper-list-repository.js';

const item = { productId: 'SR0034100095', qty: 1, type: 'product' };

// One suite for both list kinds, on both engines: the same assertions each time.
describe.each(COMMERCE_TEST_ENGINES)('shopper lists on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(DELIVERY_FIXTURE_SQL);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  describe.each([
    ['saved for later', (sql: SqlClient): PgShopperListRepository => new PgSavedForLaterRepository(sql), 2],
    ['favorites', (sql: SqlClient): PgShopperListRepository => new PgFavoritesRepository(sql), 1],
  ] as const)('%s', (_name, make, mergedQty) => {
    it('gives each consumer one list, created once', async () => {
      const lists = make(db);
      const id = await lists.listIdOf('guest-000001');
      expect(await Promise.all([lists.listIdOf('guest-000001'), lists.listIdOf('guest-000001')])).toEqual([id, id]);
      expect(await lists.listIdOf('guest-000002')).not.toBe(id);
    });

    it('adds a variant, a product or a colour id, reads availability and pages oldest first', async () => {
      const lists = make(db);
      const a = await lists.add('guest-000001', item);
      const b = await lists.add('guest-000001', { ...item, productId: 'SR0034100100' });
      const c = await lists.add('guest-000001', { ...item, productId: 'SL0628410' });
      expect(a).toMatchObject({
        productId: 'SR0034100095',
        masterId: 'SR0034100',
        available: true,
        name: 'Pace Runner',
        imageUrl: '/images/products/SR0034100/100.svg',
      });
      expect(b).toMatchObject({ productId: 'SR0034100100', available: false });
      expect(c).toMatchObject({ productId: 'SL0628410', masterId: 'SL0628410', variantId: undefined, available: true });
      const page = await lists.page('guest-000001', { start: 1, count: 1 });
      expect(page.total).toBe(3);
      expect(page.items.map((i) => i.productId)).toEqual(['SR0034100100']);
      expect(await lists.add('guest-000001', { ...item, productId: 'NOPE00000' })).toBe('PRODUCT_NOT_FOUND');
    });

    it('keeps one line when the same item is added again', async () => {
      const lists = make(db);
      const again = await lists.add('guest-000001', item);
      expect(typeof again !== 'string' && again.qty).toBe(mergedQty);
      expect((await lists.page('guest-000001', { start: 0, count: 20 })).total).toBe(3);
    });

    it('removes a line only through its owner and list: another consumer gets false and nothing changes', async () => {
      const lists = make(db);
      const page = await lists.page('guest-000001', { start: 0, count: 20 });
      const first = page.items[0];
      if (first === undefined) throw new Error('fixture list is empty');
      expect(await lists.remove('guest-000002', page.listId, first.itemId)).toBe(false);
      expect(await lists.remove('guest-000002', await lists.listIdOf('guest-000002'), first.itemId)).toBe(false);
      expect((await lists.page('guest-000001', { start: 0, count: 20 })).total).toBe(3);
      expect(await lists.remove('guest-000001', page.listId, first.itemId)).toBe(true);
      expect(await lists.remove('guest-000001', page.listId, first.itemId)).toBe(false);
    });

    it('merges a guest list into another consumer’s, emptying the guest’s', async () => {
      const lists = make(db);
      await lists.add('guest-000002', { ...item, productId: 'GC1689901050' });
      expect(await lists.merge('guest-000002', 'guest-000001')).toBe(1);
      expect((await lists.page('guest-000002', { start: 0, count: 20 })).total).toBe(0);
      const merged = await lists.page('guest-000001', { start: 0, count: 20 });
      expect(merged.items.map((i) => i.productId)).toContain('GC1689901050');
    });
  });

  it('moves a basket line to the saved list in one step; a gift line, another basket or consumer cannot', async () => {
    const saved = new PgSavedForLaterRepository(db);
    expect(await saved.moveBasketItem('guest-000002', 'basket-1', 'item-3')).toBe('BASKET_ITEM_NOT_FOUND');
    expect(await saved.moveBasketItem('guest-000001', 'basket-2', 'item-9')).toBe('BASKET_ITEM_NOT_FOUND');
    expect(await saved.moveBasketItem('guest-000001', 'basket-1', 'item-gift')).toBe('BONUS_ITEM');
    const moved = await saved.moveBasketItem('guest-000001', 'basket-1', 'item-3');
    expect(moved).toMatchObject({ productId: 'SL0628410090', qty: 1 });
    expect(await db.query("SELECT id FROM basket_items WHERE id = 'item-3'")).toEqual([]);
    expect(await saved.moveBasketItem('guest-000001', 'basket-1', 'item-3')).toBe('BASKET_ITEM_NOT_FOUND');
  });

  it('gives a saved line another size in place, merges it into a line of that size, and refuses another consumer, product or unknown id', async () => {
    await db.query("INSERT INTO consumers (consumer_no, consumer_type) VALUES ('guest-000003', 'GUEST')");
    const saved = new PgSavedForLaterRepository(db);
    const first = await saved.add('guest-000003', { ...item, qty: 2 });
    const second = await saved.add('guest-000003', { ...item, productId: 'GC1689901050' });
    if (typeof first === 'string' || typeof second === 'string') throw new Error('fixture lines were not saved');
    const listId = await saved.listIdOf('guest-000003');
    expect(await saved.changeItem('guest-000002', listId, first.itemId, { productId: 'SR0034100100' })).toBe('ITEM_NOT_FOUND');
    expect(await saved.changeItem('guest-000003', listId, first.itemId, { productId: 'GC1689901050' })).toBe('OTHER_PRODUCT');
    expect(await saved.changeItem('guest-000003', listId, first.itemId, { productId: 'NOPE00000' })).toBe('PRODUCT_NOT_FOUND');

    const changed = await saved.changeItem('guest-000003', listId, first.itemId, { productId: 'SR0034100100', pdpUrl: '/en-us/p/pace-runner-SR0034100' });
    expect(changed).toMatchObject({ itemId: first.itemId, productId: 'SR0034100100', qty: 2, available: false, pdpUrl: '/en-us/p/pace-runner-SR0034100' });
    expect((await saved.page('guest-000003', { start: 0, count: 20 })).items.map((i) => i.itemId)).toEqual([first.itemId, second.itemId]);

    const third = await saved.add('guest-000003', item);
    if (typeof third === 'string') throw new Error('fixture line was not saved');
    const merged = await saved.changeItem('guest-000003', listId, third.itemId, { productId: 'SR0034100100' });
    expect(merged).toMatchObject({ itemId: first.itemId, productId: 'SR0034100100', qty: 3 });
    expect((await saved.page('guest-000003', { start: 0, count: 20 })).items.map((i) => [i.itemId, i.qty])).toEqual([
      [first.itemId, 3],
      [second.itemId, 1],
    ]);
  });

  it("shares a favorites list under a token's hash: a new share replaces the old one, another list or hash finds no one", async () => {
    const favorites = new PgFavoritesRepository(db);
    const listId = await favorites.share('guest-000002', 'hash-one', new Date('2026-11-26T10:00:00Z'));
    expect(listId).toBe(await favorites.listIdOf('guest-000002'));
    expect(await favorites.sharedBy(listId, 'hash-one')).toBe('guest-000002');
    expect(await favorites.share('guest-000002', 'hash-two', new Date('2026-11-26T11:00:00Z'))).toBe(listId);
    expect(await favorites.sharedBy(listId, 'hash-one')).toBeUndefined();
    expect(await favorites.sharedBy(listId, 'hash-two')).toBe('guest-000002');
    expect(await favorites.sharedBy(await favorites.listIdOf('guest-000001'), 'hash-two')).toBeUndefined();
  });
});
