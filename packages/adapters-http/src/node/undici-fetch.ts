import { Agent, fetch as undiciFetch } from 'undici';
import type { FetchLike } from '../browser/stride-api-client.js';

export interface UndiciFetchOptions {
  /** Connect and whole-answer timeouts in milliseconds. */
  readonly connectTimeoutMs?: number;
  readonly timeoutMs?: number;
}

/** A fetch over undici with keep-alive and timeouts, for Node callers (the CLI, benches). */
export function createUndiciFetch(options: UndiciFetchOptions = {}): FetchLike {
  const dispatcher = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? 5_000 },
    headersTimeout: options.timeoutMs ?? 15_000,
    bodyTimeout: options.timeoutMs ?? 15_000,
  });
  return (input, init) => undiciFetch(input, { ...(init as object), dispatcher }) as unknown as Promise<Response>;
}
