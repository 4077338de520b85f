import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/started-server.js';

const store = useTestServer();

describe('API405 method not allowed', () => {
  it('answers a path of the API asked with a method it does not take with 405 API405 and the methods it takes in Allow', async () => {
    const res = await fetch(new URL('/cart/v1/cart/f00dfeed-0000-4000-8000-000000000000', store.url), { method: 'PATCH' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('API405');
  });

  it('still answers a path no route has with 404 API404', async () => {
    const res = await fetch(new URL('/cart/v1/no/such/call', store.url), { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('API404');
  });
});
