import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { errorIdOf, pkcePair } from './identity-http.fixture.js';

// Two servers: one behind a trusted proxy (clients told apart by X-Forwarded-For), one without,
// each with a clock the test moves.
let behindProxy: StartedServer;
let direct: StartedServer;
let clock = new Date('2030-01-01T00:00:00Z');
const now = () => clock;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  behindProxy = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRUST_PROXY: '1' }, { now });
  direct = await startTestServer({ STRIDE_DEMO_DATA: 'true' }, { now });
  // Two server starts, each given the config's hook limit (against a hang only).
}, 360_000);
afterAll(async () => {
  await behindProxy?.server.close();
  await direct?.server.close();
});

interface Answer {
  readonly status: number;
  readonly errorId: string | undefined;
  readonly retryAfter: number | undefined;
}

async function send(server: StartedServer, path: string, body: unknown, client?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(client === undefined ? {} : { 'x-forwarded-for': client }) };
  const res = await fetch(new URL(path, server.server.url), { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  const retryAfter = res.headers.get('retry-after');
  return {
    status: res.status,
    errorId: errorIdOf(text === '' ? undefined : JSON.parse(text)),
    retryAfter: retryAfter === null ? undefined : Number(retryAfter),
  };
}

async function signInAs(server: StartedServer, email: string, password: string, client?: string): Promise<Answer> {
  const { codeChallenge } = await pkcePair();
  return send(server, '/consumers-v3/auth/signin', { type: 'Registered', username: email, password, codeChallenge }, client);
}

const shape = (answer: Answer) => [answer.status, answer.errorId];

describe('sign-in lockout', () => {
  it('answers an unknown e-mail exactly like a known one through the 7th wrong password (AUT426 on the 4th, AUT423 from the 5th)', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      known.push(shape(await signInAs(behindProxy, DemoEmail.shopper, 'Wrong-password-1', '198.51.100.10')));
      unknown.push(shape(await signInAs(behindProxy, 'nobody-here@stride.example', 'Wrong-password-1', '198.51.100.10')));
    }
    expect(known).toEqual(unknown);
    expect(known).toEqual([
      [401, 'AUT401'],
      [401, 'AUT401'],
      [401, 'AUT401'],
      [401, 'AUT426'],
      [429, 'AUT423'],
      [429, 'AUT423'],
      [429, 'AUT423'],
    ]);
  });

  it('a lock from one client does not stop the owner signing in from another; the lock tells how long it lasts', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await signInAs(behindProxy, DemoEmail.loyalty, 'Wrong-password-1', '203.0.113.66');
    const locked = await signInAs(behindProxy, DemoEmail.loyalty, DEMO_PASSWORD, '203.0.113.66');
    expect(shape(locked)).toEqual([429, 'AUT423']);
    expect(locked.retryAfter).toBe(900);
    later(60);
    expect((await signInAs(behindProxy, DemoEmail.loyalty, DEMO_PASSWORD, '203.0.113.66')).retryAfter).toBe(840);
    expect((await signInAs(behindProxy, DemoEmail.loyalty, DEMO_PASSWORD, '192.0.2.44')).status).toBe(200);
  });

  it('behind a trusted proxy, only the address the proxy wrote counts: the client cannot choose its own further left', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInAs(behindProxy, DemoEmail.shopper, 'Wrong-password-1', `10.9.9.${attempt}, 198.51.100.77`);
    }
    expect(shape(await signInAs(behindProxy, DemoEmail.shopper, DEMO_PASSWORD, '10.9.9.99, 198.51.100.77'))).toEqual([429, 'AUT423']);
  });

  it('without a trusted proxy, a spoofed X-Forwarded-For is ignored: the socket peer is the client', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signInAs(direct, DemoEmail.employee, 'Wrong-password-1', `198.51.100.${attempt}`);
    }
    expect(shape(await signInAs(direct, DemoEmail.employee, DEMO_PASSWORD, '192.0.2.200'))).toEqual([429, 'AUT423']);
  });
});

describe('throttles per client', () => {
  it('sign-in: 429 API429 past 30 attempts a minute from one client, with a Retry-After that shrinks as time passes', async () => {
    const client = '198.51.100.30';
    for (let attempt = 1; attempt <= 30; attempt += 1) await signInAs(behindProxy, `someone-${attempt}@stride.example`, 'Wrong-password-1', client);
    const first = await signInAs(behindProxy, DemoEmail.shopper, DEMO_PASSWORD, client);
    expect(shape(first)).toEqual([429, 'API429']);
    expect(first.retryAfter).toBeGreaterThan(0);
    expect(first.retryAfter).toBeLessThanOrEqual(60);
    later(20);
    const second = await signInAs(behindProxy, DemoEmail.shopper, DEMO_PASSWORD, client);
    expect(second.retryAfter).toBe((first.retryAfter ?? 0) - 20);
    expect((await signInAs(behindProxy, DemoEmail.shopper, DEMO_PASSWORD, '198.51.100.31')).status).toBe(200);
    later(60);
    expect((await signInAs(behindProxy, DemoEmail.shopper, DEMO_PASSWORD, client)).status).toBe(200);
  });

  it('sign-up: 429 past 10 an hour from one client, and past 5 for one e-mail from any client', async () => {
    const signUp = (email: string, client: string) =>
      send(
        behindProxy,
        '/consumers-v3/auth/signup',
        { email, password: 'Stride-secret-9', firstName: 'Ada', lastName: 'Limit', isTermsConfirmed: true },
        client,
      );
    for (let n = 1; n <= 10; n += 1) expect((await signUp(`limit-${n}@stride.example`, '198.51.100.40')).status).not.toBe(429);
    const refused = await signUp('limit-11@stride.example', '198.51.100.40');
    expect(shape(refused)).toEqual([429, 'API429']);
    expect(refused.retryAfter).toBe(3600);
    for (let n = 1; n <= 5; n += 1) expect((await signUp(DemoEmail.shopper, `192.0.2.${n}`)).errorId).toBe('PRO400');
    expect(shape(await signUp(DemoEmail.shopper, '192.0.2.9'))).toEqual([429, 'API429']);
  });

  it('forgot password: 429 past 3 an hour for one e-mail, and past 10 from one client', async () => {
    const forgot = (email: string, client: string) => send(behindProxy, '/consumers-v3/confirmforgotpassword', { email }, client);
    for (let n = 1; n <= 3; n += 1) expect((await forgot(DemoEmail.loyalty, `192.0.2.${50 + n}`)).status).toBe(200);
    expect(shape(await forgot(DemoEmail.loyalty, '192.0.2.60'))).toEqual([429, 'API429']);
    for (let n = 1; n <= 10; n += 1) expect((await forgot(`reset-${n}@stride.example`, '198.51.100.50')).status).toBe(200);
    const refused = await forgot('reset-11@stride.example', '198.51.100.50');
    expect(shape(refused)).toEqual([429, 'API429']);
    expect(refused.retryAfter).toBe(3600);
  });

  it('token: 429 past 60 calls a minute from one client, another client still served', async () => {
    const token = (client: string) => send(behindProxy, '/token/v2/auth/token', { type: 'Guest' }, client);
    for (let n = 1; n <= 60; n += 1) expect((await token('198.51.100.60')).status).toBe(200);
    const refused = await token('198.51.100.60');
    expect(shape(refused)).toEqual([429, 'API429']);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await token('198.51.100.61')).status).toBe(200);
  });
});
