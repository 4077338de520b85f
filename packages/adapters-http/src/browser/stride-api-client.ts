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

/**
 * What reads an answer: a zod schema (the CLI and tests validate every answer), or `trustedAnswer()`
 * in the browser, which takes the same-origin API's answer as its published type without shipping
 * zod and the schemas to every page (the bff checks its answers against the schemas in tests).
 */
export interface AnswerReader<T> {
  safeParse(value: unknown): { readonly success: true; readonly data: T } | { readonly success: false; readonly error: { readonly issues: readonly { readonly message: string }[] } };
}

/** The type an answer reader produces. */
export type AnswerOf<S> = S extends AnswerReader<infer T> ? T : never;

/**
 * An answer reader that trusts the answer's shape (see AnswerReader).
 * @example api.call({ method: 'GET', path, answer: trustedAnswer<CartAnswer>() })
 */
export function trustedAnswer<T>(): AnswerReader<T> {
  return { safeParse: (value) => ({ success: true, data: value as T }) };
}

/**
 * The answer reader for a schema's type, without the schema: `answerOf<typeof cartAnswerSchema>()`
 * with the schema imported as a type only, so it stays out of the browser bundle.
 */
export function answerOf<S extends z.ZodType>(): AnswerReader<z.output<S>> {
  return trustedAnswer<z.output<S>>();
}

export interface ApiCall<S extends AnswerReader<unknown>> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  /** Reads the successful answer: its schema, or `trustedAnswer()`. */
  readonly answer: S;
}

export interface StrideApiClient {
  call<S extends AnswerReader<unknown>>(call: ApiCall<S>): ResultAsync<AnswerOf<S>, ApiFailure>;
}

/** A path that begins with `//` would leave the API's origin (commerce section 5). */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function buildUrl(options: StrideApiClientOptions, call: ApiCall<AnswerReader<unknown>>): string {
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
    call<S extends AnswerReader<unknown>>(call: ApiCall<S>): ResultAsync<AnswerOf<S>, ApiFailure> {
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
            return errAsync<AnswerOf<S>, ApiFailure>({
              kind: 'unexpected',
              status: response.status,
              message: `The API answer did not match its schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
            });
          }
          return okAsync<AnswerOf<S>, ApiFailure>(parsed.data as AnswerOf<S>);
        }),
      );
    },
  };
}
