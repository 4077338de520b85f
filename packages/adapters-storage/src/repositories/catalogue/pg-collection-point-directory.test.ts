import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgCollectionPointDirectory } from './pg-collection-point-directory.js';

const FIXTURE = `
  INSERT INTO collection_points (id, kind, carrier, name, address_line1, city, province, postal_code, country_code, latitude, longitude, opening_hours) VALUES
    ('CP2001', 'locker', 'ParcelNest', 'Locker Union', '65 Front Street West', 'Toronto', 'ON', 'M5J 1E6', 'CA', 43.6453, -79.3806, 'Every day'),
    ('CP1002', 'partner', 'Corner Drop', 'Deli', '76 Spring Street', 'New York', 'NY', '10012', 'US', 40.7223, -73.9975, 'Mon-Sat');
`;

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('collection points on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(FIXTURE);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('lists every pick-up point by id, or one country’s', async () => {
    const points = new PgCollectionPointDirectory(db);
    expect((await points.listCollectionPoints()).map((p) => p.id)).toEqual(['CP1002', 'CP2001']);
    expect(await points.listCollectionPoints('CA')).toEqual([
      {
        id: 'CP2001',
        kind: 'locker',
        carrier: 'ParcelNest',
        name: 'Locker Union',
        addressLine1: '65 Front Street West',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5J 1E6',
        countryCode: 'CA',
        latitude: 43.6453,
        longitude: -79.3806,
        openingHours: 'Every day',
      },
    ]);
  });

  it('refuses a point of an unknown kind or a bad id', async () => {
    await expect(
      db.query(`INSERT INTO collection_points VALUES ('CP3001', 'drone', 'X', 'Y', 'Z', 'London', '', 'WC2N 5HF', 'GB', 51.5, -0.12, 'Never')`),
    ).rejects.toThrow();
    await expect(
      db.query(`INSERT INTO collection_points VALUES ('X1', 'locker', 'X', 'Y', 'Z', 'London', '', 'WC2N 5HF', 'GB', 51.5, -0.12, 'Never')`),
    ).rejects.toThrow();
  });
});
