import type { CartAnswer } from '@stride/application/storefront';

/** An API answer as cart tests read it. */
export interface CartCall {
  readonly status: number;
  readonly body: CartAnswer & { errorDetails?: { errorId: string; message: string }[] };
}

/** For cart tests: one call with an optional Bearer token; never throws on an error status. */
export async function cartCall(baseUrl: string, method: string, path: string, token: string | undefined, body?: unknown): Promise<CartCall> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as CartCall['body'] };
}

/** The first error id of an answer. */
export const errorIdOf = (call: CartCall): string | undefined => call.body.errorDetails?.[0]?.errorId;
