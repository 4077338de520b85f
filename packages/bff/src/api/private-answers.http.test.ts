import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { guestToken, signIn } from '../testing/tokens.js';

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly auth: string;
  readonly hasBody: boolean;
}

let started: StartedServer;
let url: string;
let operations: readonly Operation[];
beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
  const document = (await (await fetch(new URL('/openapi.json', url))).json()) as {
    paths: Record<string, Record<string, { 'x-stride-auth': string; requestBody?: unknown }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, auth: operation['x-stride-auth'], hasBody: operation.requestBody !== undefined })),
  );
});
afterAll(async () => {
  await started.server.close();
});

async function cacheControlOf(operation: Operation, token: string | undefined): Promise<{ status: number; cacheControl: string | null }> {
  const path = operation.path.replace(/\{[^}]+\}/g, 'CX0000000001');
  const headers: Record<string, string> = operation.hasBody ? { 'content-type': 'application/json' } : {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, url), { method: operation.method.toUpperCase(), headers, ...(operation.hasBody ? { body: '{}' } : {}) });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('cache-control') };
}

describe('Cache-Control on answers that depend on who asks', () => {
  it('answers no-store on every operation whose auth is not none, with and without a token', async () => {
    const guest = await guestToken(url);
    const private_ = operations.filter((operation) => operation.auth !== 'none');
    expect(private_.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const operation of private_) {
      for (const token of [guest.accessToken, undefined]) {
        const { status, cacheControl } = await cacheControlOf(operation, token);
        if (cacheControl !== 'no-store')
          missing.push(`${operation.method.toUpperCase()} ${operation.path} (${status}, token: ${token !== undefined}): ${cacheControl}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("answers no-store on a signed-in shopper's profile, tokens and cart", async () => {
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const bearer = { authorization: `Bearer ${shopper.accessToken}` };
    const profile = await fetch(new URL('/consumers-v3/consumer', url), { headers: bearer });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const cart = await fetch(new URL('/cart/v1/cart', url), { method: 'POST', headers: bearer });
    expect(cart.status).toBe(201);
    expect(cart.headers.get('cache-control')).toBe('no-store');
    const token = await fetch(new URL('/token/v2/auth/token', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":"Guest"}',
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('answers no-store on errors outside the routes too: an unknown API path', async () => {
    const res = await fetch(new URL('/cart/v9/nothing', url));
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
