import { escapeHtml, operationAnchor, schemaAnchor } from './html.js';
import { componentSchemaName, type OpenApiParameter, type ReferenceEntry } from './openapi-document.js';

const AUTH_LABELS: Record<string, string> = {
  none: 'none: anyone may call',
  optional: 'optional: the token is read when sent',
  required: 'required: a shopper or guest access token',
  agent: 'agent: an employee or store associate token',
};

function withoutDialect({ $schema: _dialect, ...rest }: Record<string, unknown>): Record<string, unknown> {
  return rest;
}

/** A schema as folded, indented JSON; a bare reference to a shared schema as a link to its section. */
export function schemaBlock(title: string, schema: unknown, open: boolean): string {
  if (schema === undefined) return '';
  const named = componentSchemaName(schema);
  if (named !== undefined) return `<p class="schema-ref">${escapeHtml(title)}: <a href="#${schemaAnchor(named)}">${escapeHtml(named)}</a></p>`;
  // Answers are long (the cart answer is in most cart routes): folded, so the page scans by route.
  // The dialect is the same for every schema (draft 2020-12, said once at the top of the page).
  const shown = typeof schema === 'object' && schema !== null ? withoutDialect(schema as Record<string, unknown>) : schema;
  return `<details${open ? ' open' : ''}><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(shown, null, 2))}</pre></details>`;
}

function schemaType(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return '';
  const { type, enum: values, pattern, format } = schema as { type?: unknown; enum?: unknown; pattern?: unknown; format?: unknown };
  const parts = [Array.isArray(type) ? type.join(' | ') : typeof type === 'string' ? type : 'any'];
  if (Array.isArray(values)) parts.push(`one of ${values.map(String).join(', ')}`);
  if (typeof format === 'string') parts.push(`format ${format}`);
  if (typeof pattern === 'string') parts.push(`pattern ${pattern}`);
  return parts.join('; ');
}

function parameterTable(parameters: readonly OpenApiParameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required === true ? 'yes' : 'no'}</td><td>${escapeHtml(schemaType(p.schema))}</td></tr>`,
    )
    .join('');
  return `<table><caption>Parameters</caption><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function jsonSchemaOf(content: Record<string, { readonly schema?: unknown }> | undefined): unknown {
  return content?.['application/json']?.schema;
}

function answers(entry: ReferenceEntry): string {
  return Object.entries(entry.operation.responses ?? {})
    .filter(([status]) => /^[23]/.test(status))
    .map(([status, answer]) => schemaBlock(`Answer ${status}`, jsonSchemaOf(answer.content), false))
    .join('');
}

function errorCodes(codes: readonly string[] | undefined): string {
  const list =
    codes === undefined || codes.length === 0
      ? '<span>none beyond validation (ATTR300) and auth</span>'
      : codes.map((code) => `<code>${escapeHtml(code)}</code>`).join(' ');
  return `<p class="errors">Error codes: ${list}</p>`;
}

/** One route of the reference: method, path, summary, auth, parameters, body and answer schemas, error codes. */
export function renderOperation(entry: ReferenceEntry): string {
  const { method, path, operation } = entry;
  const auth = operation['x-stride-auth'] ?? 'required';
  return [
    `<section class="op" id="${operationAnchor(method, path)}">`,
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary ?? '')}</p>`,
    operation.operationId === undefined ? '' : `<p class="operation-id">operationId: <code>${escapeHtml(operation.operationId)}</code></p>`,
    `<p class="auth">Auth: ${escapeHtml(AUTH_LABELS[auth] ?? auth)}</p>`,
    parameterTable(operation.parameters ?? []),
    schemaBlock('Request body', jsonSchemaOf(operation.requestBody?.content), true),
    answers(entry),
    errorCodes(operation['x-stride-error-codes']),
    '</section>',
  ].join('\n');
}
