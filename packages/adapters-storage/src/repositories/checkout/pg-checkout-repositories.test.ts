import { err, ok } from 'neverthrow';
import { strideError } from '@stride/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { seedCheckoutFixture } from './checkout-fixture.fixture.js';
import { PgCheckoutUnitOfWork, pgCheckoutStore } from './pg-checkout-unit-of-work.js';
import { PgGiftCardLedger } from './pg-gift-card-ledger.js';

const count = async (db: SqlClient, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n ?? -1;
const stock = async (db: SqlClient) => (await db.query<{ s: number }>(`SELECT online_stock AS s FROM variants WHERE id = 'SR0034100095'`))[0]?.s;
const balance = async (db: SqlClient) => (await db.query<{ b: number }>(`SELECT balance_minor AS b FROM gift_cards WHERE number = '7777000000000001'`))[0]?.b;

function draft(orderNumber: string) {
  return {
    orderNumber,
    basketId: 'basket-1',
    consumerNo: '1000000002',
    customerEmail: 'loyal@stride.example',
    stHash: 'h',
    status: 'PLACED' as const,
    currency: 'USD',
    totals: { itemTotalMinor: 13000, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: 13000 },
    items: [
      {
        variantId: 'SR0034100095',
        productId: 'SR0034100',
        productName: 'Pace Runner',
        colourName: 'White',
        sizeLabel: '9.5',
        upc: '084931000001',
        qty: 1,
        unitListMinor: 13000,
        unitPriceMinor: 13000,
        discountMinor: 0,
        taxMinor: 0,
        rowTotalMinor: 13000,
        shippingMethodCode: 'standard',
        storeId: null,
        isBonus: false,
        isDigital: false,
      },
    ],
    payments: [
      {
        paymentMethodId: 'GIFT_CARD',
        amountMinor: 5000,
        status: 'CAPTURED' as const,
        pspReference: null,
        cardToken: null,
        cardBrand: null,
        cardLast4: null,
        giftCardNumber: '7777000000000001',
        loyaltyPoints: null,
        loyaltyVoucherId: null,
      },
    ],
    shippingAddress: null,
    billingAddress: { firstName: 'Jo' },
    shippingMethodCode: 'standard',
    inStore: null,
    promoSummary: [],
  };
}

describe.each(COMMERCE_TEST_ENGINES)('checkout repositories on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await seedCheckoutFixture(db);
  });
  afterAll(async () => db?.close());

  it('locks a basket and reads its lines at current prices', async () => {
    const basket = await pgCheckoutStore(db).baskets.lock('basket-1');
    expect(basket).toMatchObject({ basketId: 'basket-1', consumerNo: '1000000002', status: 'OPEN', currency: 'USD' });
    expect(basket?.lines[0]).toMatchObject({
      productName: 'Pace Runner',
      sizeLabel: '9.5',
      qty: 1,
      unitListMinor: 13000,
      unitPriceMinor: 13000,
      isDigital: false,
    });
    expect(await pgCheckoutStore(db).baskets.lock('nope')).toBeNull();
  });

  it("reads the same basket through the cart's ports on the checkout's client, for pricing", async () => {
    const store = pgCheckoutStore(db);
    const stored = await store.cart.baskets.find('basket-1');
    expect(stored?.items.map((item) => item.id)).toEqual((await store.baskets.lock('basket-1'))?.lines.map((line) => line.itemId));
  });

  it('takes stock with a guard: never below zero, never more than there is', async () => {
    const inventory = pgCheckoutStore(db).inventory;
    const takes = await Promise.all([1, 2, 3].map(() => inventory.takeOnline('SR0034100095', 1)));
    expect(takes.filter(Boolean)).toHaveLength(2);
    expect(await stock(db)).toBe(0);
    await inventory.giveBackOnline('SR0034100095', 2);
    expect(await inventory.takeInStore('US101', 'SR0034100095', 2)).toBe(false);
    expect(await inventory.takeInStore('US101', 'SR0034100095', 1)).toBe(true);
    await inventory.giveBackInStore('US101', 'SR0034100095', 1);
  });

  it('checks a gift card PIN and redeems and refunds once per order', async () => {
    const uow = new PgCheckoutUnitOfWork(db);
    const ledger = new PgGiftCardLedger(db);
    expect(await ledger.verifyPin('7777000000000001', '1234')).toBe(true);
    expect(await ledger.verifyPin('7777000000000001', '1235')).toBe(false);
    expect(await ledger.verifyPin('7777000000000009', '1234')).toBe(false);
    const placed = await uow.run(async (store) => {
      await store.orders.insert(draft('ST0000000001'));
      return ok(await store.giftCards.redeem('7777000000000001', 'ST0000000001', 5000));
    });
    expect(placed._unsafeUnwrap()).toBe(true);
    expect(await balance(db)).toBe(0);
    // A second redemption for the same order is refused by the ledger's unique key: nothing moves.
    await db.query(`UPDATE gift_cards SET balance_minor = 100 WHERE number = '7777000000000001'`);
    await expect(uow.run(async (store) => ok(await store.giftCards.redeem('7777000000000001', 'ST0000000001', 1)))).rejects.toThrow();
    expect(await balance(db)).toBe(100);
    await db.query(`UPDATE gift_cards SET balance_minor = 0 WHERE number = '7777000000000001'`);
    expect(await ledger.refund('7777000000000001', 'ST0000000001')).toBe(5000);
    expect(await ledger.refund('7777000000000001', 'ST0000000001')).toBe(0);
    expect(await balance(db)).toBe(5000);
    expect(await ledger.redeem('7777000000000001', 'ST0000000001', 6000)).toBe(false);
  });

  it('rolls back everything when the work returns an error', async () => {
    const before = await stock(db);
    await db.query(`INSERT INTO baskets (id, consumer_no) VALUES ('basket-2', '1000000002')`);
    const result = await new PgCheckoutUnitOfWork(db).run(async (store) => {
      await store.inventory.takeOnline('SR0034100095', 1);
      await store.orders.insert({ ...draft('ST0000000002'), basketId: 'basket-2' });
      return err(strideError('INV700'));
    });
    expect(result._unsafeUnwrapErr().code).toBe('INV700');
    expect(await stock(db)).toBe(before);
    expect(await count(db, 'orders WHERE order_number = $1', ['ST0000000002'])).toBe(0);
  });

  it('answers an insert exactly as find reads the order back: items in their order, every payment', async () => {
    await db.query(`INSERT INTO baskets (id, consumer_no) VALUES ('basket-3', '1000000002')`);
    const base = draft('ST0000000004');
    const [first] = base.items;
    if (first === undefined) throw new Error('the draft has an item');
    const card = {
      paymentMethodId: 'CREDIT_CARD',
      amountMinor: 8000,
      status: 'PENDING' as const,
      pspReference: null,
      cardToken: null,
      cardBrand: 'VISA',
      cardLast4: '1111',
      giftCardNumber: null,
      loyaltyPoints: null,
      loyaltyVoucherId: null,
    };
    const several = {
      ...base,
      basketId: 'basket-3',
      items: [first, { ...first, qty: 2, sizeLabel: '10', rowTotalMinor: 26000 }, { ...first, isBonus: true, unitPriceMinor: 0, rowTotalMinor: 0 }],
      payments: [...base.payments, card],
    };
    const inserted = await new PgCheckoutUnitOfWork(db).run(async (store) => ok(await store.orders.insert(several)));
    const read = await pgCheckoutStore(db).orders.find('ST0000000004');
    expect(inserted._unsafeUnwrap()).toEqual(read);
    expect(read?.items.map((i) => [i.qty, i.isBonus])).toEqual([
      [1, false],
      [2, false],
      [1, true],
    ]);
    expect(read?.payments.map((p) => p.paymentMethodId).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    await db.query(`DELETE FROM orders WHERE order_number = 'ST0000000004'`);
  });

  it('marks a pending order paid in one statement: the card captured, the order placed, once', async () => {
    await db.query(`INSERT INTO baskets (id, consumer_no) VALUES ('basket-5', '1000000002')`);
    const [giftCard] = draft('x').payments;
    if (giftCard === undefined) throw new Error('the draft has a payment');
    const card = { ...giftCard, paymentMethodId: 'CREDIT_CARD', status: 'PENDING' as const, giftCardNumber: null, amountMinor: 13000 };
    const pending = { ...draft('ST0000000005'), basketId: 'basket-5', status: 'PENDING_PAYMENT' as const, payments: [card] };
    const store = pgCheckoutStore(db);
    const inserted = await store.orders.insert(pending);
    const cardId = inserted.payments[0]?.id ?? null;
    expect(await store.orders.markPaid('ST0000000005', cardId, 'PSP-1')).toBe(true);
    expect(await store.orders.find('ST0000000005')).toMatchObject({ status: 'PLACED', payments: [{ id: cardId, status: 'CAPTURED', pspReference: 'PSP-1' }] });
    expect(await store.orders.markPaid('ST0000000005', cardId, 'PSP-1')).toBe(false);
    expect(await store.orders.markPaid('ST0000000001', null, 'PSP-2')).toBe(false);
    expect((await store.orders.find('ST0000000001'))?.status).toBe('PLACED');
    await db.query(`DELETE FROM orders WHERE order_number = 'ST0000000005'`);
  });

  it('stores and reads orders with items and payments; one order per basket', async () => {
    const store = pgCheckoutStore(db);
    const order = await store.orders.find('ST0000000001');
    expect(order).toMatchObject({
      status: 'PLACED',
      totals: { totalMinor: 13000 },
      items: [{ sizeLabel: '9.5' }],
      payments: [{ paymentMethodId: 'GIFT_CARD', amountMinor: 5000 }],
    });
    expect((await store.orders.findByBasket('basket-1'))?.orderNumber).toBe('ST0000000001');
    await expect(store.orders.insert(draft('ST0000000003'))).rejects.toThrow();
    expect(await store.orders.listByConsumer('1000000002', 0, 10)).toMatchObject({ total: 1, orders: [{ orderNumber: 'ST0000000001' }] });
    expect(await store.orders.listByEmail(' LOYAL@Stride.Example ', 0, 10)).toMatchObject({ total: 1, orders: [{ orderNumber: 'ST0000000001' }] });
    expect(await store.orders.listByEmail('loyal@stride.example', 1, 10)).toEqual({ total: 1, orders: [] });
    expect(await store.orders.listByEmail('nobody@stride.example', 0, 10)).toEqual({ total: 0, orders: [] });
    expect(await store.orders.setStatus('ST0000000001', 'SHIPPED', 'CANCELLED')).toBe(false);
  });

  it('keeps a digital line’s gift option as sold, issues one card per unit, hashed, linked and in the ledger, once, and suspends them unless spent', async () => {
    await db.exec(`
      INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id)
        VALUES ('GC1689901', 'GC1689', 'Digital Gift Card', 'digital-gift-card', 'DIGITAL', 'UNISEX', '4100');
      INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url)
        VALUES ('V1689901', 'GC1689901', 'GC1689901', '901', 'Classic', '#111111', '/g.svg');
      INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
        VALUES ('GC1689901050', 'V1689901', 'GC1689901', '084931000003', '50', 1, 999);
      INSERT INTO baskets (id, consumer_no) VALUES ('basket-6', '1000000002');`);
    const [shoe] = draft('x').items;
    if (shoe === undefined) throw new Error('the draft has an item');
    const gift = { email: 'sam@example.com', to: 'Sam', message: 'Happy birthday' };
    const card = { ...shoe, variantId: 'GC1689901050', productId: 'GC1689901', productName: 'Digital Gift Card', sizeLabel: '50', unitPriceMinor: 5000 };
    const order = {
      ...draft('ST0000000006'),
      basketId: 'basket-6',
      items: [shoe, { ...card, qty: 2, isDigital: true, giftOption: gift, shippingMethodCode: 'digital' }],
      payments: [],
    };
    const store = pgCheckoutStore(db);
    const inserted = await store.orders.insert(order);
    expect(inserted.items.map((i) => [i.isDigital, i.giftOption])).toEqual([
      [false, null],
      [true, gift],
    ]);
    const [line] = await store.issuedGiftCards.digitalLines('ST0000000006');
    expect(line).toMatchObject({ productName: 'Digital Gift Card', qty: 2, unitPriceMinor: 5000, giftOption: gift });
    if (line === undefined) throw new Error('the order has a digital line');
    const at = new Date('2026-11-25T12:00:00Z');
    const issued = {
      number: '7777123412341234',
      orderNumber: 'ST0000000006',
      itemId: line.itemId,
      unit: 1,
      currency: 'USD',
      amountMinor: 5000,
      emailLocale: 'fr-CA',
      issuedAt: at,
    };
    expect(await store.issuedGiftCards.issue(issued, '4321')).toBe(true);
    // The unit has its card: nothing more, whatever the number; a number taken: nothing either.
    expect(await store.issuedGiftCards.issue({ ...issued, number: '7777123412349999' }, '4321')).toBe(false);
    expect(await store.issuedGiftCards.issue({ ...issued, unit: 2 }, '4321')).toBe(false);
    expect(await store.issuedGiftCards.issue({ ...issued, number: '7777123412345678', unit: 2 }, '8765')).toBe(true);
    expect(await store.issuedGiftCards.issuedFor('ST0000000006')).toEqual([issued, { ...issued, number: '7777123412345678', unit: 2 }]);
    expect(await count(db, 'gift_cards WHERE number IN ($1, $2)', ['7777123412349999', '7777123412341234'])).toBe(1);
    expect(await db.query(`SELECT entry_type, amount_minor FROM gift_card_ledger WHERE order_number = 'ST0000000006' ORDER BY id`)).toEqual([
      { entry_type: 'ISSUE', amount_minor: 5000 },
      { entry_type: 'ISSUE', amount_minor: 5000 },
    ]);
    expect(await store.giftCards.find('7777123412341234')).toEqual({
      number: '7777123412341234',
      currency: 'USD',
      balanceMinor: 5000,
      expiresAt: null,
      status: 'ACTIVE',
    });
    expect(await store.giftCards.verifyPin('7777123412341234', '4321')).toBe(true);
    expect((await db.query<{ pin_hash: string }>(`SELECT pin_hash FROM gift_cards WHERE number = '7777123412341234'`))[0]?.pin_hash).toMatch(/^scrypt\$/);
    await store.issuedGiftCards.replacePin('7777123412341234', '1111');
    expect(await store.giftCards.verifyPin('7777123412341234', '4321')).toBe(false);
    expect(await store.giftCards.verifyPin('7777123412341234', '1111')).toBe(true);
    // Only a card an order issued gets a new PIN.
    await store.issuedGiftCards.replacePin('7777000000000001', '9999');
    expect(await store.giftCards.verifyPin('7777000000000001', '1234')).toBe(true);
    expect(await store.issuedGiftCards.digitalLines('ST0000000001')).toEqual([]);
    expect(await store.issuedGiftCards.issuedFor('ST0000000001')).toEqual([]);

    // A refund suspends the order's cards, unless one was spent: then nothing changes.
    const statuses = async () =>
      (await db.query<{ status: string }>(`SELECT status FROM gift_cards WHERE number IN ('7777123412341234', '7777123412345678') ORDER BY number`)).map(
        (r) => r.status,
      );
    await db.query(`UPDATE gift_cards SET balance_minor = 4000 WHERE number = '7777123412345678'`);
    expect(await store.issuedGiftCards.suspendIfUnspent('ST0000000006')).toBe(false);
    expect(await statuses()).toEqual(['ACTIVE', 'ACTIVE']);
    await db.query(`UPDATE gift_cards SET balance_minor = 5000 WHERE number = '7777123412345678'`);
    expect(await store.issuedGiftCards.suspendIfUnspent('ST0000000006')).toBe(true);
    expect(await statuses()).toEqual(['SUSPENDED', 'SUSPENDED']);
    expect(await store.issuedGiftCards.suspendIfUnspent('ST0000000001')).toBe(true);
    expect((await store.giftCards.find('7777000000000001'))?.status).toBe('ACTIVE');
  });

  it("keeps an order's timeline oldest first and opens its return once, answering the first again", async () => {
    const timeline = pgCheckoutStore(db).timeline;
    const shippedAt = new Date('2026-11-02T09:00:00Z');
    expect(await timeline.events('ST0000000001')).toEqual([]);
    expect(await timeline.returnOf('ST0000000001')).toBeNull();
    await timeline.record('ST0000000001', { type: 'SHIPPED', at: shippedAt, carrier: 'UPS', trackingNumber: '1Z999' });
    await timeline.record('ST0000000001', { type: 'DELIVERED', at: shippedAt, carrier: null, trackingNumber: null });
    expect(await timeline.events('ST0000000001')).toEqual([
      { type: 'SHIPPED', at: shippedAt, carrier: 'UPS', trackingNumber: '1Z999' },
      { type: 'DELIVERED', at: shippedAt, carrier: null, trackingNumber: null },
    ]);
    const opened = await timeline.openReturn('ST0000000001', 'RST0000000001', shippedAt);
    expect(opened).toEqual({ returnNumber: 'RST0000000001', openedAt: shippedAt });
    expect(await timeline.openReturn('ST0000000001', 'RST0000000001', new Date())).toEqual(opened);
    expect(await timeline.returnOf('ST0000000001')).toEqual(opened);
    await expect(timeline.record('ST0000000001', { type: 'SHIPPED', at: shippedAt, carrier: 'x'.repeat(41), trackingNumber: '1' })).rejects.toThrow();
    expect(await db.query("UPDATE orders SET status = 'RETURNED' WHERE order_number = 'ST0000000001' AND status = 'PLACED' RETURNING 1")).toHaveLength(1);
    await db.query("UPDATE orders SET status = 'PLACED' WHERE order_number = 'ST0000000001'");
    await db.query("DELETE FROM order_events WHERE order_number = 'ST0000000001'");
    await db.query("DELETE FROM order_returns WHERE order_number = 'ST0000000001'");
  });

  it('redeems and refunds loyalty points once', async () => {
    const loyalty = pgCheckoutStore(db).loyalty;
    expect(await loyalty.redeemPoints('1000000002', 'ST0000000001', 500)).toBe(true);
    expect(await loyalty.pointsBalance('1000000002')).toBe(1950);
    expect(await loyalty.redeemPoints('1000000002', 'ST0000000001', 99999)).toBe(false);
    expect(await loyalty.refundPoints('1000000002', 'ST0000000001')).toBe(500);
    expect(await loyalty.refundPoints('1000000002', 'ST0000000001')).toBe(0);
    expect(await loyalty.pointsBalance('1000000002')).toBe(2450);
  });

  it('counts promo code uses against the limit and per consumer, and gives them back', async () => {
    await db.exec(`
      INSERT INTO promotions (id, name, level, discount_type, percent_off) VALUES ('PROMO-X', 'x', 'ORDER', 'PERCENT', 10);
      INSERT INTO promo_codes (code, promotion_id, max_uses, max_uses_per_consumer, use_count) VALUES ('ONCE', 'PROMO-X', 5, 1, 0), ('LAST', 'PROMO-X', 1, NULL, 1);
      INSERT INTO basket_coupons (basket_id, code) VALUES ('basket-1', 'ONCE');
      INSERT INTO basket_coupons (basket_id, code) VALUES ('basket-2', 'LAST');`);
    const coupons = pgCheckoutStore(db).coupons;
    expect(await coupons.redeem('basket-1', 'ST0000000001', '1000000002')).toBe('ok');
    // The same order placed again (a retry) counts nothing twice...
    expect(await coupons.redeem('basket-1', 'ST0000000001', '1000000002')).toBe('ok');
    expect((await db.query<{ use_count: number }>(`SELECT use_count FROM promo_codes WHERE code = 'ONCE'`))[0]?.use_count).toBe(1);
    // ...while another order of the same consumer is refused the once-per-customer code.
    const again = await new PgCheckoutUnitOfWork(db).run(async (store) => {
      const counted = await store.coupons.redeem('basket-1', 'ST0000000002', '1000000002');
      return counted === 'ok' ? ok(counted) : err(strideError(counted));
    });
    expect(again._unsafeUnwrapErr().code).toBe('PRM150');
    expect(await coupons.redeem('basket-2', 'ST0000000001', '1000000002')).toBe('PRM140');
    await coupons.release('ST0000000001');
    expect((await db.query<{ use_count: number }>(`SELECT use_count FROM promo_codes WHERE code = 'ONCE'`))[0]?.use_count).toBe(0);
  });

  it("counts adding and removing an instrument in the basket's version, like every basket write, and a refused one not", async () => {
    const store = pgCheckoutStore(db);
    const version = async (basketId: string): Promise<number> =>
      (await db.query<{ version: number }>('SELECT version FROM baskets WHERE id = $1', [basketId]))[0]?.version ?? -1;
    const [mine, other] = [await version('basket-2'), await version('basket-1')];
    const draft = {
      paymentMethodId: 'GIFT_CARD',
      amountMinor: 500,
      cardToken: null,
      giftCardNumber: '7777000000000001',
      loyaltyPoints: null,
      loyaltyVoucherId: null,
      additionalData: null,
    };
    const added = await store.instruments.add('basket-2', draft);
    expect(await version('basket-2')).toBe(mine + 1);
    expect(await store.instruments.remove('basket-1', added.id)).toBe(false);
    expect(await version('basket-1')).toBe(other);
    expect(await store.instruments.remove('basket-2', added.id)).toBe(true);
    expect(await version('basket-2')).toBe(mine + 2);
    await expect(store.instruments.add('no-such-basket', draft)).rejects.toThrow();
  });

  it('keeps instruments per basket (one gift card once) and reads payers', async () => {
    const store = pgCheckoutStore(db);
    const draft = {
      paymentMethodId: 'GIFT_CARD',
      amountMinor: 1000,
      cardToken: null,
      giftCardNumber: '7777000000000001',
      loyaltyPoints: null,
      loyaltyVoucherId: null,
      additionalData: { maskedNumber: '****0001' },
    };
    const added = await store.instruments.add('basket-2', draft);
    expect(added).toMatchObject({ paymentMethodId: 'GIFT_CARD', amountMinor: 1000, additionalData: { maskedNumber: '****0001' } });
    await expect(store.instruments.add('basket-2', draft)).rejects.toThrow();
    expect(await store.instruments.remove('basket-1', added.id)).toBe(false);
    expect(await store.instruments.remove('basket-2', added.id)).toBe(true);
    expect(await store.instruments.list('basket-2')).toEqual([]);
    expect(await store.payers.find('1000000002')).toMatchObject({
      registered: true,
      isLoyaltyMember: true,
      memberId: 'LM1',
      loyaltyPoints: 2450,
      athleteCreditLeftMinor: 0,
    });
    expect(await store.payers.find('nobody')).toBeNull();
  });
});
