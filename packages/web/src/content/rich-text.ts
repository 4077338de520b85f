import { CONTENT_HTML_ALLOWED_ATTRIBUTES, CONTENT_HTML_ALLOWED_TAGS, isSafeContentUrl } from '@stride/domain/content';
// Editors' HTML is checked by the content service on import and on read (isSafeContentHtml); the web renders it only
// after its own pass over the same allow-list, so a document that slipped past (an older version, a bug) still cannot
// bring a script, a style or an event handler onto the page.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string): string =>
  text
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function safeAttributes(raw: string): string {
  const kept: string[] = [];
  let external = false;
  for (const match of raw.replace(/\/\s*$/, '').matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!CONTENT_HTML_ALLOWED_ATTRIBUTES.has(name) || name === 'rel') continue;
    if (name === 'href' && !isSafeContentUrl(value)) continue;
    if (name === 'target' && value !== '_blank' && value !== '_self') continue;
    if (name === 'target' && value === '_blank') external = true;
    kept.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (external) kept.push(' rel="noopener noreferrer"');
  return kept.join('');
}

/**
 * Editor HTML reduced to the allowed tags and attributes: other tags are dropped (their text kept, escaped), comments
 * removed, unsafe links and every event handler or style attribute left out.
 * @example sanitiseRichText('<p onclick="x()">Hi <script>bad()</script></p>') // '<p>Hi bad()</p>'
 */
export function sanitiseRichText(html: string): string {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|iframe|object|template)[\s\S]*?<\/\1\s*>/gi, '');
  let out = '';
  let at = 0;
  for (const match of withoutComments.matchAll(TAG)) {
    out += escapeText(withoutComments.slice(at, match.index));
    at = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (!CONTENT_HTML_ALLOWED_TAGS.has(name)) continue;
    out += closing ? `</${name}>` : `<${name}${name === 'br' ? '' : safeAttributes(match[3] ?? '')}>`;
  }
  return out + escapeText(withoutComments.slice(at));
}
