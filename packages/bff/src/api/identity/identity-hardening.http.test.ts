import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config/config.js';
import { hmacJwt } from '../../security/hmac-jwt.js';
import { nonCanonicalTwin } from '../../security/non-canonical-twin.fixture.js';
import { startTestServer, useTestServer } from '../../testing/started-server.js';
import { createCartWithItem } from '../../testing/cart.js';
import { guestToken, signIn } from '../../testing/tokens.js';
import { US_ADDRESS } from '../../quality/guest-shopper.fixture.js';
import { errorIdOf, post } from './identity-http.fixture.js';

// The development key Stride once fell back on: published in the repository's history, so a
// server must refuse any token signed with it.
const PUBLISHED_DEVELOPMENT_KEY = 'stride-development-token-secret-not-for-production';

async function profileStatus(url: string, accessToken: string): Promise<number> {
  return (await fetch(new URL('/consumers-v3/consumer', url), { headers: { authorization: `Bearer ${accessToken}` } })).status;
}

describe('the access token key without STRIDE_TOKEN_SECRET', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stride-key-'));
  const onDisk = { STRIDE_DB_IN_MEMORY: 'false', STRIDE_DATA_DIR: dataDir, STRIDE_DEMO_DATA: 'false' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once, kept in the database across a restart, and a token signed with the published key is refused', async () => {
    const first = await startTestServer(onDisk);
    let guest: string;
    try {
      guest = (await guestToken(first.server.url)).accessToken;
      expect(await profileStatus(first.server.url, guest)).toBe(404);
      const iat = Math.floor(Date.now() / 1000);
      const forged = hmacJwt(PUBLISHED_DEVELOPMENT_KEY, 'JWT').sign({
        consumerNo: 'C0000001',
        consumerType: 'EMPLOYEE',
        agentRole: 'EMPLOYEE',
        iat,
        exp: iat + 900,
      });
      expect(await profileStatus(first.server.url, forged)).toBe(401);
    } finally {
      await first.server.close();
    }
    const second = await startTestServer(onDisk);
    try {
      expect(await profileStatus(second.server.url, guest)).toBe(404);
      const warnings = [...first.logger.entries, ...second.logger.entries].filter(
        (entry) => entry.level === 'warn' && entry.msg.includes('STRIDE_TOKEN_SECRET'),
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.fields).toEqual({ table: 'server_secrets', name: 'access-token-key' });
    } finally {
      await second.server.close();
    }
    // Two server starts on disk, each given the config's hook limit (against a hang only).
  }, 360_000);

  it('refuses to start with the published key as STRIDE_TOKEN_SECRET', () => {
    const parsed = parseConfig({ STRIDE_TOKEN_SECRET: PUBLISHED_DEVELOPMENT_KEY });
    expect(parsed._unsafeUnwrapErr()).toBeInstanceOf(ConfigError);
    expect(parsed._unsafeUnwrapErr().message).toContain('STRIDE_TOKEN_SECRET');
  });
});

// One demo store for the session and merge tests; the key tests above start their own.
// The API's clock, moved on by a test that needs time to pass (reset after it).
let clockOffsetMs = 0;
const store = useTestServer({ STRIDE_DEMO_DATA: 'true' }, { now: () => new Date(Date.now() + clockOffsetMs) });

describe('sessions and signatures', () => {
  it('signing out refuses the access token of that session at once, and leaves other sessions working', async () => {
    const session = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const other = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    expect(await profileStatus(store.url, session.accessToken)).toBe(200);
    expect((await post(store.url, '/consumers-v3/consumer/auth/signout', { refreshToken: session.refreshToken })).status).toBe(200);
    expect(await profileStatus(store.url, session.accessToken)).toBe(401);
    expect(await profileStatus(store.url, other.accessToken)).toBe(200);
  });

  it('a reused refresh token ends the access tokens of its whole family', async () => {
    const session = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const rotated = await post(store.url, '/token/v2/auth/token', { type: 'Refresh', refreshToken: session.refreshToken });
    const { accessToken } = rotated.body as { accessToken: string };
    expect(await profileStatus(store.url, accessToken)).toBe(200);
    // Past the 10 s in which a second presentation is a duplicated call (AUT409), it is reuse.
    clockOffsetMs = 10_001;
    try {
      const replay = await post(store.url, '/token/v2/auth/token', { type: 'Refresh', refreshToken: session.refreshToken });
      expect(errorIdOf(replay.body)).toBe('AUT432');
      expect(await profileStatus(store.url, accessToken)).toBe(401);
      expect(await profileStatus(store.url, session.accessToken)).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a token whose signature ends in a non-canonical twin of its last character', async () => {
    const { accessToken } = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    expect(await profileStatus(store.url, nonCanonicalTwin(accessToken))).toBe(401);
    expect(await profileStatus(store.url, accessToken)).toBe(200);
  });
});

describe('the sign-in merge of guest objects', () => {
  async function basketOf(basketId: string, accessToken: string) {
    const res = await fetch(new URL(`/cart/v1/cart/${basketId}`, store.url), { headers: { authorization: `Bearer ${accessToken}` } });
    return { status: res.status, body: (await res.json()) as { items?: unknown[]; shippingAddress?: { addressLine1?: string } } };
  }

  it("takes another guest's basket only with that guest's token: named without it, the basket and its address stay the guest's", async () => {
    const victim = await guestToken(store.url);
    const cart = await createCartWithItem(store.url, victim.accessToken, { qty: 1 });
    const address = await fetch(new URL(`/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-US`, store.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${victim.accessToken}` },
      body: JSON.stringify(US_ADDRESS),
    });
    expect(address.status).toBe(200);
    const before = await basketOf(cart.basketId, victim.accessToken);

    const attacker = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD, { basketId: cart.basketId });
    expect(attacker.basketId).not.toBe(cart.basketId);
    const attackerIntruder = await guestToken(store.url);
    const withOtherGuest = await signIn(store.url, DemoEmail.employee, DEMO_PASSWORD, { basketId: cart.basketId }, attackerIntruder.accessToken);
    expect(withOtherGuest.basketId).not.toBe(cart.basketId);
    const untouched = await basketOf(cart.basketId, victim.accessToken);
    expect(untouched).toEqual(before);

    const owner = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD, { basketId: cart.basketId }, victim.accessToken);
    const merged = await basketOf(owner.basketId ?? '', owner.accessToken);
    expect(merged.status).toBe(200);
    // The guest's own token now hears that the basket has another customer (AUT498, INVALID_CUSTOMER).
    expect((await basketOf(cart.basketId, victim.accessToken)).status).toBe(401);
  });
});
