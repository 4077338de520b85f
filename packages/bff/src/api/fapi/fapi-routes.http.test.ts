import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCartWithItem } from '../../testing/cart.js';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken } from '../../testing/tokens.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, store.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const errorIdOf = (body: Record<string, unknown>) => (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId;
const vitalsLines = () => store.started.logger.entries.filter((entry) => entry.msg === 'web vitals');

describe('POST /fapi/performance/ingest', () => {
  it('takes a page view’s web vitals and logs them as one line with the page and correlation id', async () => {
    const before = vitalsLines().length;
    const res = await post(
      '/fapi/performance/ingest',
      {
        page: '/en-us/p/stride-canvas-low-SL0689300',
        measurements: [
          { name: 'LCP', value: 1840.5, rating: 'good' },
          { name: 'CLS', value: 0.02 },
        ],
      },
      { 'x-correlation-id': 'beacon-test-1' },
    );
    expect(res).toEqual({ status: 200, body: { accepted: 2 } });
    expect(vitalsLines().slice(before)).toEqual([
      {
        level: 'info',
        msg: 'web vitals',
        fields: { page: '/en-us/p/stride-canvas-low-SL0689300', vitals: { LCP: { value: 1840.5, rating: 'good' }, CLS: 0.02 }, correlationId: 'beacon-test-1' },
      },
    ]);
  });

  it('refuses generated bad beacons with 400 ATTR300 and logs nothing', async () => {
    const before = vitalsLines().length;
    const measurement = fc.record(
      { name: fc.oneof(fc.constantFrom('LCP', 'CLS'), fc.string()), value: fc.oneof(fc.double(), fc.string()) },
      { requiredKeys: [] },
    );
    const beacon = fc
      .oneof(
        fc.jsonValue(),
        fc.record({ page: fc.oneof(fc.string(), fc.constant('/ok')), measurements: fc.array(measurement, { maxLength: 12 }) }, { requiredKeys: [] }),
      )
      .filter((b) => {
        // The few generated values that happen to be a valid beacon are not bad input.
        const { page, measurements } = (b ?? {}) as { page?: unknown; measurements?: { name?: unknown; value?: unknown }[] };
        return !(
          page === '/ok' &&
          Array.isArray(measurements) &&
          measurements.length > 0 &&
          measurements.length <= 10 &&
          measurements.every(
            (m) =>
              (m.name === 'LCP' || m.name === 'CLS') &&
              typeof m.value === 'number' &&
              Number.isFinite(m.value) &&
              m.value >= 0 &&
              m.value <= 600_000 &&
              Object.keys(m).length === 2,
          )
        );
      });
    await fc.assert(
      fc.asyncProperty(beacon, async (body) => {
        const res = await post('/fapi/performance/ingest', JSON.stringify(body));
        expect(res.status).toBe(400);
        expect(errorIdOf(res.body)).toBe('ATTR300');
      }),
      { numRuns: 40 },
    );
    expect(vitalsLines().length).toBe(before);
  });
});

describe('POST /fapi/api/validate-response/{contract}', () => {
  it('finds an answer the API gave valid against its route, and names what a changed one breaks', async () => {
    const token = (await guestToken(store.url)).accessToken;
    const cart = await createCartWithItem(store.url, token, { qty: 1 });
    const path = `/cart/v1/cart/${cart.basketId}`;
    const loaded = await (await fetch(new URL(`${path}?locale=en-US`, store.url), { headers: { authorization: `Bearer ${token}` } })).json();

    const valid = await post('/fapi/api/validate-response/stride', { data: loaded, error: false, path, method: 'GET' });
    expect(valid).toEqual({ status: 200, body: { valid: true, contract: 'stride', route: 'GET /cart/v1/cart/{basketId}', issues: [] } });

    const broken = { ...(loaded as Record<string, unknown>), totals: { ...(loaded as { totals: object }).totals, total: 'ten dollars' } };
    const invalid = await post('/fapi/api/validate-response/stride', { data: broken, error: false, path, method: 'get' });
    expect(invalid.body).toMatchObject({ valid: false, route: 'GET /cart/v1/cart/{basketId}' });
    expect((invalid.body.issues as { path: string }[]).map((issue) => issue.path)).toContain('totals.total');
  });

  it('checks an error answer against the error shape, and picks the literal route before a parameter', async () => {
    const error = { errorDetails: [{ errorId: 'BSK404', message: 'Your cart could not be found.' }], correlationId: 'c-1' };
    const res = await post('/fapi/api/validate-response/stride', { data: error, error: true, path: '/cart/v1/cart/prepareOrder', method: 'POST' });
    expect(res.body).toEqual({ valid: true, contract: 'stride', route: 'POST /cart/v1/cart/prepareOrder', issues: [] });
    const notAnError = await post('/fapi/api/validate-response/stride', {
      data: { basketId: 'x' },
      error: true,
      path: '/cart/v1/cart/prepareOrder',
      method: 'POST',
    });
    expect(notAnError.body.valid).toBe(false);
  });

  it('answers CONTRACT_NOT_FOUND for another contract or a call the contract does not declare, ATTR300 for a bad body', async () => {
    const unknownContract = await post('/fapi/api/validate-response/acme', { data: {}, error: false, path: '/cart/v1/cart', method: 'POST' });
    expect([unknownContract.status, errorIdOf(unknownContract.body)]).toEqual([400, 'CONTRACT_NOT_FOUND']);
    const unknownRoute = await post('/fapi/api/validate-response/stride', { data: {}, error: false, path: '/cart/v9/nothing', method: 'GET' });
    expect(errorIdOf(unknownRoute.body)).toBe('CONTRACT_NOT_FOUND');
    await fc.assert(
      fc.asyncProperty(
        fc.record({ error: fc.jsonValue(), path: fc.oneof(fc.string(), fc.constant('no-slash')), method: fc.string() }, { requiredKeys: [] }),
        async (body) => {
          const res = await post('/fapi/api/validate-response/stride', body);
          expect(res.status).toBe(400);
          expect(errorIdOf(res.body)).toBe('ATTR300');
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('utilities (account section 7)', () => {
  it('answers the server time, never cached, within a second of this clock', async () => {
    const before = Date.now();
    const res = await fetch(new URL('/fapi/server/time', store.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { timestamp: string; epochMillis: number };
    expect(new Date(body.timestamp).getTime()).toBe(body.epochMillis);
    expect(body.epochMillis).toBeGreaterThanOrEqual(before - 1000);
    expect(body.epochMillis).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('lists the countries with dialling codes and masks, named in the locale, public and cacheable', async () => {
    const en = await fetch(new URL('/consumers-v3/utilities/countryList?locale=en-US', store.url));
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('public, max-age=3600');
    const { countries } = (await en.json()) as { countries: { name: string; dialCode: string; code: string; mask?: string | string[] }[] };
    expect(countries.slice(0, 3)).toEqual([
      { name: 'United States', dialCode: '1', code: 'US', mask: expect.any(String) },
      { name: 'Canada', dialCode: '1', code: 'CA', mask: expect.any(String) },
      { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
    ]);
    expect(countries.find((c) => c.code === 'DE')?.mask).toEqual(expect.arrayContaining([expect.stringContaining('X')]));
    expect(countries.find((c) => c.code === 'AT')).not.toHaveProperty('mask');
    const fr = (await (await fetch(new URL('/consumers-v3/utilities/countryList?locale=fr-CA', store.url))).json()) as {
      countries: { code: string; name: string }[];
    };
    expect(fr.countries.find((c) => c.code === 'US')?.name).toBe('États-Unis');
    const bad = await fetch(new URL(`/consumers-v3/utilities/countryList?locale=${'x'.repeat(21)}`, store.url));
    expect(bad.status).toBe(400);
  });
});
