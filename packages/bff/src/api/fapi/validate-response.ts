import type { ValidateResponseAnswer, ValidateResponseBody } from '@stride/application/storefront';
import { errorResponseSchema, strideError, type StrideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import { openApiPath, type OpenApiRegistry } from '../openapi-registry.js';

/** The one contract the bff publishes (the zod schemas behind /openapi.json), by the name clients validate against. */
export const API_CONTRACT_NAME = 'stride';

const MAX_ISSUES = 20;

type Route = ReturnType<OpenApiRegistry['list']>[number];

const parameterCount = (route: Route) => (route.path.match(/:/g) ?? []).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matches(route: Route, path: string): boolean {
  const pattern = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The declared route a called path and method belong to; the most literal one when several fit (`/cart/v1/cart/prepareOrder` before `/cart/v1/cart/:basketId`). */
export function routeForCall(routes: readonly Route[], method: string, path: string): Route | undefined {
  const wanted = method.toLowerCase();
  return routes.filter((route) => route.method === wanted && matches(route, path)).sort((a, b) => parameterCount(a) - parameterCount(b))[0];
}

/**
 * Checks an answer a client received against the contract: the route's answer schema, or the error
 * response shape when the client saw an error. An unknown contract or a call the contract does not
 * declare is CONTRACT_NOT_FOUND; an answer that does not fit is `valid: false` with its issues.
 */
export function validateResponse(routes: readonly Route[], contract: string, call: ValidateResponseBody): Result<ValidateResponseAnswer, StrideError> {
  if (contract !== API_CONTRACT_NAME)
    return err(strideError('CONTRACT_NOT_FOUND', `There is no API contract named "${contract}"; the bff publishes "${API_CONTRACT_NAME}".`));
  const route = routeForCall(routes, call.method, call.path);
  if (route === undefined) return err(strideError('CONTRACT_NOT_FOUND', `The "${contract}" contract has no route ${call.method.toUpperCase()} ${call.path}.`));
  const checked = (call.error ? errorResponseSchema : route.answer).safeParse(call.data);
  const issues = checked.success ? [] : checked.error.issues.slice(0, MAX_ISSUES).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return ok({ valid: checked.success, contract, route: `${route.method.toUpperCase()} ${openApiPath(route.path)}`, issues });
}
