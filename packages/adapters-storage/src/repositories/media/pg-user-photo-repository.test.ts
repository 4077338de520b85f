import type { UserPhoto } from '@stride/domain/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import { demoUserPhotos } from '../../demo/demo-user-photos.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgUserPhotoRepository } from './pg-user-photo-repository.js';

const photo = (id: string, productId: string, day: number, approved = true): UserPhoto => ({
  id,
  productId,
  imageUrl: `/images/content/${id}.svg`,
  caption: `Photo ${id}`,
  authorName: 'Ana',
  approved,
  createdAt: new Date(Date.UTC(2026, 0, day)),
});

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('user photo storage on %s', (engine) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads only approved photos of the product, newest first, a page at a time with the total', async () => {
    const photos = new PgUserPhotoRepository(db);
    expect(await photos.add([photo('p1', 'SR0045600', 1), photo('p2', 'SR0045600', 3), photo('p3', 'SR0045600', 2, false), photo('q1', 'SR0054100', 4)])).toBe(
      4,
    );
    const page = await photos.listApproved({ productId: 'SR0045600', limit: 1, offset: 0 });
    expect(page.photos.map((p) => p.id)).toEqual(['p2']);
    expect(page.total).toBe(2);
    expect((await photos.listApproved({ productId: 'SR0045600', limit: 5, offset: 1 })).photos.map((p) => p.id)).toEqual(['p1']);
    expect(await photos.listApproved({ productId: 'SR0045600', limit: 5, offset: 9 })).toEqual({ photos: [], total: 2 });
    expect((await photos.listApproved({ limit: 10, offset: 0 })).photos.map((p) => p.id)).toEqual(['q1', 'p2', 'p1']);
    expect(await photos.listApproved({ productId: 'ZZ0000000', limit: 5, offset: 0 })).toEqual({ photos: [], total: 0 });
    const [first] = page.photos;
    expect(first).toEqual(photo('p2', 'SR0045600', 3));
  });

  it('keeps a photo stored before as it is (the demo seed runs on every start)', async () => {
    const photos = new PgUserPhotoRepository(db);
    expect(await photos.add([{ ...photo('p1', 'SR0045600', 9), caption: 'changed' }])).toBe(0);
    const demo = demoUserPhotos({ products: [{ id: 'SR0070410' }] as never });
    expect(await photos.add(demo)).toBe(5);
    expect(await photos.add(demo)).toBe(0);
    expect((await photos.listApproved({ productId: 'SR0070410', limit: 10, offset: 0 })).total).toBe(4);
  });

  it('refuses a photo outside the bounds (product id, author name)', async () => {
    const photos = new PgUserPhotoRepository(db);
    await expect(photos.add([photo('bad', 'lower-case', 1)])).rejects.toThrow();
    await expect(photos.add([{ ...photo('bad2', 'SR0045600', 1), authorName: '' }])).rejects.toThrow();
  });
});
