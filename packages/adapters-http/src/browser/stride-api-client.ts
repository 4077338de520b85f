import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { productErrorFromAnswer, STRIDE_DEFAULT_CHANNEL } from '@stride/domain';
import type { StrideChannel } from '@stride/domain';
import type { ApiFailure } from '@stride/application/storefront';

/** The fetch this client needs: the browser's, Node's, or undici's. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface StrideApiClientOptions {
  readonly fetch: FetchLike;
  /** Origin of the Stride API, e.g. `http://localhost:3000`. */
  readonly baseUrl: string;
  readonly locale: string;
  readonly channel?: StrideChannel;
  /** A new correlation id per request (ARCHITECTURE: the API contract). */
  readonly newCorrelationId: () => string;
  /** The access token to send as `Authorization: Bearer`, when there is one. */
  readonly accessToken?: () => string | undefined;
}

export interface ApiCall<S extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /** The schema of the successful answer; the answer is parsed with it. */
  readonly answer: S;
}

export interface StrideApiClient {
  call<S extends z.ZodType>(call: ApiCall<S>): ResultAsync<z.infer<S>, ApiFailure>;
}

/** A path that begins with `//` would leave the API's origin (commerce section 5). */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function buildUrl(options: StrideApiClientOptions, call: ApiCall<z.ZodType>): string {
  const url = new URL(call.path, options.baseUrl);
  url.searchParams.set('locale', options.locale);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function buildHeaders(options: StrideApiClientOptions, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-correlation-id': options.newCorrelationId(),
    'x-channel': options.channel ?? STRIDE_DEFAULT_CHANNEL,
  };
  if (hasBody) headers['content-type'] = 'application/json';
  const token = options.accessToken?.();
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toFailure(status: number, body: unknown): ApiFailure {
  const error = productErrorFromAnswer(status, body);
  if (error !== undefined) return { kind: 'answer', status, error };
  return { kind: 'unexpected', status, message: `The API answered ${status} without errorDetails` };
}

/**
 * The typed Stride API client: sends locale, channel and a correlation id on every call, parses the
 * answer with its schema and turns an `errorDetails` answer into a product error.
 * @example createStrideApiClient({ fetch, baseUrl, locale: 'en-US', newCorrelationId: () => crypto.randomUUID() })
 */
export function createStrideApiClient(options: StrideApiClientOptions): StrideApiClient {
  return {
    call<S extends z.ZodType>(call: ApiCall<S>): ResultAsync<z.infer<S>, ApiFailure> {
      if (!isSafePath(call.path)) {
        return errAsync({ kind: 'unexpected', status: 0, message: `Refused request path ${call.path}` });
      }
      const hasBody = call.body !== undefined;
      const init: RequestInit = { method: call.method, headers: buildHeaders(options, hasBody) };
      if (hasBody) init.body = JSON.stringify(call.body);
      return ResultAsync.fromPromise(options.fetch(buildUrl(options, call), init), (cause): ApiFailure => ({
        kind: 'network',
        message: cause instanceof Error ? cause.message : String(cause),
      })).andThen((response) =>
        ResultAsync.fromSafePromise(readJson(response)).andThen((body) => {
          if (!response.ok) return errAsync(toFailure(response.status, body));
          const parsed = call.answer.safeParse(body);
          if (!parsed.success) {
            return errAsync<z.infer<S>, ApiFailure>({
              kind: 'unexpected',
              status: response.status,
              message: `The API answer did not match its schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
            });
          }
          return okAsync<z.infer<S>, ApiFailure>(parsed.data);
        }),
      );
    },
  };
}
