import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { seedCheckoutFixture } from './checkout-fixture.fixture.js';
import { PgConsumerProfileRepository } from '../identity/pg-consumer-profile-repository.js';
import { pgCheckoutStore } from './pg-checkout-unit-of-work.js';

const EMPLOYEE = '1000000009';

async function placedOrder(db: SqlClient, orderNumber: string): Promise<void> {
  await db.query(`INSERT INTO baskets (id, consumer_no, customer_email) VALUES ($1, $2, 'staff@stride.example')`, [`basket-${orderNumber}`, EMPLOYEE]);
  await pgCheckoutStore(db).orders.insert({
    orderNumber,
    basketId: `basket-${orderNumber}`,
    consumerNo: EMPLOYEE,
    customerEmail: 'staff@stride.example',
    stHash: 'h',
    status: 'PLACED',
    currency: 'USD',
    totals: { itemTotalMinor: 10000, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: 10000 },
    items: [],
    payments: [],
    shippingAddress: null,
    billingAddress: { firstName: 'Jo' },
    shippingMethodCode: null,
    inStore: null,
    promoSummary: [],
  });
}

const figures = async (db: SqlClient) =>
  (
    await db.query<{ employee: number; prosumer: number; year: number | null }>(
      `SELECT employee_current_spend_minor AS employee, prosumer_current_spend_minor AS prosumer, spend_year AS year FROM consumers WHERE consumer_no = $1`,
      [EMPLOYEE],
    )
  )[0];

describe.each(COMMERCE_TEST_ENGINES)('the group spend ledger on %s', (engine) => {
  let db: SqlClient;
  let thisYear: number;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await seedCheckoutFixture(db);
    await db.query(
      `INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, employee_annual_cap_minor, employee_current_spend_minor, credit_currency)
       VALUES ($1, 'EMPLOYEE', 'staff@stride.example', 'scrypt$x', 150000, 32000, 'USD')`,
      [EMPLOYEE],
    );
    for (const n of ['ST0000000091', 'ST0000000092', 'ST0000000093', 'ST0000000094']) await placedOrder(db, n);
    thisYear = (await db.query<{ y: number }>(`SELECT date_part('year', now() AT TIME ZONE 'UTC')::int AS y`))[0]?.y ?? 0;
  });
  afterAll(async () => db?.close());

  it("adds an order to an employee's figure once, in its currency only, and a refund takes it back once", async () => {
    const ledger = pgCheckoutStore(db).groupSpend;
    await ledger.record({ orderNumber: 'ST0000000091', consumerNo: EMPLOYEE, currency: 'USD', amountMinor: 6000 });
    await ledger.record({ orderNumber: 'ST0000000091', consumerNo: EMPLOYEE, currency: 'USD', amountMinor: 6000 });
    expect(await figures(db)).toEqual({ employee: 38000, prosumer: 0, year: thisYear });
    await ledger.record({ orderNumber: 'ST0000000092', consumerNo: EMPLOYEE, currency: 'CAD', amountMinor: 9000 });
    expect((await figures(db))?.employee).toBe(38000);
    await ledger.reverse('ST0000000091');
    await ledger.reverse('ST0000000091');
    expect((await figures(db))?.employee).toBe(32000);
  });

  it("starts an earlier year's figure again at the next order, shows it as 0 until then, and never takes a past year's order from this year's", async () => {
    const ledger = pgCheckoutStore(db).groupSpend;
    await ledger.record({ orderNumber: 'ST0000000093', consumerNo: EMPLOYEE, currency: 'USD', amountMinor: 2500 });
    // The year turns: the figure and the order belong to the year before.
    await db.query('UPDATE consumers SET spend_year = $2 WHERE consumer_no = $1', [EMPLOYEE, thisYear - 1]);
    await db.query('UPDATE order_group_spend SET spend_year = $2 WHERE order_number = $1', ['ST0000000093', thisYear - 1]);
    expect((await new PgConsumerProfileRepository(db).find(EMPLOYEE))?.employeeSpend).toMatchObject({ currentSpendMinor: 0, limitMinor: 150000 });
    await ledger.record({ orderNumber: 'ST0000000094', consumerNo: EMPLOYEE, currency: 'USD', amountMinor: 4000 });
    expect(await figures(db)).toEqual({ employee: 4000, prosumer: 0, year: thisYear });
    await ledger.reverse('ST0000000093');
    expect((await figures(db))?.employee).toBe(4000);
  });
});
