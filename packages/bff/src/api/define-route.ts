import type { StrideError } from '@stride/domain/errors';
import { strideError } from '@stride/domain/errors';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Result } from 'neverthrow';
import type { AuthRequirement, RouteDefinition } from '@stride/application/api-routes';
import type { z } from 'zod';
import { setAnswerHeader } from '../http/answer-headers.js';
import type { AppEnv } from '../http/app-env.js';
import { requestBodyLimit } from '../http/request-body-limit.middleware.js';
import { respondWithError } from './api-error.js';
import type { OpenApiRegistry } from './openapi-registry.js';
import type { Principal } from './principal.js';
import { acceptsMediaType, isJsonContentType, jsonBodyFlaw, urlMayHoldFlaw, valuesFlaw } from './request-guards.js';

/** Who may call a route, and one route of the table (packages/application/src/api-contract/routes). */
export type { AuthRequirement, RouteDefinition } from '@stride/application/api-routes';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Encoded JSON of shared answer objects, kept as long as the object lives (the cache's entry). */
const encodedAnswers = new WeakMap<object, Uint8Array<ArrayBuffer>>();
const utf8 = new TextEncoder();

function encodedJson(answer: object): Uint8Array<ArrayBuffer> {
  const known = encodedAnswers.get(answer);
  if (known !== undefined) return known;
  const encoded = utf8.encode(JSON.stringify(answer));
  encodedAnswers.set(answer, encoded);
  return encoded;
}

export interface RouteInput<B, Q, P, H = undefined> {
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  readonly headers: H;
  readonly principal: Principal | undefined;
  readonly correlationId: string;
  readonly c: Context<AppEnv>;
}

/** A handler returns the answer or a coded error; it throws only for bugs (answered GEN500). */
export type RouteHandler<B, Q, P, A, H = undefined> = (input: RouteInput<B, Q, P, H>) => Promise<Result<A, StrideError>>;

/** Answers a request that failed validation: 400 ATTR300 naming the first offending fields. */
function invalidInput(c: Context<AppEnv>, where: string, error: z.ZodError): Response {
  const issues = error.issues.slice(0, 3).map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`);
  return respondWithError(c, strideError('ATTR300', `Invalid request: ${issues.join('; ')}`), 400);
}

type BodyRead = { kind: 'json'; value: unknown; text: string } | { kind: 'not-json' } | { kind: 'unsupported-media' };

/**
 * Reads a JSON route's body. A body of another type is refused before it is parsed: a browser sends
 * `text/plain` or a form across sites without asking, but never `application/json`. No body reads as `{}`.
 */
async function readJsonBody(c: Context<AppEnv>): Promise<BodyRead> {
  const text = await c.req.text();
  if (text.trim() === '') return { kind: 'json', value: {}, text: '{}' };
  if (!isJsonContentType(c.req.header('content-type'))) return { kind: 'unsupported-media' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown, text };
  } catch {
    return { kind: 'not-json' };
  }
}

function authFailure(c: Context<AppEnv>, auth: AuthRequirement, principal: Principal | undefined): Response | undefined {
  if (auth === 'none' || auth === 'optional') return undefined;
  if (principal === undefined) return respondWithError(c, strideError('AUT432', 'Sign-in required: send a valid access token.'), 401);
  if (auth === 'agent' && principal.agentRole === undefined) {
    return respondWithError(c, strideError('AUT432', 'This call is for support agents only.'), 403);
  }
  if (auth === 'assisted' && principal.agentRole === undefined && c.get('inStore') === undefined) {
    return respondWithError(c, strideError('AUT432', 'This call is for support agents and in-store sessions only.'), 403);
  }
  return undefined;
}

type Parsed = { ok: true; value: unknown } | { ok: false; response: Response };
type AnyDefinition = RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, Schema, Schema | undefined>;

/** The request headers a route's schema reads, by name (most routes read none). */
function readHeaderNames(def: AnyDefinition): readonly string[] {
  return def.headers === undefined ? [] : Object.keys((def.headers as z.ZodObject).shape ?? {});
}

/** Control characters and oversized values in the path, the query or the read headers: 400 ATTR300. */
function urlAndHeaderFlaw(c: Context<AppEnv>, headerNames: readonly string[]): string | undefined {
  const urlFlaw = urlMayHoldFlaw(c.req.url) ? (valuesFlaw('params', c.req.param()) ?? valuesFlaw('query', c.req.queries())) : undefined;
  if (urlFlaw !== undefined || headerNames.length === 0) return urlFlaw;
  const readHeaders: Record<string, string> = {};
  for (const name of headerNames) {
    const value = c.req.header(name);
    if (value !== undefined) readHeaders[name] = value;
  }
  return valuesFlaw('headers', readHeaders);
}

function parseParts(
  c: Context<AppEnv>,
  def: AnyDefinition,
  rawBody: unknown,
): { ok: true; body: unknown; query: unknown; params: unknown; headers: unknown } | { ok: false; response: Response } {
  const parse = (where: string, schema: Schema | undefined, raw: unknown): Parsed => {
    if (schema === undefined) return { ok: true, value: undefined };
    const result = schema.safeParse(raw);
    return result.success ? { ok: true, value: result.data } : { ok: false, response: invalidInput(c, where, result.error) };
  };
  const params = parse('params', def.params, c.req.param());
  if (!params.ok) return params;
  const query = parse('query', def.query, c.req.query());
  if (!query.ok) return query;
  const headers = parse('headers', def.headers, def.headers === undefined ? undefined : c.req.header());
  if (!headers.ok) return headers;
  const body = parse('body', def.body, rawBody);
  if (!body.ok) return body;
  return { ok: true, body: body.value, query: query.value, params: params.value, headers: headers.value };
}

/**
 * Everything a request must pass before its handler runs, in order: an `Accept` header that takes the route's answer
 * (406 API406; JSON, or the images of a photo route), a JSON body type (415 API415),
 * who calls (401/403 AUT432), no control characters and no oversized values anywhere, a body that
 * parses and nests at most MAX_JSON_DEPTH deep (400 ATTR300), then the route's schemas.
 */
async function checkedInput(
  c: Context<AppEnv>,
  def: AnyDefinition,
  headerNames: readonly string[],
): Promise<{ ok: true; body: unknown; query: unknown; params: unknown; headers: unknown } | { ok: false; response: Response }> {
  const answers = def.answerMediaType ?? 'application/json';
  // The PDF routes are not checked: the typed client asks every call for JSON and reads a PDF by its content type.
  if (answers !== 'application/pdf' && !acceptsMediaType(c.req.header('accept'), answers)) {
    return { ok: false, response: respondWithError(c, strideError('API406', `This call answers ${answers}: accept it (or any type).`), 406) };
  }
  const read = def.body === undefined ? undefined : await readJsonBody(c);
  if (read?.kind === 'unsupported-media') {
    return { ok: false, response: respondWithError(c, strideError('API415', 'Send the body as application/json.'), 415) };
  }
  const denied = authFailure(c, def.auth, c.get('principal'));
  if (denied !== undefined) return { ok: false, response: denied };
  const flaw = urlAndHeaderFlaw(c, headerNames) ?? (read?.kind === 'json' ? jsonBodyFlaw(read.text, read.value) : undefined);
  if (flaw !== undefined) return { ok: false, response: respondWithError(c, strideError('ATTR300', `Invalid request: ${flaw}`), 400) };
  if (read?.kind === 'not-json') return { ok: false, response: respondWithError(c, strideError('ATTR300', 'The request body is not valid JSON.'), 400) };
  return parseParts(c, def, read?.kind === 'json' ? read.value : undefined);
}

/** Whether If-None-Match names the answer's tag; compared weakly, as compression may mark the tag W/. */
function ifNoneMatchHolds(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A route's own body limit, answering 413 in the spec's shape. */
function routeBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  return requestBodyLimit(maxSize, (c) => payloadTooLarge(c, maxSize));
}

/** 413 with ATTR300 (the spec has no code of its own for a body too large). */
export function payloadTooLarge(c: Context<AppEnv>, maxSize: number): Response {
  return respondWithError(c, strideError('ATTR300', `The request body is larger than ${maxSize} bytes.`), 413);
}

/**
 * Registers one API route: checks who calls, validates params, query, headers and body with the route's zod
 * schemas (400 ATTR300 on bad input, before any handler runs), maps a coded error to its status, and
 * records the route in the OpenAPI document.
 */
export function defineRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  A extends Schema,
  H extends Schema | undefined = undefined,
>(
  app: Hono<AppEnv>,
  registry: OpenApiRegistry,
  def: RouteDefinition<B, Q, P, A, H>,
  handler: RouteHandler<Infer<B>, Infer<Q>, Infer<P>, z.output<A>, Infer<H>>,
): void {
  registry.add(def);
  const headerNames = readHeaderNames(def);
  const serve = async (c: Context<AppEnv>): Promise<Response> => {
    // Answers may depend on who asks: no cache keeps them unless the route says they are public.
    setAnswerHeader(c, 'cache-control', 'no-store');
    const parts = await checkedInput(c, def, headerNames);
    if (!parts.ok) return parts.response;
    const principal = c.get('principal');
    const result = await handler({
      body: parts.body as Infer<B>,
      query: parts.query as Infer<Q>,
      params: parts.params as Infer<P>,
      headers: parts.headers as Infer<H>,
      principal,
      correlationId: c.get('correlationId'),
      c,
    });
    if (result.isErr()) return respondWithError(c, result.error, def.errorStatus?.[result.error.code]);
    if (registry.checkAnswers) {
      const checked = def.answer.safeParse(result.value);
      if (!checked.success) {
        // A bug in the route, not the caller's fault: the answer broke the published contract.
        const issues = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`${def.method.toUpperCase()} ${def.path} answered outside its schema: ${issues.join('; ')}`);
      }
    }
    const status = (def.successStatus ?? 200) as ContentfulStatusCode;
    if (def.publicCacheControl !== undefined) setAnswerHeader(c, 'cache-control', def.publicCacheControl);
    // A handler that tags its answer (c.header('etag', ...)) gets conditional requests answered for free. The tag is
    // read only when the request names one: reading c.res makes Hono copy the finished answer into a new Response
    // with a streamed body, which node's server then reads chunk by chunk.
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch !== undefined && status === 200) {
      const etag = c.res.headers.get('etag');
      if (etag !== null && ifNoneMatchHolds(ifNoneMatch, etag)) return c.body(null, 304);
    }
    if (def.answerMediaType === 'image/*') {
      // An image answers its own type; nosniff keeps a browser from reading it as anything else.
      const image = result.value as { bytes: Uint8Array<ArrayBuffer>; contentType: string };
      return c.body(image.bytes, status, { 'content-type': image.contentType, 'x-content-type-options': 'nosniff' });
    }
    if (def.answerMediaType !== undefined) return c.body(result.value as Uint8Array<ArrayBuffer>, status, { 'content-type': def.answerMediaType });
    if (def.sharedAnswers === true) return c.body(encodedJson(result.value as object), status, { 'content-type': 'application/json' });
    return c.json(result.value as object, status);
  };
  const method = def.method.toUpperCase();
  if (def.bodyLimitBytes === undefined) app.on(method, def.path, serve);
  else app.on(method, def.path, routeBodyLimit(def.bodyLimitBytes), serve);
}
