// Checks every API request passes before its route's schemas see it. PostgreSQL text cannot hold
// NUL, other control characters have no business in names or addresses, and a deeply nested body
// would make the schema walk recurse without end.

/** Deepest object or array nesting a request body may have; the deepest contract needs under 10. */
export const MAX_JSON_DEPTH = 32;

/** Longest query value or path parameter any route reads; contracts bound their own fields tighter. */
export const MAX_URL_VALUE_LENGTH = 2048;

// C0 controls and DEL; free text may still hold tab, line feed and carriage return.
/* eslint-disable no-control-regex -- finding control characters is what these two patterns are for */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** `application/json`, optionally with a UTF-8 charset: the only body type the API reads. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i.test(contentType?.trim() ?? '');
}

/** How closely an `Accept` range names a media type: 2 itself, 1 its `type/*`, 0 the any-type range, -1 another type. */
function rangeSpecificity(range: string, type: string, subtype: string): number {
  const [rangeType, rangeSubtype] = range.split('/');
  if (rangeType === '*' && rangeSubtype === '*') return 0;
  if (rangeType !== type) return -1;
  if (rangeSubtype === '*' || subtype === '*') return 1;
  return rangeSubtype === subtype ? 2 : -1;
}

/**
 * Whether an `Accept` header takes an answer of `mediaType` (RFC 9110, section 12.5.1): no header does; otherwise the
 * most specific range that matches (the type itself, then `type/*`, then the any-type range) decides, by a quality
 * above 0. A route answering any image (`image/*`) matches every image range. Parameters other than `q` are ignored.
 * @example acceptsMediaType('text/html, application/xml;q=0.9', 'application/json') // false
 */
export function acceptsMediaType(accept: string | undefined, mediaType: string): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const [type = '', subtype = ''] = mediaType.toLowerCase().split('/');
  let best = { specificity: -1, quality: 0 };
  for (const range of accept.split(',')) {
    const [name = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const specificity = rangeSpecificity(name, type, subtype);
    if (specificity < best.specificity) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const quality = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, '')) || 0;
    if (specificity > best.specificity || quality > best.quality) best = { specificity, quality };
  }
  return best.specificity >= 0 && best.quality > 0;
}

/** Whether a string holds a control character (free text may hold tab, LF and CR). */
export function hasControlCharacter(value: string, freeText: boolean): boolean {
  return (freeText ? CONTROL_BUT_WHITESPACE : ANY_CONTROL).test(value);
}

/**
 * What makes a parsed JSON body unfit for any route: nesting deeper than MAX_JSON_DEPTH, or a
 * control character in a key or string value. Walks with its own stack, so no body can overflow it.
 * @example bodyFlaw({ name: 'a\u0000b' }) // 'body.name: control characters are not allowed'
 */
export function bodyFlaw(body: unknown): string | undefined {
  // Each entry keeps its parent and key, not its path: the path is spelled out only for a flaw, so a
  // sound body (nearly every one) costs no string building per field.
  type Entry = { value: unknown; parent: Entry | undefined; key: string; depth: number };
  const pathOf = (entry: Entry): string => (entry.parent === undefined ? entry.key : `${pathOf(entry.parent)}.${entry.key}`);
  const stack: Entry[] = [{ value: body, parent: undefined, key: 'body', depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (hasControlCharacter(value, true)) return `${pathOf(next)}: control characters are not allowed`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return `${pathOf(next)}: nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacter(key, false)) return `${pathOf(next)}: a key holds control characters`;
      stack.push({ value: child, parent: next, key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * `bodyFlaw` of a body parsed from `text`, walking the parsed body only when the text can hold a flaw: a C0 control
 * character reaches a JSON string or key only escaped (a raw one makes the text no JSON at all) and DEL may come raw,
 * so a text with neither a backslash nor DEL holds none, and its nesting is counted on the text itself. Nearly every
 * body is such a text.
 */
export function jsonBodyFlaw(text: string, body: unknown): string | undefined {
  return text.includes('\\') || text.includes('\u007f') || plainJsonDeeperThan(text, MAX_JSON_DEPTH) ? bodyFlaw(body) : undefined;
}

/** Whether JSON text without escapes nests objects and arrays more than `max` deep (brackets inside strings skipped). */
function plainJsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) inString = !inString;
    else if (inString) continue;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Whether a request URL can hold a control character or an over-long value at all: a control
 * character only arrives percent-encoded (the HTTP parser refuses it raw), and no value is longer
 * than the URL. Most URLs are short and plain, so their parameters need no walk.
 */
export function urlMayHoldFlaw(url: string): boolean {
  return url.length > MAX_URL_VALUE_LENGTH || url.includes('%');
}

/**
 * What makes path parameters, query values or read headers unfit for any route: a control
 * character (query values are free text: tab, LF and CR pass) or a value longer than MAX_URL_VALUE_LENGTH.
 */
export function valuesFlaw(where: 'params' | 'query' | 'headers', values: Readonly<Record<string, string | readonly string[]>>): string | undefined {
  for (const [name, raw] of Object.entries(values)) {
    for (const value of typeof raw === 'string' ? [raw] : raw) {
      if (hasControlCharacter(name, false) || hasControlCharacter(value, where === 'query')) return `${where}.${name}: control characters are not allowed`;
      if (where !== 'headers' && value.length > MAX_URL_VALUE_LENGTH) return `${where}.${name}: longer than ${MAX_URL_VALUE_LENGTH} characters`;
    }
  }
  return undefined;
}
