import fc from 'fast-check';

/** One operation of the served OpenAPI document, as the route walk needs it. */
export interface WalkedOperation {
  readonly method: string;
  /** OpenAPI style: `/cart/v1/cart/{basketId}`. */
  readonly path: string;
  /** Path parameters in the order the path names them, with their JSON schemas. */
  readonly pathParams: readonly JsonSchema[];
  readonly query: Readonly<Record<string, JsonSchema>>;
  /** The JSON body's schema, or undefined when the operation takes no body. */
  readonly body: JsonSchema | undefined;
}

/** The part of JSON Schema (draft 2020-12, as zod writes it) the walk reads to build near-valid values. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

const COMPONENT_REF = '#/components/schemas/';
// Deep enough for any body; a recursive shared schema is cut there.
const MAX_INLINED_REFS = 6;

/**
 * The schema with each `$ref` to a shared schema of the document replaced by that schema, so the
 * walk builds near-valid values inside named parts too.
 */
export function inlineComponentRefs(schema: unknown, components: Readonly<Record<string, unknown>>, depth = 0): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => inlineComponentRefs(item, components, depth)) as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF)) {
    const target = components[ref.slice(COMPONENT_REF.length)];
    return depth >= MAX_INLINED_REFS || target === undefined ? {} : inlineComponentRefs(target, components, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, inner]) => [key, inlineComponentRefs(inner, components, depth)])) as JsonSchema;
}

/** A request an attacker might send: what goes in the path, the query, the body and its type. */
export interface HostileRequest {
  readonly url: string;
  readonly body: string | undefined;
  readonly contentType: string | undefined;
  readonly token: 'none' | 'guest' | 'shopper';
}

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\r\nSet-Cookie: x=1',
  '\uD800',
  '\uFEFF',
  '\u202Egnp.exe',
  'ｘ',
  '😀'.repeat(50),
  '../../etc/passwd',
  '..',
  '%00',
  '%2e%2e%2f',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '',
  ' ',
];

/** Strings an attacker puts in a URL: controls, NUL, traversal, lone surrogates, injections, 10 KB. */
const urlHostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer({ min: 10_000, max: 12_000 }).map((length) => 'x'.repeat(length)),
);

/** The same, and in a body up to 600 KB of text as well. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  urlHostileString,
  fc.integer({ min: 50_000, max: 300_000 }).map((length) => 'é'.repeat(length)),
);

const shortHostile = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 24 }));

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1, Number.MAX_SAFE_INTEGER + 2, 0.1),
);

/** Any JSON value with hostile leaves, a few levels deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(shortHostile, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** `{"a":{"a":...}}` or `[[...]]`, deeper than any contract. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 33, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string({ maxLength: 12 });
  }
}

/** A value the schema accepts (as far as its keywords say) or nearly: valid-looking ids, lengths and enums. */
function nearlyValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices !== undefined && choices.length > 0) return fc.oneof(...choices.map((choice) => withHostility(choice, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern !== undefined) return matching(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, (schema.minLength ?? 0) + 20) });
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.ceil(schema.minimum ?? 0), max: Math.floor(Math.min(schema.maximum ?? 1000, (schema.minimum ?? 0) + 1000)) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items === undefined ? hostileValue : withHostility(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: (schema.minItems ?? 0) + 2,
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, withHostility(property, depth + 1)])), {
        requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
    default:
      return hostileValue;
  }
}

/** Mostly a near-valid value, sometimes a hostile one in its place: a bad leaf inside an otherwise good body. */
function withHostility(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: nearlyValid(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** A body for an operation: near-valid with hostile leaves and extra keys, or hostile through and through. */
function hostileBody(schema: JsonSchema): fc.Arbitrary<string> {
  const object = fc
    .tuple(withHostility(schema, 0), fc.dictionary(shortHostile, hostileValue, { maxKeys: 2 }))
    .map(([value, extra]) => JSON.stringify(typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...extra, ...value } : value) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.constantFrom('{', '', 'null', '[]', '"x"', '{"a":1}{', '\u0000', '{"__proto__":{"admin":true}}') },
  );
}

/**
 * A generated value as URL text. `String()` throws on an object whose `toString` a generator replaced (fast-check's
 * objects may have a key of that name), so objects are written as JSON instead.
 */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value) ?? 'null';
  return String(value);
}

/** A path parameter or query value: near-valid text (the route's own pattern), or hostile. */
function hostileText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof({ weight: 2, arbitrary: nearlyValid(schema, 0).map(asText) }, { weight: 3, arbitrary: urlHostileString });
}

// A URL cannot carry half a surrogate pair (encodeURIComponent throws); the body and query can.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function pathWith(template: string, values: readonly string[]): string {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, () => {
    const value = values[index++] ?? '';
    // Traversal goes out as written (the URL parser resolves it); the rest is encoded as a client would.
    return value.startsWith('..') ? value : encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  });
}

/**
 * Hostile requests for one operation: near-valid or hostile path parameters, a query of its own
 * names and others (some repeated), a body that is near-valid with hostile leaves or hostile through
 * and through, JSON or not, with or without a token.
 */
export function hostileRequest(operation: WalkedOperation): fc.Arbitrary<HostileRequest> {
  const ownQuery = Object.entries(operation.query).map(([name, schema]) => fc.tuple(fc.constant(name), hostileText(schema)));
  const strangerQuery = fc.tuple(fc.oneof(fc.constantFrom('locale', 'x'), shortHostile), shortHostile);
  const body = operation.body === undefined ? fc.constant(undefined) : fc.option(hostileBody(operation.body), { freq: 8 });
  return fc
    .record({
      params: fc.tuple(...operation.pathParams.map(hostileText)),
      query: fc.array(ownQuery.length === 0 ? strangerQuery : fc.oneof(...ownQuery, strangerQuery), { maxLength: 4 }),
      body,
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', undefined),
      token: fc.constantFrom('none', 'guest', 'shopper') as fc.Arbitrary<HostileRequest['token']>,
    })
    .map(({ params, query, body: text, contentType, token }) => {
      const search = new URLSearchParams(query).toString();
      return { url: `${pathWith(operation.path, params)}${search === '' ? '' : `?${search}`}`, body: text ?? undefined, contentType, token };
    });
}
