import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { consumerProfileAnswerSchema } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from './identity-http.fixture.js';

// Account sections 4 and 7: POST /consumers-v3/consumer/address, PUT and DELETE .../address/{addressId},
// and the book in GET /consumers-v3/consumer (consumerDetails.address).
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(new URL(path, store.url), {
    method,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown, cacheControl: res.headers.get('cache-control') };
}

let accounts = 0;
/** A new registered shopper with an empty address book. */
async function newShopper(): Promise<string> {
  const email = `book-${Date.now()}-${(accounts += 1)}@example.com`;
  const signUp = await call('POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Rae', lastName: 'Moss', email, password: 'Good-pass-1' });
  expect(signUp.status).toBe(201);
  return (await signIn(store.url, email, 'Good-pass-1')).accessToken;
}

const home = {
  approachType: 'S',
  firstName: 'Rae',
  lastName: 'Moss',
  addressLine1: '12 Elm Street',
  city: 'Portland',
  province: 'OR',
  postalCode: '97205',
  countryCode: 'US',
  phone: '5035550123',
  phoneCode: '+1',
  email: 'rae.moss@example.com',
} as const;

async function bookOf(token: string) {
  const res = await call('GET', '/consumers-v3/consumer', token);
  expect(res.status).toBe(200);
  return consumerProfileAnswerSchema.parse(res.body).consumerProfile.consumerDetails.address;
}
const mains = (book: Awaited<ReturnType<typeof bookOf>>) => book.map((address) => [address.addressLine1, address.approachType, address.main]);

describe('the address book', () => {
  it('makes the first address of a type main, and one added as main takes over from the previous one', async () => {
    const token = await newShopper();
    expect(await bookOf(token)).toEqual([]);
    const first = await call('POST', '/consumers-v3/consumer/address', token, home);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe('no-store');
    const { addressId } = first.body as { addressId: string };
    await call('POST', '/consumers-v3/consumer/address', token, { ...home, addressLine1: '40 Oak Avenue' });
    await call('POST', '/consumers-v3/consumer/address', token, { ...home, approachType: 'B', addressLine1: '7 Billing Row' });
    expect(mains(await bookOf(token))).toEqual([
      ['12 Elm Street', 'S', true],
      ['40 Oak Avenue', 'S', false],
      ['7 Billing Row', 'B', true],
    ]);
    expect((await bookOf(token))[0]).toEqual({ ...home, id: addressId, addressId, main: true });
    await call('POST', '/consumers-v3/consumer/address', token, { ...home, addressLine1: '9 Pine Court', main: true });
    expect(mains(await bookOf(token))).toEqual([
      ['12 Elm Street', 'S', false],
      ['40 Oak Avenue', 'S', false],
      ['7 Billing Row', 'B', true],
      ['9 Pine Court', 'S', true],
    ]);
  });

  it('marks an address main through PUT, unmarking the other of its type; a removed main hands over to the next', async () => {
    const token = await newShopper();
    const added: string[] = [];
    for (const line of ['1 First Street', '2 Second Street', '3 Third Street']) {
      const res = await call('POST', '/consumers-v3/consumer/address', token, { ...home, addressLine1: line });
      added.push((res.body as { addressId: string }).addressId);
    }
    const marked = await call('PUT', `/consumers-v3/consumer/address/${added[2]}`, token, { ...home, addressLine1: '3 Third Street', main: true });
    expect(marked.status).toBe(200);
    expect(mains((marked.body as { address: Awaited<ReturnType<typeof bookOf>> }).address)).toEqual([
      ['1 First Street', 'S', false],
      ['2 Second Street', 'S', false],
      ['3 Third Street', 'S', true],
    ]);
    const edited = await call('PUT', `/consumers-v3/consumer/address/${added[2]}`, token, { ...home, addressLine1: '3 Third Street, Apt 4' });
    expect(mains((edited.body as { address: Awaited<ReturnType<typeof bookOf>> }).address)).toContainEqual(['3 Third Street, Apt 4', 'S', true]);
    const removed = await call('DELETE', `/consumers-v3/consumer/address/${added[2]}`, token);
    expect(removed.status).toBe(200);
    expect(mains(await bookOf(token))).toEqual([
      ['1 First Street', 'S', true],
      ['2 Second Street', 'S', false],
    ]);
  });

  it('answers 409 CCA400 to an address the book already holds, added again or edited into it; nothing written', async () => {
    const token = await newShopper();
    const first = await call('POST', '/consumers-v3/consumer/address', token, home);
    expect(first.status).toBe(200);
    const other = await call('POST', '/consumers-v3/consumer/address', token, { ...home, addressLine1: '40 Oak Avenue' });
    const otherId = (other.body as { addressId: string }).addressId;
    const before = await bookOf(token);

    const again = await call('POST', '/consumers-v3/consumer/address', token, { ...home, city: ' portland ', addressLine1: '12  ELM Street', main: true });
    expect(again).toMatchObject({ status: 409, body: { errorDetails: [{ errorId: 'CCA400', message: 'This address is already saved.' }] } });
    const editedInto = await call('PUT', `/consumers-v3/consumer/address/${otherId}`, token, home);
    expect([editedInto.status, errorIdOf(editedInto.body)]).toEqual([409, 'CCA400']);
    expect(await bookOf(token)).toEqual(before);

    const asBilling = await call('POST', '/consumers-v3/consumer/address', token, { ...home, approachType: 'B' });
    expect(asBilling.status).toBe(200);
  });

  it("answers another consumer's address exactly like an unknown one (400 CCA401) and changes nothing", async () => {
    const owner = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const before = await bookOf(owner.accessToken);
    const [theirs] = before;
    expect(theirs).toBeDefined();
    const intruder = await newShopper();
    for (const [method, id] of [
      ['PUT', theirs?.id],
      ['DELETE', theirs?.id],
      ['PUT', 'no-such-address'],
      ['DELETE', 'no-such-address'],
    ] as const) {
      const res = await call(method, `/consumers-v3/consumer/address/${id}`, intruder, method === 'PUT' ? home : undefined);
      expect([method, id === theirs?.id ? 'theirs' : 'unknown', res.status, errorIdOf(res.body)]).toEqual([
        method,
        id === theirs?.id ? 'theirs' : 'unknown',
        400,
        'CCA401',
      ]);
    }
    expect(await bookOf(owner.accessToken)).toEqual(before);
  });

  it('checks the address by its form and country (400 CHK380), a malformed body 400 ATTR300; nothing written', async () => {
    const token = await newShopper();
    const bad = await call('POST', '/consumers-v3/consumer/address', token, { ...home, postalCode: 'SW1A 1AA', firstName: 'R' });
    expect(bad).toMatchObject({
      status: 400,
      body: { errorDetails: [{ errorId: 'CHK380', message: 'The address is invalid. Please check it and try again.' }] },
    });
    for (const body of [
      { ...home, approachType: 'X' },
      { ...home, nickname: 'home' },
      { ...home, addressLine1: 'a'.repeat(101) },
      { ...home, city: 'Port\u0000land' },
    ]) {
      const res = await call('POST', '/consumers-v3/consumer/address', token, body);
      expect([res.status, errorIdOf(res.body)]).toEqual([400, 'ATTR300']);
    }
    const uk = await call('POST', '/consumers-v3/consumer/address?locale=en-GB', token, {
      ...home,
      province: undefined,
      city: 'London',
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
      phone: '07700900123',
      phoneCode: '+44',
    });
    expect(uk.status).toBe(200);
    expect(mains(await bookOf(token))).toEqual([['12 Elm Street', 'S', true]]);
  });

  it('is for a signed-in shopper: 401 AUT432 without a token, 404 PRO404 for a guest', async () => {
    const anonymous = await call('POST', '/consumers-v3/consumer/address', undefined, home);
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
    const guest = await guestToken(store.url);
    const res = await call('POST', '/consumers-v3/consumer/address', guest.accessToken, home);
    expect([res.status, errorIdOf(res.body)]).toEqual([404, 'PRO404']);
  });
});
