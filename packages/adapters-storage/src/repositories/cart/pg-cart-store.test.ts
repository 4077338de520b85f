import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStore } from '@stride/domain/cart';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { CART_FIXTURE_SQL, insertOrderSql } from './cart-fixture.fixture.js';
import { PgCouponRedemptions } from '../checkout/pg-coupon-redemptions.js';
import type { CatalogueLineFacts } from './line-facts.js';
import { pgCartStore } from './pg-cart-store.js';
import { PgWelcomePromoRepository } from '../identity/pg-welcome-promo-repository.js';
import { welcomePromoDraft } from '@stride/domain/identity';

const draft = (variantId: string, productId: string, extra: Record<string, unknown> = {}) => ({
  variantId,
  productId,
  qty: 1,
  maxQty: 999999,
  shippingMethodCode: 'standard',
  storeId: null,
  recipeId: null,
  giftOption: null,
  bonusPromotionId: null,
  ...extra,
});

describe.each(COMMERCE_TEST_ENGINES)('cart store contract on %s', (engine) => {
  let sql: SqlClient;
  let store: CartStore;

  beforeAll(async () => {
    sql = await openCommerceTestDatabase(engine);
    await sql.exec(CART_FIXTURE_SQL);
    store = pgCartStore(sql);
  });
  afterAll(async () => sql.close());

  it('creates a basket and reads it back with its owner, empty', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    const basket = await store.baskets.find(id);
    expect(basket).toMatchObject({
      id,
      consumerNo: 'guest-000001',
      currency: 'USD',
      status: 'OPEN',
      items: [],
      couponCodes: [],
      owner: { consumerType: 'GUEST', isEmployeeDiscountTCAccepted: false },
    });
    expect(await store.baskets.find('no-such-basket')).toBeNull();
  });

  it('counts its owner as a loyalty member for member promotions only once the double opt-in is confirmed', async () => {
    await sql.query(`INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, is_loyalty_member, loyalty_member_id, loyalty_confirmation_pending)
      VALUES ('member-pending', 'REGISTERED', 'pending.member@example.com', 'h', true, 'LM-PENDING', true)`);
    const id = await store.baskets.create('member-pending', 'USD');
    expect((await store.baskets.find(id))?.owner).toMatchObject({ consumerType: 'REGISTERED', isLoyaltyMember: false });
    await sql.query("UPDATE consumers SET loyalty_confirmation_pending = false WHERE consumer_no = 'member-pending'");
    expect((await store.baskets.find(id))?.owner).toMatchObject({ consumerType: 'REGISTERED', isLoyaltyMember: true });
  });

  it('adds lines and reads them with catalogue facts, prices in the basket currency and store stock', async () => {
    const id = await store.baskets.create('guest-000001', 'CAD');
    await store.baskets.addItem(id, draft('SR0034100095', 'SR0034100', { storeId: 'US101', shippingMethodCode: 'pickup', qty: 2 }));
    await store.baskets.addItem(id, draft('GA1545700OSZ', 'GA1545700'));
    const basket = await store.baskets.find(id);
    expect(basket?.items.map((i) => i.position)).toEqual([0, 1]);
    expect(basket?.items[0]).toMatchObject({
      variantId: 'SR0034100095',
      qty: 2,
      listMinor: 17500,
      currentMinor: 15000,
      onlineStock: 4,
      storeStock: 3,
      upc: '084931000001',
      colourMasterId: 'SR0034100',
      categoryIds: ['4000', '4100'],
      storeRegion: { countryCode: 'US', province: 'NY' },
      sizeLabel: '9.5',
    });
    expect(basket?.items[1]).toMatchObject({ currentMinor: null, storeStock: null, storeRegion: null });
  });

  it('changes and removes lines only in their own basket', async () => {
    const mine = await store.baskets.create('guest-000001', 'USD');
    const theirs = await store.baskets.create('guest-000002', 'USD');
    const item = await store.baskets.addItem(mine, draft('SR0034100095', 'SR0034100'));
    expect(await store.baskets.setItemQty(theirs, item, 3, 5)).toBe(false);
    expect(await store.baskets.setItemQty(mine, item, 3, 5)).toBe(true);
    expect((await store.baskets.find(mine))?.items[0]).toMatchObject({ qty: 3, maxQty: 5 });
    expect(await store.baskets.removeItem(theirs, item)).toBe(false);
    expect(await store.baskets.removeItem(mine, item)).toBe(true);
    expect((await store.baskets.find(mine))?.items).toEqual([]);
  });

  it('sets and takes off a line’s gift option in its own basket only', async () => {
    const mine = await store.baskets.create('guest-000001', 'USD');
    const theirs = await store.baskets.create('guest-000002', 'USD');
    const item = await store.baskets.addItem(mine, draft('SR0034100095', 'SR0034100'));
    const gift = { email: 'sam@example.com', to: 'Sam', message: 'Happy birthday!' };
    expect(await store.baskets.setItemGiftOption(theirs, item, gift)).toBe(false);
    expect((await store.baskets.find(mine))?.items[0]?.giftOption).toBeNull();
    expect(await store.baskets.setItemGiftOption(mine, item, gift)).toBe(true);
    expect((await store.baskets.find(mine))?.items[0]?.giftOption).toEqual(gift);
    expect(await store.baskets.setItemGiftOption(mine, item, null)).toBe(true);
    expect((await store.baskets.find(mine))?.items[0]?.giftOption).toBeNull();
  });

  it('gives a line another size in its own basket only, keeping its id, place, delivery and store', async () => {
    const mine = await store.baskets.create('guest-000001', 'USD');
    const theirs = await store.baskets.create('guest-000002', 'USD');
    const first = await store.baskets.addItem(mine, draft('SR0034100095', 'SR0034100', { storeId: 'US101', shippingMethodCode: 'pickup', qty: 2 }));
    await store.baskets.addItem(mine, draft('GA1545700OSZ', 'GA1545700'));
    const line = { variantId: 'SR0034100100', productId: 'SR0034100', qty: 3, maxQty: 5 };
    expect(await store.baskets.replaceItemVariant(theirs, first, line)).toBe(false);
    expect(await store.baskets.replaceItemVariant(mine, first, line)).toBe(true);
    const [changed, other] = (await store.baskets.find(mine))?.items ?? [];
    expect(changed).toMatchObject({
      id: first,
      position: 0,
      variantId: 'SR0034100100',
      sizeLabel: '10',
      qty: 3,
      maxQty: 5,
      storeId: 'US101',
      shippingMethodCode: 'pickup',
    });
    expect(other).toMatchObject({ variantId: 'GA1545700OSZ', position: 1 });
  });

  it('keeps a coupon once, adjustments, the fingerprint and the version', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    expect(await store.baskets.addCoupon(id, 'TEN')).toBe(true);
    expect(await store.baskets.addCoupon(id, 'TEN')).toBe(false);
    const adjustment = await store.baskets.addPriceAdjustment(id, { itemId: null, amountMinor: 500, reason: 'goodwill', createdBy: 'guest-000002' });
    expect(await store.baskets.updatePriceAdjustment(id, adjustment, { amountMinor: 700, reason: 'more goodwill', updatedBy: 'guest-000002' })).toBe(true);
    expect(await store.baskets.setDeviceFingerprint(id, 'fp-1')).toBe(true);
    await store.baskets.touch(id);
    const basket = await store.baskets.find(id);
    expect(basket).toMatchObject({
      couponCodes: ['TEN'],
      deviceFingerprint: 'fp-1',
      version: 2,
      priceAdjustments: [{ id: adjustment, itemId: null, amountMinor: 700, reason: 'more goodwill', createdBy: 'guest-000002', updatedBy: 'guest-000002' }],
    });
    expect(await store.baskets.removePriceAdjustment(id, adjustment, 'guest-000002')).toBe(true);
    expect((await store.baskets.find(id))?.priceAdjustments).toEqual([]);
    expect(await store.baskets.removePriceAdjustment(id, adjustment, 'guest-000002')).toBe(false);
    expect(await store.baskets.updatePriceAdjustment(id, adjustment, { amountMinor: 100, reason: 'after removal', updatedBy: 'guest-000002' })).toBe(false);
    expect(await store.baskets.removeCoupon(id, 'TEN')).toBe(true);
    expect(await store.baskets.removeCoupon(id, 'TEN')).toBe(false);
  });

  it('writes one change at the version read: made and counted, and refused with nothing written once anything changed the basket', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    const version = (await store.baskets.find(id))?.version ?? -1;
    const [added] = (await store.baskets.writeIfUnchanged(id, version, [{ kind: 'add', draft: draft('SR0034100095', 'SR0034100', { qty: 2 }) }])) ?? [];
    expect(added).toMatchObject({ position: 0 });
    const addedId = added?.id ?? '';
    // The same version again: the add above counted its change, so these are refused.
    expect(await store.baskets.writeIfUnchanged(id, version, [{ kind: 'add', draft: draft('SR0034100100', 'SR0034100') }])).toBeNull();
    expect(await store.baskets.writeIfUnchanged(id, version, [{ kind: 'setQty', itemId: addedId, qty: 5, maxQty: 999999 }])).toBeNull();
    expect(await store.baskets.writeIfUnchanged(id, version, [{ kind: 'remove', itemId: addedId }])).toBeNull();
    const after = await store.baskets.find(id);
    expect(after?.version).toBe(version + 1);
    expect(after?.items.map((item) => [item.id, item.qty, item.position])).toEqual([[addedId, 2, 0]]);

    expect(await store.baskets.writeIfUnchanged(id, version + 1, [{ kind: 'setQty', itemId: addedId, qty: 5, maxQty: 6 }])).toEqual([]);
    const [second] = (await store.baskets.writeIfUnchanged(id, version + 2, [{ kind: 'add', draft: draft('SR0034100100', 'SR0034100') }])) ?? [];
    expect(second).toMatchObject({ position: 1 });
    expect((await store.baskets.find(id))?.items.map((item) => [item.id, item.qty, item.maxQty])).toEqual([
      [addedId, 5, 6],
      [second?.id, 1, 999999],
    ]);
    expect(await store.baskets.writeIfUnchanged(id, version + 3, [{ kind: 'remove', itemId: addedId }])).toEqual([]);
    const final = await store.baskets.find(id);
    expect(final?.version).toBe(version + 4);
    expect(final?.items.map((item) => item.id)).toEqual([second?.id]);
  });

  it('writes several changes at the version read as one: all of them, counted once, or none', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    const placed = await store.baskets.writeIfUnchanged(id, 0, [
      { kind: 'add', draft: draft('SR0034100095', 'SR0034100', { qty: 2 }) },
      { kind: 'add', draft: draft('GA1545700OSZ', 'GA1545700', { maxQty: 1, bonusPromotionId: 'PROMO-GWP-SOCKS' }) },
    ]);
    expect(placed?.map((line) => line.position)).toEqual([0, 1]);
    const [shoe, gift] = placed ?? [];
    const read = await store.baskets.find(id);
    expect(read?.version).toBe(1);
    expect(read?.items.map((item) => [item.id, item.qty, item.bonusPromotionId])).toEqual([
      [shoe?.id, 2, null],
      [gift?.id, 1, 'PROMO-GWP-SOCKS'],
    ]);
    const changes = [
      { kind: 'remove', itemId: gift?.id ?? '' },
      { kind: 'setQty', itemId: shoe?.id ?? '', qty: 3, maxQty: 999999 },
      { kind: 'add', draft: draft('SR0034100100', 'SR0034100') },
    ] as const;
    // At a version the basket has left, nothing is written.
    expect(await store.baskets.writeIfUnchanged(id, 0, changes)).toBeNull();
    expect(await store.baskets.find(id)).toEqual(read);
    // A change that cannot be made (a line of no basket) rolls back those before it, and the count.
    await expect(store.baskets.writeIfUnchanged(id, 1, [changes[1], { kind: 'remove', itemId: 'no-such-line' }])).rejects.toThrow();
    expect(await store.baskets.find(id)).toEqual(read);

    const [third] = (await store.baskets.writeIfUnchanged(id, 1, changes)) ?? [];
    const after = await store.baskets.find(id);
    expect(after?.version).toBe(2);
    expect(after?.items.map((item) => [item.id, item.qty, item.position])).toEqual([
      [shoe?.id, 3, 0],
      [third?.id, 1, third?.position],
    ]);
    expect(third?.position).toBeGreaterThan(0);
  });

  it('refuses a guarded write to a basket that is no longer open, or to a line of another basket', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    const other = await store.baskets.create('guest-000002', 'USD');
    const item = await store.baskets.addItem(other, draft('SR0034100095', 'SR0034100'));
    expect(await store.baskets.writeIfUnchanged(id, 0, [{ kind: 'setQty', itemId: item, qty: 3, maxQty: 999999 }])).toBeNull();
    await sql.query("UPDATE baskets SET status = 'MERGED' WHERE id = $1", [other]);
    expect(await store.baskets.writeIfUnchanged(other, 0, [{ kind: 'setQty', itemId: item, qty: 3, maxQty: 999999 }])).toBeNull();
    expect(await store.baskets.writeIfUnchanged(other, 0, [{ kind: 'add', draft: draft('SR0034100100', 'SR0034100') }])).toBeNull();
    expect(
      await store.baskets.writeIfUnchanged(other, 0, [
        { kind: 'remove', itemId: item },
        { kind: 'add', draft: draft('SR0034100100', 'SR0034100') },
      ]),
    ).toBeNull();
    expect((await store.baskets.find(other))?.items.map((line) => line.qty)).toEqual([1]);
  });

  it('reads a variant about to be added with the same catalogue facts its line has once added', async () => {
    const id = await store.baskets.create('guest-000001', 'CAD');
    const variant = await store.catalogue.findVariant({ productId: 'SR0034100', variantId: 'SR0034100095' }, 'CAD', 'US101');
    await store.baskets.addItem(id, draft('SR0034100095', 'SR0034100', { storeId: 'US101', shippingMethodCode: 'pickup' }));
    const [line] = (await store.baskets.find(id))?.items ?? [];
    const { variantId, productId, presale, comingSoonUntil, ...facts } = variant ?? ({} as NonNullable<typeof variant>);
    expect({ variantId, productId }).toEqual({ variantId: line?.variantId, productId: line?.productId });
    expect([presale, comingSoonUntil]).toEqual([false, null]);
    expect(line).toMatchObject(facts);
    expect(facts).toMatchObject({ storeStock: 3, storeRegion: { countryCode: 'US', province: 'NY' }, categoryIds: ['4000', '4100'], listMinor: 17500 });
  });

  it('reads a basket with the variant a line names in one read, as find and findVariant read them apart', async () => {
    const id = await store.baskets.create('guest-000001', 'CAD');
    await store.baskets.addItem(id, draft('GA1545700OSZ', 'GA1545700'));
    const ref = { productId: 'SR0034100', upc: '084931000001' };
    for (const storeId of [null, 'US101']) {
      const read = await store.baskets.findWithVariant(id, ref, storeId);
      expect(read?.basket).toEqual(await store.baskets.find(id));
      expect(read?.variant).toEqual(await store.catalogue.findVariant(ref, 'CAD', storeId));
    }
    expect((await store.baskets.findWithVariant(id, ref, 'US101'))?.variant).toMatchObject({ variantId: 'SR0034100095', storeStock: 3, listMinor: 17500 });
    expect((await store.baskets.findWithVariant(id, { productId: 'GA1545700', upc: '084931000001' }, null))?.variant).toBeNull();
    expect(await store.baskets.findWithVariant('no-such-basket', ref, null)).toBeNull();
  });

  it('reads a basket in one statement; with a cache for catalogue facts, names and prices come from the cache and stock is always live', async () => {
    const statements: string[] = [];
    const counting: SqlClient = Object.assign(Object.create(sql) as SqlClient, {
      query: (text: string, params?: readonly unknown[]) => {
        statements.push(text);
        return sql.query(text, params);
      },
    });
    const uncached = pgCartStore(counting);
    const ref = { productId: 'SR0034100', upc: '084931000001' };
    const kept = new Map<string, CatalogueLineFacts>();
    const cached = pgCartStore(counting, { lineFacts: { get: (key) => kept.get(key), set: (key, facts) => void kept.set(key, facts) } });
    const id = await cached.baskets.create('guest-000001', 'CAD');
    await cached.baskets.addItem(id, draft('SR0034100095', 'SR0034100', { storeId: 'US101', shippingMethodCode: 'pickup' }));
    const first = await cached.baskets.find(id);
    expect([...kept.keys()]).toEqual(['CAD:SR0034100095']);
    statements.length = 0;
    expect(await uncached.baskets.findWithVariant(id, ref, 'US101')).toEqual(await store.baskets.findWithVariant(id, ref, 'US101'));
    expect(await uncached.catalogue.findVariant(ref, 'CAD', null)).toEqual(await store.catalogue.findVariant(ref, 'CAD', null));
    expect(statements).toHaveLength(2);

    await sql.query("UPDATE products SET name = 'Pace Runner 2' WHERE id = 'SR0034100'");
    await sql.query("UPDATE variants SET online_stock = 2 WHERE id = 'SR0034100095'");
    await sql.query("UPDATE store_inventory SET quantity = 1 WHERE store_id = 'US101' AND variant_id = 'SR0034100095'");
    try {
      statements.length = 0;
      const warm = await cached.baskets.findWithVariant(id, ref, 'US101');
      expect(statements).toHaveLength(1);
      expect(warm?.basket.items[0]).toMatchObject({ productName: 'Pace Runner', currentMinor: 15000, onlineStock: 2, storeStock: 1 });
      expect(warm?.variant).toMatchObject({ productName: 'Pace Runner', onlineStock: 2, storeStock: 1 });
      expect({ ...warm?.basket, items: [] }).toEqual({ ...first, items: [] });
      // Without the cache (as checkout reads), the catalogue's change shows at once, in one statement.
      statements.length = 0;
      expect((await uncached.baskets.find(id))?.items[0]).toMatchObject({ productName: 'Pace Runner 2', onlineStock: 2 });
      expect(statements).toHaveLength(1);
      // A currency is cached apart: the same variant in USD is read, and kept.
      const usd = await cached.baskets.create('guest-000001', 'USD');
      await cached.baskets.addItem(usd, draft('SR0034100095', 'SR0034100'));
      expect((await cached.baskets.find(usd))?.items[0]).toMatchObject({ productName: 'Pace Runner 2', currentMinor: 13000 });
      expect([...kept.keys()].sort()).toEqual(['CAD:SR0034100095', 'USD:SR0034100095']);
    } finally {
      await sql.query("UPDATE products SET name = 'Pace Runner' WHERE id = 'SR0034100'");
      await sql.query("UPDATE variants SET online_stock = 4 WHERE id = 'SR0034100095'");
      await sql.query("UPDATE store_inventory SET quantity = 3 WHERE store_id = 'US101' AND variant_id = 'SR0034100095'");
    }
  });

  it('rolls a transaction back when its work throws', async () => {
    const id = await store.baskets.create('guest-000001', 'USD');
    await expect(
      store.transaction(async (tx) => {
        expect(await tx.baskets.lock(id)).toBe(true);
        await tx.baskets.addItem(id, draft('SR0034100095', 'SR0034100'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.baskets.find(id))?.items).toEqual([]);
  });

  it('finds a variant by upc, variant id or product, and refuses one named under another product', async () => {
    expect(await store.catalogue.findVariant({ productId: 'SR0034100', upc: '084931000001' }, 'USD', 'US101')).toMatchObject({
      variantId: 'SR0034100095',
      currentMinor: 13000,
      onlineStock: 4,
      storeStock: 3,
    });
    expect(await store.catalogue.findVariant({ productId: 'SR0034100095' }, 'USD', null)).toMatchObject({ variantId: 'SR0034100095', storeStock: null });
    expect(await store.catalogue.findVariant({ productId: 'GA1545700', upc: '084931000001' }, 'USD', null)).toBeNull();
    expect(await store.catalogue.variantIdsOf('SR0034100')).toEqual(['SR0034100095', 'SR0034100100']);
    expect(await store.catalogue.storeExists('US101')).toBe(true);
  });

  it('reads promotions with their amounts in the currency; an amount promotion without one is left out', async () => {
    const usd = await store.promotions.promotions('USD');
    expect(usd.find((p) => p.id === 'PROMO-USD-OFF')).toMatchObject({
      discountType: 'AMOUNT',
      amountOffMinor: 1000,
      thresholdMinor: 5000,
      thresholdQty: 2,
      requiresCode: false,
    });
    expect(usd.find((p) => p.id === 'PROMO-ONCE')).toMatchObject({ codes: ['ONCE'], targetCategoryIds: ['4100'], percentOff: 5 });
    expect(usd.find((p) => p.id === 'PROMO-TEN')?.startsAtMs).toBe(Date.UTC(2025, 0, 1));
    expect((await store.promotions.promotions('CAD')).some((p) => p.id === 'PROMO-USD-OFF')).toBe(false);
    expect(await store.promotions.findCode('TEN', 'USD')).toMatchObject({ code: 'TEN', maxUses: 1, useCount: 0, promotion: { id: 'PROMO-TEN' } });
    expect(await store.promotions.findCode('NOPE', 'USD')).toBeNull();
  });

  it("keeps a personal promotion out of the public list: its owner's reads hold it, its code says whose it is, one order redeems it", async () => {
    const owner = 'guest-000002';
    const draft = welcomePromoDraft({ percentOff: 15, validDays: 30 }, '0000000001', new Date(Date.UTC(2030, 0, 1)));
    expect(await new PgWelcomePromoRepository(sql).issue(owner, draft)).toBe('issued');
    expect((await store.promotions.promotions('USD')).some((p) => p.id === draft.promotionId)).toBe(false);
    expect((await store.promotions.promotions('USD')).flatMap((p) => p.codes)).not.toContain(draft.code);
    expect(await store.promotions.personalPromotions('guest-000001', 'USD')).toEqual([]);
    expect(await store.promotions.personalPromotions(owner, 'CAD')).toEqual([
      expect.objectContaining({
        id: draft.promotionId,
        level: 'ORDER',
        discountType: 'PERCENT',
        percentOff: 15,
        customerGroup: 'LOYALTY',
        requiresCode: true,
        codes: [draft.code],
        startsAtMs: Date.UTC(2030, 0, 1),
        endsAtMs: Date.UTC(2030, 0, 31),
      }),
    ]);
    expect(await store.promotions.findCode(draft.code, 'USD')).toMatchObject({ code: draft.code, ownerConsumerNo: owner, maxUsesPerConsumer: 1 });
    expect(await store.promotions.findCode('TEN', 'USD')).toMatchObject({ ownerConsumerNo: null });

    const coupons = new PgCouponRedemptions(sql);
    const basket = await store.baskets.create(owner, 'USD');
    await store.baskets.addCoupon(basket, draft.code);
    await sql.exec(insertOrderSql(`ORD-${engine.toUpperCase()}-W1`, basket, owner));
    expect(await coupons.redeem(basket, `ORD-${engine.toUpperCase()}-W1`, owner)).toBe('ok');
    expect(await store.promotions.redemptionsBy(draft.code, owner)).toBe(1);
    expect((await new PgWelcomePromoRepository(sql).find(owner))?.redeemedAt).toBeInstanceOf(Date);
    const again = await store.baskets.create(owner, 'USD');
    await store.baskets.addCoupon(again, draft.code);
    await sql.exec(insertOrderSql(`ORD-${engine.toUpperCase()}-W2`, again, owner));
    expect(await coupons.redeem(again, `ORD-${engine.toUpperCase()}-W2`, owner)).toBe('PRM150');
    // A cancelled order gives the use back.
    await coupons.release(`ORD-${engine.toUpperCase()}-W1`);
    expect((await new PgWelcomePromoRepository(sql).find(owner))?.redeemedAt).toBeNull();
  });

  it('redeems codes once per order (the checkout redemptions): PRM140 at the limit, PRM150 for a second use by the same consumer', async () => {
    const coupons = new PgCouponRedemptions(sql);
    const first = await store.baskets.create('guest-000001', 'USD');
    await store.baskets.addCoupon(first, 'TEN');
    await store.baskets.addCoupon(first, 'ONCE');
    await sql.exec(insertOrderSql(`ORD-${engine.toUpperCase()}-1`, first, 'guest-000001'));
    expect(await coupons.redeem(first, `ORD-${engine.toUpperCase()}-1`, 'guest-000001')).toBe('ok');
    // A retried placement of the same order counts nothing twice.
    expect(await coupons.redeem(first, `ORD-${engine.toUpperCase()}-1`, 'guest-000001')).toBe('ok');
    expect(await store.promotions.redemptionsBy('ONCE', 'guest-000001')).toBe(1);
    const second = await store.baskets.create('guest-000002', 'USD');
    await store.baskets.addCoupon(second, 'TEN');
    await sql.exec(insertOrderSql(`ORD-${engine.toUpperCase()}-2`, second, 'guest-000002'));
    expect(await coupons.redeem(second, `ORD-${engine.toUpperCase()}-2`, 'guest-000002')).toBe('PRM140');
    const third = await store.baskets.create('guest-000001', 'USD');
    await store.baskets.addCoupon(third, 'ONCE');
    await sql.exec(insertOrderSql(`ORD-${engine.toUpperCase()}-3`, third, 'guest-000001'));
    expect(await coupons.redeem(third, `ORD-${engine.toUpperCase()}-3`, 'guest-000001')).toBe('PRM150');
    const [ten] = await sql.query<{ use_count: number }>("SELECT use_count FROM promo_codes WHERE code = 'TEN'");
    expect(ten?.use_count).toBe(1);
  });
});
