import type { LooseJson } from '../../testing/loose-json.js';
import { useTestServer, type SharedTestServer } from '../../testing/started-server.js';

/** A JSON call as a browser or the CLI makes it: the answer's status, headers and body. */
export type JsonCall = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<{ status: number; headers: Headers; body: LooseJson }>;

/**
 * The file's demo store (started before its tests, closed after) and a JSON caller for it: the set-up the reviews' and
 * the questions' HTTP tests share.
 * @example const { store, call } = useReviewsStore(); const res = await call('GET', '/products/v1/reviews/SR0045600');
 */
export function useReviewsStore(): { store: SharedTestServer; call: JsonCall } {
  const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });
  const call: JsonCall = async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(new URL(path, store.url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
    return { status: res.status, headers: res.headers, body: (await res.json()) as LooseJson };
  };
  return { store, call };
}
