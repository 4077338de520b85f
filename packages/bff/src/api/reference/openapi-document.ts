/** The parts of an OpenAPI 3.1 document the reference page reads (what OpenApiRegistry writes). */
export interface OpenApiParameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: unknown;
}

export interface OpenApiOperation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: unknown }> };
  readonly responses?: Record<string, { readonly description?: string; readonly content?: Record<string, { readonly schema?: unknown }> }>;
  readonly 'x-stride-auth'?: string;
  readonly 'x-stride-error-codes'?: readonly string[];
}

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string };
  readonly servers?: readonly { readonly url: string; readonly description?: string }[];
  readonly tags?: readonly { readonly name: string; readonly description?: string }[];
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

const COMPONENT_SCHEMA_REF = /^#\/components\/schemas\/([A-Za-z0-9._-]+)$/;

/** The name of a component when the schema is only a `$ref` to it (`{ $ref: '#/components/schemas/Cart' }` -> `Cart`). */
export function componentSchemaName(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { $ref, ...rest } = schema as { $ref?: unknown };
  if (typeof $ref !== 'string' || Object.keys(rest).length > 0) return undefined;
  return COMPONENT_SCHEMA_REF.exec($ref)?.[1];
}

/** The HTTP methods an OpenAPI path item may hold, in the order the reference lists them. */
export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** One operation with where it lives: the unit the reference page lists. */
export interface ReferenceEntry {
  readonly method: string;
  readonly path: string;
  readonly operation: OpenApiOperation;
}

/** Every operation of the document, grouped by its first tag (untagged under "Other"), groups and routes sorted. */
export function groupOperationsByTag(document: OpenApiDocument): Map<string, ReferenceEntry[]> {
  const groups = new Map<string, ReferenceEntry[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPENAPI_METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      const list = groups.get(tag) ?? [];
      list.push({ method, path, operation });
      groups.set(tag, list);
    }
  }
  const byPath = (a: ReferenceEntry, b: ReferenceEntry) =>
    a.path.localeCompare(b.path) || OPENAPI_METHODS.indexOf(a.method as never) - OPENAPI_METHODS.indexOf(b.method as never);
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => [tag, list.sort(byPath)]));
}
