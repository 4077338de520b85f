import type { z } from 'zod';
import { allRouteAddresses } from './all-route-addresses.js';
import type { RouteName } from './route-addresses.js';

/**
 * Who may call a route: anyone, anyone (principal read when present), a token holder, an agent, or an agent or a
 * token holder on a store device with an open in-store session (`assisted`: the associate's authority, for the
 * shopper in front of them).
 */
export type AuthRequirement = 'none' | 'optional' | 'required' | 'agent' | 'assisted';

type Schema = z.ZodType;

/** What a route takes and answers, beside its address: its schemas, who may call it, its error ids. */
export interface RouteContract<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
  H extends Schema | undefined = Schema | undefined,
> {
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth: AuthRequirement;
  readonly body?: B;
  readonly query?: Q;
  readonly params?: P;
  /** Request headers the route reads (names in lower case); other headers pass untouched. */
  readonly headers?: H;
  readonly answer: A;
  /**
   * The answer's media type when it is not JSON: a PDF's answer is its bytes; an image's (`image/*`) is its bytes and
   * its own type (`{ bytes, contentType }`).
   */
  readonly answerMediaType?: 'application/pdf' | 'image/*';
  /** 200 unless told; 201 for creations. */
  readonly successStatus?: 200 | 201;
  /** The spec error codes the route can answer with. */
  readonly errors?: readonly string[];
  /** Statuses this route answers for some codes instead of the domain's table (AUT432 as 403 to a signed-in caller). */
  readonly errorStatus?: Readonly<Record<string, number>>;
  /**
   * The handler hands the same answer object to many requests (it keeps answers in a cache): its
   * JSON is then encoded once per object and the bytes reused. Only for answers nobody mutates.
   */
  readonly sharedAnswers?: true;
  /** A body limit below the server's (STRIDE_BODY_LIMIT_BYTES) for a route whose bodies are small. */
  readonly bodyLimitBytes?: number;
  /**
   * Cache-Control of a success answer that is the same for everyone who asks (public data only).
   * Without it every answer is `no-store`: it may depend on who asks, so no cache may keep it.
   */
  readonly publicCacheControl?: string;
}

/** One API route as the table declares it: its name (the OpenAPI operationId), address and contract. */
export type RouteDefinition<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
  H extends Schema | undefined = Schema | undefined,
> = RouteContract<B, Q, P, A, H> & {
  /** The route's name in the table, and its OpenAPI operationId. */
  readonly operationId: string;
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono style, e.g. `/cart/v1/cart/:basketId`. */
  readonly path: string;
};

/**
 * A route of the table: the contract joined to its address in `allRouteAddresses`, named once.
 * @example route('getCart', { summary: 'Load a cart', tags: ['Cart'], auth: 'required', params, answer })
 */
export function route<N extends RouteName, const C extends RouteContract>(
  name: N,
  contract: C,
): C & (typeof allRouteAddresses)[N] & { readonly operationId: N } {
  return { ...contract, ...allRouteAddresses[name], operationId: name };
}
