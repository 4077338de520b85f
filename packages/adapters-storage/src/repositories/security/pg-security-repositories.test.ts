import type { SqlClient } from '../../sql/sql-client.port.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import { keepServerSecret } from './pg-server-secrets.js';
import { PgThrottle } from './pg-throttle.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each(COMMERCE_TEST_ENGINES)('security repositories on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
  });
  afterAll(async () => {
    await db.close();
  });

  it('a throttle blocks at its count until its window ends, and says how long is left', async () => {
    const throttle = new PgThrottle(db);
    const small = { key: 'test:small', maxHits: 3, windowMs: 60_000 };
    const other = { key: 'test:other', maxHits: 100, windowMs: 60_000 };
    expect(await throttle.hit([small, other], t0)).toEqual([1, 1]);
    await throttle.hit([small], at(10_000));
    expect(await throttle.check([small, other], at(10_000))).toEqual({ blocked: false });
    expect(await throttle.hit([small], at(20_000))).toEqual([3]);
    expect(await throttle.check([other, small], at(20_000))).toEqual({ blocked: true, retryAfterMs: 40_000 });
    expect(await throttle.check([small], at(50_000))).toEqual({ blocked: true, retryAfterMs: 10_000 });
    expect(await throttle.check([small], at(60_000))).toEqual({ blocked: false });
    expect(await throttle.hit([small], at(60_000))).toEqual([1]);
  });

  it('a cleared key counts from zero again', async () => {
    const throttle = new PgThrottle(db);
    const limit = { key: 'test:cleared', maxHits: 2, windowMs: 60_000 };
    await throttle.hit([limit], t0);
    await throttle.hit([limit], t0);
    expect((await throttle.check([limit], t0)).blocked).toBe(true);
    await throttle.clear([limit.key]);
    expect(await throttle.check([limit], t0)).toEqual({ blocked: false });
    const spent = (key: string) => ({ key, maxHits: 1, windowMs: 60_000 });
    await throttle.hit([spent('test:a%_:1'), spent('test:a%_:2'), spent('test:ab:1')], t0);
    await throttle.clearStartingWith('test:a%_:');
    expect(await throttle.check([spent('test:a%_:1'), spent('test:a%_:2')], t0)).toEqual({ blocked: false });
    expect((await throttle.check([spent('test:ab:1')], t0)).blocked).toBe(true);
  });

  it('keeps the first secret stored under a name, and says which call stored it', async () => {
    const first = await keepServerSecret(db, 'test-key', 'a'.repeat(43));
    const second = await keepServerSecret(db, 'test-key', 'b'.repeat(43));
    expect(first).toEqual({ value: 'a'.repeat(43), created: true });
    expect(second).toEqual({ value: 'a'.repeat(43), created: false });
  });
});
