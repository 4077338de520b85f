import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsMediaType, bodyFlaw, isJsonContentType, jsonBodyFlaw, MAX_JSON_DEPTH, urlMayHoldFlaw, valuesFlaw } from './request-guards.js';

const control = fc.constantFrom(...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((ch) => !'\t\n\r'.includes(ch)), '\u007f');
const plainText = fc.string({ unit: fc.constantFrom(...'ab Z9-é😀\t\n\r'), maxLength: 12 });
// Keys are names, not free text: tab, LF and CR are refused there too.
const plainKey = fc.string({ unit: fc.constantFrom(...'ab Z9-é😀'), maxLength: 8 });
const plainJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 4 },
    plainText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(plainKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

describe('bodyFlaw', () => {
  it('finds nothing in a body of ordinary text (values may hold tab, LF and CR), nested a few levels', () => {
    fc.assert(
      fc.property(plainJson, (body) => bodyFlaw(body) === undefined),
      { numRuns: 50 },
    );
  });

  it('finds a control character wherever it is put: in a value or a key, at any depth', () => {
    fc.assert(
      fc.property(plainJson, control, fc.boolean(), fc.integer({ min: 0, max: 5 }), (body, ch, inKey, depth) => {
        let hostile: unknown = inKey ? { [`k${ch}`]: body } : { value: `a${ch}b`, body };
        for (let level = 0; level < depth; level++) hostile = [hostile];
        return bodyFlaw(hostile)?.includes('control characters') === true;
      }),
      { numRuns: 50 },
    );
  });

  it('refuses nesting one level deeper than MAX_JSON_DEPTH, and allows it exactly', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });
    expect(bodyFlaw(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(bodyFlaw(nested(MAX_JSON_DEPTH + 1))).toContain('nested deeper');
    expect(bodyFlaw(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toContain('nested deeper');
  });
});

describe('jsonBodyFlaw', () => {
  it('law: finds in the JSON text of a body exactly what bodyFlaw finds walking the parsed body', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6, stringUnit: 'binary-ascii' }), fc.integer({ min: 0, max: 40 }), (value, wrap) => {
        let body: unknown = value;
        for (let level = 0; level < wrap; level++) body = level % 2 === 0 ? [body] : { '{[': body };
        const text = JSON.stringify(body);
        return jsonBodyFlaw(text, JSON.parse(text)) === bodyFlaw(JSON.parse(text));
      }),
      { numRuns: 200 },
    );
  });

  it('walks a text with escapes, and counts the nesting of a plain one on the text', () => {
    expect(jsonBodyFlaw('{"name":"a\\u0000b"}', { name: 'a\u0000b' })).toContain('control characters');
    // DEL needs no escape in JSON: it comes raw.
    expect(jsonBodyFlaw('{"name":"a\u007fb"}', { name: 'a\u007fb' })).toContain('control characters');
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(jsonBodyFlaw(deep, JSON.parse(deep))).toContain('nested deeper');
    const brackets = `{"a":"${'['.repeat(100)}"}`;
    expect(jsonBodyFlaw(brackets, JSON.parse(brackets))).toBeUndefined();
  });
});

describe('valuesFlaw and urlMayHoldFlaw', () => {
  it('lets tab, LF and CR through in query values only', () => {
    expect(valuesFlaw('query', { q: 'a\tb\nc' })).toBeUndefined();
    expect(valuesFlaw('params', { id: 'a\tb' })).toContain('params.id');
    expect(valuesFlaw('query', { q: ['ok', 'x\u0000'] })).toContain('query.q');
  });

  it('says a short URL without percent-escapes holds no flaw, and that it is a URL a flaw can hide in otherwise', () => {
    expect(urlMayHoldFlaw('http://127.0.0.1:3000/products/v2/products/AB123456/details?locale=en-US')).toBe(false);
    expect(urlMayHoldFlaw('http://127.0.0.1:3000/cart/v1/cart/%00')).toBe(true);
    expect(urlMayHoldFlaw(`http://127.0.0.1:3000/x?q=${'a'.repeat(3000)}`)).toBe(true);
  });
});

describe('isJsonContentType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON;charset="UTF-8"', ' application/json '])('accepts %s', (type) => {
    expect(isJsonContentType(type)).toBe(true);
  });

  it.each([undefined, '', 'text/plain', 'application/json; charset=utf-16', 'application/jsonx', 'application/json-patch+json', 'multipart/form-data'])(
    'refuses %s',
    (type) => {
      expect(isJsonContentType(type)).toBe(false);
    },
  );
});

describe('acceptsMediaType', () => {
  it.each([
    [undefined, 'application/json', true],
    ['', 'application/json', true],
    ['application/json', 'application/json', true],
    ['Application/JSON; charset=utf-8', 'application/json', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/json', true],
    ['application/*', 'application/json', true],
    ['text/html', 'application/json', false],
    ['text/html, application/xml;q=0.9', 'application/json', false],
    ['application/json;q=0', 'application/json', false],
    ['application/json;q=0, */*', 'application/json', false],
    ['*/*;q=0', 'application/json', false],
    ['image/webp', 'image/*', true],
    ['application/json', 'image/*', false],
    ['application/pdf', 'application/pdf', true],
    ['application/json', 'application/pdf', false],
  ])('Accept %j takes %s: %s', (accept, mediaType, expected) => {
    expect(acceptsMediaType(accept, mediaType)).toBe(expected);
  });
});
