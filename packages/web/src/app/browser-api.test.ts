import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserApi } from './browser-api.js';

const ORIGIN = 'http://shop.test';

/** A JSON answer; one with `onCancel` is still arriving (its body stays open) and reports when it is cancelled. */
function answer(status: number, body: unknown, onCancel?: () => void): Response {
  const text = new TextEncoder().encode(JSON.stringify(body));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text);
      if (onCancel === undefined) controller.close();
    },
    cancel: () => onCancel?.(),
  });
  return new Response(stream, { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the browser API', () => {
  it('renews the session on a 401 and repeats the call, cancelling the refused answer it never reads', async () => {
    let cancelled = 0;
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      const path = new URL(input).pathname;
      calls.push(path);
      if (path === '/token/v2/auth/token') return Promise.resolve(answer(200, { access_token: 'a', expires_in: 1800, token_type: 'Bearer' }));
      const purchases = calls.filter((p) => p === path).length;
      if (purchases === 1) return Promise.resolve(answer(401, { errorDetails: [{ errorId: 'AUT432', message: 'Sign-in required' }] }, () => (cancelled += 1)));
      return Promise.resolve(answer(404, { errorDetails: [{ errorId: 'ORD404', message: 'No such order' }] }));
    });
    const result = await createBrowserApi(ORIGIN)
      .forLocale('en-US')
      .call('getPurchase', { params: { orderId: 'ST0000000001' } });
    expect(calls.filter((p) => p.startsWith('/consumers-v3/'))).toHaveLength(2);
    expect(result.isErr() && 'status' in result.error ? result.error.status : undefined).toBe(404);
    expect(cancelled).toBe(1);
  });

  it('retries a refresh answered 409 (another tab rotated it) once after 2 s, without asking for a guest token', async () => {
    vi.useFakeTimers();
    const tokenCalls: string[] = [];
    let purchases = 0;
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      const path = new URL(input).pathname;
      if (path === '/token/v2/auth/token') {
        const { type } = JSON.parse(String(init.body)) as { type: string };
        tokenCalls.push(type);
        if (tokenCalls.length === 1) return Promise.resolve(answer(409, { errorDetails: [{ errorId: 'AUT409', message: 'Already processed' }] }));
        return Promise.resolve(answer(200, { accessToken: 'a', refreshToken: 'r', expiresIn: 1800, consumerNo: 'c', consumerType: 'REGISTERED' }));
      }
      purchases += 1;
      if (purchases === 1) return Promise.resolve(answer(401, { errorDetails: [{ errorId: 'AUT432', message: 'Sign-in required' }] }));
      return Promise.resolve(answer(404, { errorDetails: [{ errorId: 'ORD404', message: 'No such order' }] }));
    });
    const called = createBrowserApi(ORIGIN)
      .forLocale('en-US')
      .call('getPurchase', { params: { orderId: 'ST0000000001' } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(tokenCalls).toEqual(['Refresh']);
    await vi.advanceTimersByTimeAsync(1);
    const result = await called;
    expect(tokenCalls).toEqual(['Refresh', 'Refresh']);
    expect(purchases).toBe(2);
    expect(result.isErr() && 'status' in result.error ? result.error.status : undefined).toBe(404);
  });
});
