import type { NewStockNotification } from '@stride/domain/stock-notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgStockNotificationUnitOfWork } from './pg-stock-notification-unit-of-work.js';

// One shoe offering notify me with a sold-out size and one in stock; a second shoe that does not offer it.
const FIXTURE = `
  INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running-shoes');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id, notify_me) VALUES
    ('SR0034100', 'SR0034', 'Stride Pace Runner 3', 'stride-pace-runner-3', 'FOOTWEAR', 'MEN', '4100', true),
    ('SR0035100', 'SR0035', 'Stride Tempo', 'stride-tempo', 'FOOTWEAR', 'MEN', '4100', false);
  INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url) VALUES
    ('V0034001', 'SR0034100', 'SR0034001', '001', 'Black', '#16181D', '/y.svg'),
    ('V0035100', 'SR0035100', 'SR0035100', '100', 'White', '#F4F4F1', '/x.svg');
  INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock) VALUES
    ('SR0034001095', 'V0034001', 'SR0034100', '084931000001', '9.5', 7, 0),
    ('SR0034001100', 'V0034001', 'SR0034100', '084931000002', '10', 8, 4),
    ('SR0035100095', 'V0035100', 'SR0035100', '084931000003', '9.5', 7, 0);
  INSERT INTO consumers (consumer_no, consumer_type, email, password_hash) VALUES ('1000000001', 'REGISTERED', 'one@stride.example', 'h');
`;

const wait = (over: Partial<NewStockNotification> = {}): NewStockNotification => ({
  variantId: 'SR0034001095',
  productId: 'SR0034100',
  consumerNo: '1000000001',
  email: 'one@stride.example',
  locale: 'en-US',
  createdAt: new Date(Date.UTC(2026, 10, 1)),
  ...over,
});

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('stock notification storage on %s', (engine) => {
  let db: SqlClient;
  let store: PgStockNotificationUnitOfWork;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(FIXTURE);
    store = new PgStockNotificationUnitOfWork(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads a variant’s product, colour master id, notify-me flag and stock, and nothing for an unknown one', async () => {
    expect(await store.notifications.watchedVariant('SR0034001095')).toEqual({
      variantId: 'SR0034001095',
      productId: 'SR0034100',
      colourMasterId: 'SR0034001',
      notifyMe: true,
      onlineStock: 0,
    });
    expect(await store.notifications.watchedVariant('SR0035100095')).toMatchObject({ notifyMe: false });
    expect(await store.notifications.watchedVariant('NOPE00000000')).toBeNull();
    expect(await store.notifications.accountEmail('1000000001')).toBe('one@stride.example');
    expect(await store.notifications.accountEmail('1000000009')).toBeNull();
  });

  it('keeps one wait per shopper, and per guest address whatever its case, until a restock claims them once', async () => {
    const first = await store.notifications.subscribe(wait(), 'sn-aaaaaaaa01');
    expect(first).toMatchObject({ created: true, notification: { id: 'sn-aaaaaaaa01', consumerNo: '1000000001', notifiedAt: null } });
    expect(await store.notifications.subscribe(wait({ email: 'other@stride.example' }), 'sn-aaaaaaaa02')).toMatchObject({
      created: false,
      notification: { id: 'sn-aaaaaaaa01' },
    });
    const guest = wait({ consumerNo: null, email: 'Guest@Example.com', locale: 'fr-CA' });
    expect((await store.notifications.subscribe(guest, 'sn-aaaaaaaa03')).created).toBe(true);
    expect(await store.notifications.subscribe({ ...guest, email: 'guest@example.COM' }, 'sn-aaaaaaaa04')).toMatchObject({
      created: false,
      notification: { id: 'sn-aaaaaaaa03' },
    });
    // A concurrent pair of the same request keeps one row.
    const racing = await Promise.all([
      store.notifications.subscribe(wait({ consumerNo: null, email: 'race@example.com' }), 'sn-aaaaaaaa05'),
      store.notifications.subscribe(wait({ consumerNo: null, email: 'race@example.com' }), 'sn-aaaaaaaa06'),
    ]);
    expect(racing.map((r) => r.created).sort()).toEqual([false, true]);

    // The shopper's account address now is where the e-mail goes.
    await db.query(`UPDATE consumers SET email = 'one.new@stride.example' WHERE consumer_no = '1000000001'`);
    const now = new Date(Date.UTC(2026, 10, 2));
    const claimed = await store.transaction(async (repositories) => {
      expect(await repositories.stock.setOnlineStock('SR0034001095', 6)).toEqual({ before: 0, after: 6 });
      return repositories.notifications.claimWaiting('SR0034001095', now);
    });
    expect(claimed.map((c) => [c.notificationId, c.email, c.locale])).toEqual([
      ['sn-aaaaaaaa01', 'one.new@stride.example', 'en-US'],
      ['sn-aaaaaaaa03', 'Guest@Example.com', 'fr-CA'],
      [racing.find((r) => r.created)?.notification.id, 'race@example.com', 'en-US'],
    ]);
    expect(claimed[0]).toMatchObject({
      productName: 'Stride Pace Runner 3',
      slug: 'stride-pace-runner-3',
      colourMasterId: 'SR0034001',
      colourId: '001',
      colourName: 'Black',
      sizeLabel: '9.5',
    });
    expect(await store.transaction((r) => r.notifications.claimWaiting('SR0034001095', now))).toEqual([]);
    // Told once: the shopper may wait again, as a new wait.
    expect(await store.notifications.subscribe(wait(), 'sn-aaaaaaaa07')).toMatchObject({ created: true, notification: { id: 'sn-aaaaaaaa07' } });
  });

  it('sets online stock and answers it before and after; an unknown variant is null; a negative one is refused', async () => {
    expect(await store.transaction((r) => r.stock.setOnlineStock('SR0034001100', 0))).toEqual({ before: 4, after: 0 });
    expect(await store.transaction((r) => r.stock.setOnlineStock('NOPE00000000', 3))).toBeNull();
    await expect(store.transaction((r) => r.stock.setOnlineStock('SR0034001100', -1))).rejects.toThrow();
  });
});
