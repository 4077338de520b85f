import { escapeHtml, operationAnchor, schemaAnchor } from './html.js';
import { groupOperationsByTag, type OpenApiDocument, type ReferenceEntry } from './openapi-document.js';
import { renderOperation, schemaBlock } from './render-operation.js';

// Inline styles only: the page must work with no network and under a CSP that allows no scripts.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#111;display:grid;grid-template-columns:minmax(14rem,20rem) 1fr}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;background:#f4f4f4;border-right:1px solid #ddd;font-size:13px}
nav ul{list-style:none;padding-left:.5rem}nav a{overflow-wrap:anywhere}main{padding:1rem 2rem;min-width:0}
.op{border-top:1px solid #ddd;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#05660d}.post{color:#0b4fa8}.put{color:#8a5300}.patch{color:#6b2fa0}.delete{color:#a31515}
pre{background:#f7f7f7;padding:.5rem;overflow:auto;max-height:30rem;font-size:12px}
table{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}
@media (max-width:48rem){body{display:block}nav{position:static;height:auto}}`;

function tableOfContents(groups: Map<string, ReferenceEntry[]>, schemaNames: readonly string[]): string {
  const items = [...groups.entries()].map(([tag, entries]) => {
    const links = entries
      .map((e) => `<li><a href="#${operationAnchor(e.method, e.path)}">${escapeHtml(e.method.toUpperCase())} ${escapeHtml(e.path)}</a></li>`)
      .join('');
    return `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><ul>${links}</ul></li>`;
  });
  if (schemaNames.length > 0) {
    const links = schemaNames.map((name) => `<li><a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a></li>`).join('');
    items.push(`<li><a href="#schemas">Schemas</a><ul>${links}</ul></li>`);
  }
  return `<nav aria-label="Routes"><ul>${items.join('')}</ul></nav>`;
}

function tagSection(tag: string, description: string | undefined, entries: readonly ReferenceEntry[]): string {
  const about = description === undefined ? '' : `<p>${escapeHtml(description)}</p>`;
  return `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${about}\n${entries.map(renderOperation).join('\n')}</section>`;
}

/** The shared schemas that answers refer to by name, each under its own anchor. */
function schemasSection(schemas: Record<string, unknown>): string {
  const names = Object.keys(schemas);
  if (names.length === 0) return '';
  const blocks = names.map(
    (name) => `<section id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock('Schema', schemas[name], false)}</section>`,
  );
  return `<section id="schemas"><h2>Schemas</h2>\n${blocks.join('\n')}</section>`;
}

/**
 * The API reference as one self-contained HTML page, generated from the OpenAPI document so it
 * can never list a route the API does not serve (or miss one it does).
 */
export function renderApiReference(document: OpenApiDocument): string {
  const groups = groupOperationsByTag(document);
  const count = [...groups.values()].reduce((sum, list) => sum + list.length, 0);
  const title = `${document.info.title} ${document.info.version}: reference`;
  const schemas = document.components?.schemas ?? {};
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${tableOfContents(groups, Object.keys(schemas))}<main>
<h1>${escapeHtml(title)}</h1>
<p>${count} routes, OpenAPI ${escapeHtml(document.openapi)}; machine-readable at <a href="/openapi.json">/openapi.json</a>.
Errors answer <code>{ "errorDetails": [{ "errorId", "message" }], "correlationId" }</code>; invalid input is 400 ATTR300.
Amounts on the wire are decimal major units. Schemas are JSON Schema draft 2020-12; a shared one is named and links to its entry under Schemas.</p>
${[...groups.entries()].map(([tag, entries]) => tagSection(tag, descriptions.get(tag), entries)).join('\n')}
${schemasSection(schemas)}
</main></body></html>`;
}
