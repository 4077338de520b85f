import { describe, expect, it } from 'vitest';
import type { LooseJson } from '../../testing/loose-json.js';
import { useTestServer } from '../../testing/started-server.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
const PATH = '/stores/v1/collectionPoints';

async function find(body: unknown) {
  const res = await fetch(new URL(`${PATH}?locale=en-US`, store.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as LooseJson };
}

describe('collection points', () => {
  it('answers the stores offering pickup and the carriers’ lockers and partner shops nearest a postal code, nearest first, in its country', async () => {
    const near = await find({ postalCode: '10012', limit: 5 });
    expect(near.status).toBe(200);
    const points = near.body.collectionPoints as LooseJson[];
    expect(points.map((p) => p.id)).toEqual(['US101', 'CP1002', 'CP1001', 'US102', 'CP1003']);
    expect(points[0]).toMatchObject({
      type: 'store',
      shippingMethodCode: 'pickup',
      name: 'Stride New York SoHo',
      address: { postalCode: '10012', countryCode: 'US' },
    });
    expect(points[1]).toMatchObject({
      type: 'partner',
      shippingMethodCode: 'pudo',
      carrier: 'Corner Drop',
      address: { addressLine1: '76 Spring Street', city: 'New York', countryCode: 'US' },
      openingHours: 'Mon-Sat 08:00-20:00, Sun 10:00-17:00',
    });
    expect(points[2]).toMatchObject({ type: 'locker', carrier: 'ParcelNest' });
    const distances = points.map((p) => p.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points.every((p) => (p.address as LooseJson).countryCode === 'US')).toBe(true);
  });

  it('searches from coordinates within a radius, in a country when one is named', async () => {
    const london = await find({ latitude: 51.5128, longitude: -0.1246, radiusKm: 2, countryCode: 'GB' });
    const ids = (london.body.collectionPoints as LooseJson[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['GB301', 'CP3001', 'CP3002']));
    expect((london.body.collectionPoints as LooseJson[]).every((p) => (p.distanceKm as number) <= 2)).toBe(true);
    expect(london.body.origin).toEqual({ latitude: 51.5128, longitude: -0.1246 });
    const toronto = await find({ postalCode: 'M5V 2A2', limit: 3 });
    expect((toronto.body.collectionPoints as LooseJson[]).map((p) => p.id)).toEqual(['CA201', 'CP2002', 'CP2001']);
  });

  it('answers no points and a message for a postal code it cannot place, and ATTR300 for bad input', async () => {
    const nowhere = await find({ postalCode: 'ZZZZZ' });
    expect([nowhere.status, nowhere.body.origin, nowhere.body.collectionPoints]).toEqual([200, null, []]);
    expect(nowhere.body.message).toMatch(/^We could not locate ZZZZZ/);
    for (const body of [
      {},
      { latitude: 40 },
      { postalCode: '10012', limit: 0 },
      { postalCode: '10012', limit: 51 },
      { postalCode: 'x'.repeat(11) },
      { postalCode: '10012', extra: true },
    ]) {
      const bad = await find(body);
      expect([JSON.stringify(body), bad.status, errorIdOf(bad.body)]).toEqual([JSON.stringify(body), 400, 'ATTR300']);
    }
  });
});
