import type { RouteDefinition, RouteName } from '@stride/application/api-routes';
import { httpStatusForErrorCode, strideErrorMessage, type StrideError } from '@stride/domain/errors';
import type { Result } from 'neverthrow';
import type { z } from 'zod';
import { errorBody, type ErrorBody } from '../http/error-body.js';
import { valuesFlaw } from './request-guards.js';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a public read is given: the route's validated query and path parameters, and the request's correlation id. */
export interface PublicReadInput<Q, P> {
  readonly query: Q;
  readonly params: P;
  readonly correlationId: string;
}

/** A route's answer as a function of its validated input alone: the same answer for whoever asks. */
export type PublicRead<Q, P, A> = (input: PublicReadInput<Q, P>) => Promise<Result<A, StrideError>>;

/** The public read of route definition D: its query and params in, its answer out. */
export type PublicReadOf<D extends RouteDefinition> = PublicRead<PartOf<D, 'query'>, PartOf<D, 'params'>, z.output<D['answer']>>;
type PartOf<D, K extends 'query' | 'params'> = D extends { readonly [P in K]: infer S } ? Infer<S> : unknown;

/**
 * What a direct read gives: the answer; the error answer the route would send (status and body); or `http` when the
 * request is one the route's HTTP path must answer itself (input it refuses, a bug), so that answer stays the route's.
 */
export type DirectAnswer =
  | { readonly kind: 'answer'; readonly value: unknown }
  | { readonly kind: 'failure'; readonly status: number; readonly body: ErrorBody }
  | { readonly kind: 'http' };

/** A request of a public read as the in-process client has it: path parameters and query as strings, as the URL carries them. */
export interface DirectRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly correlationId: string;
}

interface Entry {
  readonly def: RouteDefinition;
  readonly read: PublicRead<unknown, unknown, unknown>;
  readonly isPublic: (params: unknown) => boolean;
}

const HTTP: DirectAnswer = Object.freeze({ kind: 'http' });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A value the URL would carry differently (a dot segment the URL resolves away, a lone surrogate it replaces): HTTP answers it. */
function changedByUrl(values: Readonly<Record<string, string>>): boolean {
  for (const value of Object.values(values)) if (value === '.' || value === '..' || LONE_SURROGATE.test(value)) return true;
  return false;
}

/**
 * The routes whose answer is the same for whoever asks (the category tree, product details, published content),
 * readable without HTTP: a server render's loads call them through `read`, which runs what the route runs before
 * and after its handler (control characters and lengths, the route's schemas, the answer's schema when checked,
 * the error's status and body) without the web Request, the middleware, the JSON and the Response in between.
 * Anything the route would refuse is left to the route (`http`), so those answers are the route's own.
 */
export class PublicReads {
  private readonly entries = new Map<string, Entry>();

  /** `checkAnswers`: check each answer against the route's schema, as the HTTP path does (STRIDE_CHECK_ANSWERS). */
  constructor(private readonly checkAnswers = false) {}

  /**
   * Makes a route readable directly. `isPublic` narrows it to the requests whose answer is the same for everyone
   * (published content, not a preview); the others go through HTTP, with the caller's cookies.
   */
  add<Q extends Schema | undefined, P extends Schema | undefined, A extends Schema>(
    def: RouteDefinition<undefined, Q, P, A, undefined>,
    read: PublicRead<Infer<Q>, Infer<P>, z.output<A>>,
    isPublic: (params: Infer<P>) => boolean = () => true,
  ): void {
    if (def.method !== 'get' || def.auth === 'required' || def.auth === 'agent' || def.auth === 'assisted')
      throw new Error(`${def.operationId} is not a public read`);
    this.entries.set(def.operationId, { def, read: read as Entry['read'], isPublic: isPublic as Entry['isPublic'] });
  }

  /** Whether `name` can be read directly. */
  has(name: RouteName): boolean {
    return this.entries.has(name);
  }

  /** Reads route `name` without HTTP; `http` when it is not a public read or the route must answer this request itself. */
  async read(name: RouteName, request: DirectRequest): Promise<DirectAnswer> {
    const entry = this.entries.get(name);
    if (entry === undefined || changedByUrl(request.params) || changedByUrl(request.query)) return HTTP;
    if (valuesFlaw('params', request.params) !== undefined || valuesFlaw('query', request.query) !== undefined) return HTTP;
    const { def } = entry;
    const params = def.params === undefined ? { success: true as const, data: undefined } : def.params.safeParse(request.params);
    const query = def.query === undefined ? { success: true as const, data: undefined } : def.query.safeParse(request.query);
    if (!params.success || !query.success || !entry.isPublic(params.data)) return HTTP;
    let result: Result<unknown, StrideError>;
    try {
      result = await entry.read({ query: query.data, params: params.data, correlationId: request.correlationId });
    } catch {
      // A bug: the route's HTTP path runs it again and answers it as every bug is answered (GEN500, logged).
      return HTTP;
    }
    if (result.isErr()) {
      const error = result.error;
      const status = def.errorStatus?.[error.code] ?? httpStatusForErrorCode(error.code);
      return { kind: 'failure', status, body: errorBody(error.code, strideErrorMessage(error), request.correlationId) };
    }
    if (this.checkAnswers && !def.answer.safeParse(result.value).success) return HTTP;
    return { kind: 'answer', value: result.value };
  }
}
