import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { productErrorFromAnswer } from '@stride/domain/errors';
import { STRIDE_DEFAULT_CHANNEL } from '@stride/domain/cart';
import type { StrideChannel } from '@stride/domain/cart';
import type { ApiFailure } from '@stride/application/storefront';
import type { ApiRoutes } from '@stride/application/api-routes';
import { routeAddresses, type RouteAddress, type RouteName } from '@stride/application/route-addresses';

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
  /** Checks each answer (the CLI: `checkedAnswers`); without it the answer is taken as its published type. */
  readonly checkAnswer?: AnswerCheck;
  /**
   * Where the routes are: the browser's `routeAddresses` unless told; the CLI passes `allRouteAddresses` to reach
   * the routes no browser page calls (the editors' tools).
   */
  readonly addresses?: Readonly<Partial<Record<RouteName, RouteAddress>>>;
}

/** The result of reading an answer, as a zod schema's `safeParse` gives it. */
export type AnswerReading =
  | { readonly success: true; readonly data: unknown }
  | { readonly success: false; readonly error: { readonly issues: readonly { readonly message: string }[] } };

type Definition<N extends RouteName> = ApiRoutes[N];
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<N extends RouteName, K extends 'body' | 'query' | 'params'> = Definition<N> extends { readonly [P in K]: infer S } ? InputOf<S> : undefined;
// The client sends the locale on every call itself.
type QueryOf<N extends RouteName> = Part<N, 'query'> extends undefined ? undefined : Omit<NonNullable<Part<N, 'query'>>, 'locale'>;

/** The body a route takes, as its schema reads it. */
export type RouteBody<N extends RouteName> = Part<N, 'body'>;
/** The query a route reads (the locale aside). */
export type RouteQuery<N extends RouteName> = QueryOf<N>;
/** The path parameters a route reads. */
export type RoutePathParams<N extends RouteName> = Part<N, 'params'>;
/** What a route answers on success. */
export type RouteAnswer<N extends RouteName> = z.output<Definition<N>['answer']>;

type Field<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : object extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** What a call of route N sends: its path parameters, query and body, each typed by the route's schemas. */
export type RouteRequest<N extends RouteName> = Field<'params', RoutePathParams<N>> & Field<'query', RouteQuery<N>> & Field<'body', RouteBody<N>>;

/** Whether every part of a route's request may be left out (then the request argument is optional). */
type OptionalRequest<N extends RouteName> = object extends RouteRequest<N> ? [request?: RouteRequest<N>] : [request: RouteRequest<N>];

/**
 * Reads the answer of a route: the CLI and tests pass one built from the table's schemas, so every
 * answer is checked; the browser leaves it out and takes the same-origin answer as its published type.
 */
export type AnswerCheck = (name: RouteName, value: unknown) => AnswerReading;

export interface StrideApiClient {
  /**
   * Calls the route of the table named `name` (its OpenAPI operationId), with the request and answer
   * types of its schemas.
   * @example api.call('getCart', { params: { basketId } })
   */
  call<N extends RouteName>(name: N, ...request: OptionalRequest<N>): ResultAsync<RouteAnswer<N>, ApiFailure>;
  /**
   * The same client knowing more routes: a lazily loaded page brings the addresses only it calls
   * (`pageRouteAddresses`), so the shell every page loads does not carry them.
   * @example api.with(pageRouteAddresses).call('cancelOrder', { body: { orderNumber } })
   */
  with(addresses: Readonly<Partial<Record<RouteName, RouteAddress>>>): StrideApiClient;
}

/** The route's path with each `:param` replaced by its encoded value; undefined when one is missing or empty. */
export function routePath(path: string, params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  let missing = false;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || String(value) === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? undefined : filled;
}

/** A path that begins with `//` would leave the API's origin (commerce section 5). */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function buildUrl(options: StrideApiClientOptions, path: string, query: Readonly<Record<string, unknown>> | undefined): string {
  const url = new URL(path, options.baseUrl);
  url.searchParams.set('locale', options.locale);
  for (const [key, value] of Object.entries(query ?? {})) {
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

/** A PDF answer (an invoice, a return label) is its bytes; any other is read as JSON. */
async function readAnswer(response: Response): Promise<unknown> {
  if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf') === true) return new Uint8Array(await response.arrayBuffer());
  return readJson(response);
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

/**
 * What an answer that is not a success means to a caller: the product error its `errorDetails` name, or an
 * unexpected failure when it names none.
 * @example failureFromAnswer(404, { errorDetails: [{ errorId: 'PLP400', message: 'No such product' }] })
 */
export function failureFromAnswer(status: number, body: unknown): ApiFailure {
  const error = productErrorFromAnswer(status, body);
  if (error !== undefined) return { kind: 'answer', status, error };
  return { kind: 'unexpected', status, message: `The API answered ${status} without errorDetails` };
}

/**
 * The typed Stride API client: calls a route of the table by name, sends locale, channel and a
 * correlation id on every call, reads the answer (checked when the options say how) and turns an
 * `errorDetails` answer into a product error.
 * @example createStrideApiClient({ fetch, baseUrl, locale: 'en-US', newCorrelationId: () => crypto.randomUUID() }).call('getCatalog')
 */
export function createStrideApiClient(options: StrideApiClientOptions): StrideApiClient {
  const read = options.checkAnswer ?? ((_name: RouteName, value: unknown) => ({ success: true as const, data: value }));
  const table = options.addresses ?? (routeAddresses as Readonly<Partial<Record<RouteName, RouteAddress>>>);
  // A client extended with a table is made once per table: a page's loaders call `with` on each call.
  const extended = new WeakMap<object, StrideApiClient>();
  return {
    with: (addresses) => {
      const known = extended.get(addresses);
      if (known !== undefined) return known;
      const client = createStrideApiClient({ ...options, addresses: { ...table, ...addresses } });
      extended.set(addresses, client);
      return client;
    },
    call<N extends RouteName>(name: N, ...[request]: OptionalRequest<N>): ResultAsync<RouteAnswer<N>, ApiFailure> {
      const address = table[name];
      if (address === undefined) return errAsync({ kind: 'unexpected', status: 0, message: `Refused request to ${name}: this client has no address for it` });
      const parts = (request ?? {}) as { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>>; body?: unknown };
      const path = routePath(address.path, parts.params);
      if (path === undefined || !isSafePath(path)) {
        return errAsync({ kind: 'unexpected', status: 0, message: `Refused request to ${name}: a path parameter is missing` });
      }
      // A POST, PUT or PATCH always sends a JSON body (an empty object when the caller gives none).
      const body = parts.body ?? (address.method === 'get' || address.method === 'delete' ? undefined : {});
      const hasBody = body !== undefined;
      const init: RequestInit = { method: address.method.toUpperCase(), headers: buildHeaders(options, hasBody) };
      if (hasBody) init.body = JSON.stringify(body);
      return ResultAsync.fromPromise(options.fetch(buildUrl(options, path, parts.query), init), (cause): ApiFailure => ({
        kind: 'network',
        message: cause instanceof Error ? cause.message : String(cause),
      })).andThen((response) =>
        ResultAsync.fromSafePromise(readAnswer(response)).andThen((answer) => {
          if (!response.ok) return errAsync(failureFromAnswer(response.status, answer));
          const parsed = read(name, answer);
          if (!parsed.success) {
            return errAsync<RouteAnswer<N>, ApiFailure>({
              kind: 'unexpected',
              status: response.status,
              message: `The API answer did not match its schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
            });
          }
          return okAsync<RouteAnswer<N>, ApiFailure>(parsed.data as RouteAnswer<N>);
        }),
      );
    },
  };
}
