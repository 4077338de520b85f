// Rich text is HTML written by editors and rendered as HTML by the web, so only a small, inert subset is accepted.
/** The HTML elements rich text may hold (the web's renderer keeps the same list). */
export const CONTENT_HTML_ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sup',
  'sub',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'blockquote',
]);
/** The attributes rich text may carry. */
export const CONTENT_HTML_ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'target', 'rel', 'class', 'lang', 'title', 'aria-label']);
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Whether a link target is one the store may render: a same-site path, http(s), mailto or tel. */
export function isSafeContentUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('/')) return !trimmed.startsWith('//') && !trimmed.startsWith('/\\');
  if (trimmed.startsWith('#')) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/i.test(trimmed);
}

function attributesAreSafe(raw: string): boolean {
  const text = raw.replace(/\/\s*$/, '');
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!CONTENT_HTML_ALLOWED_ATTRIBUTES.has(name)) return false;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' && !isSafeContentUrl(value)) return false;
    if (name === 'target' && !['_self', '_blank'].includes(value)) return false;
  }
  return true;
}

/**
 * Whether editor HTML stays inside the allowed subset: paragraphs, headings h2-h5, lists, links (safe href only),
 * emphasis and spans; no comments, scripts, styles, event handlers or other tags.
 * @example isSafeContentHtml('<p>Free <a href="/en-us/help">returns</a></p>') // true
 */
export function isSafeContentHtml(html: string): boolean {
  if (html.includes('<!') || html.includes('<?')) return false;
  let stripped = html;
  for (const match of html.matchAll(TAG)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!CONTENT_HTML_ALLOWED_TAGS.has(name)) return false;
    if (!attributesAreSafe(match[2] ?? '')) return false;
    stripped = stripped.replace(match[0], '');
  }
  // A '<' left over is a tag the pattern did not read (unclosed or malformed).
  return !stripped.includes('<');
}
