import { codeChallengeS256, createCodeVerifier } from '@stride/domain/auth';
import { randomBytes } from 'node:crypto';

/** Error answer in the spec shape. */
export interface ErrorAnswer {
  readonly errorDetails: { errorId: string; message: string }[];
  readonly correlationId: string;
}

/** POSTs JSON and answers status, parsed body and the Set-Cookie lines. */
export async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown, cookies: res.headers.getSetCookie() };
}

/** The first error id of an answer. */
export function errorIdOf(body: unknown): string | undefined {
  return (body as Partial<ErrorAnswer> | undefined)?.errorDetails?.[0]?.errorId;
}

/** A fresh PKCE pair. */
export async function pkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = createCodeVerifier(new Uint8Array(randomBytes(32)));
  return { codeVerifier, codeChallenge: await codeChallengeS256(codeVerifier) };
}
