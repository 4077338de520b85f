import { OPENAPI_METHODS, type OpenApiDocument } from './openapi-document.js';

/**
 * For tests: what keeps a document from being OpenAPI 3.1 in shape. Version 3.1.0, info, every
 * operation with responses, and path parameters that match the `{name}` templates exactly.
 */
export function openApiShapeProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (document.openapi !== '3.1.0') problems.push(`openapi is ${String(document.openapi)}, not 3.1.0`);
  if (typeof document.info?.title !== 'string' || typeof document.info.version !== 'string') problems.push('info needs title and version');
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (/:[A-Za-z]/.test(path)) problems.push(`${path}: a Hono :param left in an OpenAPI path`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!(OPENAPI_METHODS as readonly string[]).includes(method)) problems.push(`${where}: not an HTTP method`);
      if (Object.keys(operation.responses ?? {}).length === 0) problems.push(`${where}: no responses`);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (declared.some((p) => p.required !== true)) problems.push(`${where}: a path parameter must be required`);
      const names = declared.map((p) => p.name).sort();
      if (JSON.stringify(names) !== JSON.stringify(templated)) {
        problems.push(`${where}: path parameters ${JSON.stringify(names)} do not match the template ${JSON.stringify(templated)}`);
      }
    }
  }
  return problems;
}
