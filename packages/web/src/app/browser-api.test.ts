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

afterEach(() => vi.unstubAllGlobals());

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
});
