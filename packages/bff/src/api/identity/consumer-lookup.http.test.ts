import { DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/started-server.js';

// Enrollment step 0 over HTTP: the lookup says whether an account holds an e-mail (as a sign-up's "taken" would) and
// nothing more, and is limited per client.

// One trusted proxy: each request's client is the X-Forwarded-For address it names.
const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_TRUST_PROXY: '1' });

async function lookup(email: string, client = '192.0.2.10') {
  const res = await fetch(new URL(`/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}&locale=en-US`, store.url), {
    headers: { 'x-forwarded-for': client },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe('the enrollment lookup', () => {
  it('sends a registered e-mail to sign-in (step 1) and an unknown one to sign-up (step 2), saying nothing else; a malformed one is 400', async () => {
    const known = await lookup(DemoEmail.loyalty.toUpperCase());
    expect(known).toMatchObject({ status: 200, body: { exists: true, nextStep: 1 } });
    expect(Object.keys(known.body).sort()).toEqual(['exists', 'nextStep']);
    expect(known.headers.get('cache-control')).toContain('no-store');
    expect((await lookup('nobody-here@example.com')).body).toEqual({ exists: false, nextStep: 2 });
    expect((await lookup('not-an-email')).status).toBe(400);
  });

  it('answers 30 lookups an hour per client, then 429 with a Retry-After; another client is not held up', async () => {
    for (let i = 0; i < 30; i++) expect((await lookup(`someone${i}@example.com`, '192.0.2.99')).status).toBe(200);
    const refused = await lookup(DemoEmail.shopper, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookup(DemoEmail.shopper, '192.0.2.100')).body).toEqual({ exists: true, nextStep: 1 });
  });
});
