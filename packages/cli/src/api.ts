import { randomUUID } from 'node:crypto';
import {
  checkedAnswers,
  createStrideApiClient,
  createUndiciFetch,
  type FetchLike,
  type RouteAnswer,
  type RouteRequest,
  type StrideApiClient,
} from '@stride/adapters-http';
import { allRouteAddresses } from '@stride/application/api-routes';
import type { RouteName } from '@stride/application/route-addresses';
import type { ApiFailure } from '@stride/application/storefront';
import type { CommandContext } from './command-context.js';
import { ExitCode } from './exit-codes.js';

/** A call's outcome, without making neverthrow a dependency of the cli. */
export type CallOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ApiFailure };

export const DEFAULT_API_URL = 'http://localhost:3000';

export interface ApiOptions {
  readonly apiUrl?: string;
}

/** The API origin: --api-url, else STRIDE_API_URL, else the local default. */
export function apiUrlOf(options: ApiOptions, env: CommandContext['io']['env']): string {
  return options.apiUrl ?? (env['STRIDE_API_URL'] || DEFAULT_API_URL);
}

const sharedFetch: { value?: FetchLike } = {};

/**
 * One call of a route of the table, by name, with a timeout and one retry when the server could not
 * be reached; the answer is checked with the route's schema.
 * @example await callApi(apiUrl, 'getPurchase', { params: { orderId } }, token)
 */
export async function callApi<N extends RouteName>(
  baseUrl: string,
  name: N,
  request: RouteRequest<N>,
  accessToken?: string,
): Promise<CallOutcome<RouteAnswer<N>>> {
  sharedFetch.value ??= createUndiciFetch({ connectTimeoutMs: 5_000, timeoutMs: 15_000 });
  const client = createStrideApiClient({
    fetch: sharedFetch.value,
    baseUrl,
    locale: 'en-US',
    newCorrelationId: randomUUID,
    accessToken: () => accessToken,
    checkAnswer: checkedAnswers,
    addresses: allRouteAddresses,
  });
  // The client's rest parameter makes the request optional where every part is; here it is always given.
  const call = () => (client.call as (name: N, request: RouteRequest<N>) => ReturnType<StrideApiClient['call']>)(name, request);
  let result = await call();
  if (result.isErr() && result.error.kind === 'network') result = await call();
  return result.isOk() ? { ok: true, value: result.value as RouteAnswer<N> } : { ok: false, failure: result.error };
}

/** The exit code for a failed call: 404 not found, 401/403 not authorised, anything else a failure. */
export function exitCodeOf(failure: ApiFailure): ExitCode {
  if (failure.kind === 'network') return ExitCode.Failure;
  if (failure.status === 404) return ExitCode.NotFound;
  if (failure.status === 401 || failure.status === 403) return ExitCode.NotAuthorised;
  return ExitCode.Failure;
}

/** Prints `stride <command>: ERRID: message` (never a stack) and sets the exit code. */
export function reportFailure(context: CommandContext, command: string, failure: ApiFailure): void {
  const text =
    failure.kind === 'answer'
      ? `${failure.error.errorId}: ${failure.error.message}`
      : failure.kind === 'network'
        ? `could not reach the Stride API (${failure.message})`
        : failure.message;
  context.io.stderr.write(`${context.colour.stderr.red(`stride ${command}: ${text}`)}\n`);
  context.setExitCode(exitCodeOf(failure));
}

/** Prints a usage error before any request and sets exit code 2. */
export function reportUsage(context: CommandContext, command: string, message: string): void {
  context.io.stderr.write(`${context.colour.stderr.red(`stride ${command}: ${message}`)}\n`);
  context.setExitCode(ExitCode.Usage);
}
