import { errorResponseSchema } from '@stride/domain/errors';
import type { z } from 'zod';
import type { RouteDefinition } from '@stride/application/api-routes';
import { openApiErrorAnswers } from './openapi-error-answers.js';
import { OpenApiSchemaComponents } from './openapi-schema-components.js';
import { OPENAPI_TAG_DESCRIPTIONS } from './openapi-tags.js';

type AnyRoute = RouteDefinition<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, z.ZodType | undefined>;

/** Where the API is served; a relative `/` means the host the document was read from. */
export interface OpenApiServer {
  readonly url: string;
  readonly description?: string;
}

/** `/cart/v1/cart/:basketId` -> `/cart/v1/cart/{basketId}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(route: AnyRoute, components: OpenApiSchemaComponents, where: string): unknown[] {
  const list: unknown[] = [];
  for (const [place, schema] of [
    ['path', route.params],
    ['query', route.query],
    ['header', route.headers],
  ] as const) {
    if (schema === undefined) continue;
    const object = components.convert(schema, 'input', where) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: place, required: place === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function operation(route: AnyRoute, components: OpenApiSchemaComponents): Record<string, unknown> {
  const where = `${route.method.toUpperCase()} ${route.path}`;
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: route.tags,
    ...(route.auth === 'none' ? { security: [] } : {}),
    'x-stride-auth': route.auth,
    ...(route.errors ? { 'x-stride-error-codes': route.errors } : {}),
    parameters: parameters(route, components, where),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: components.convert(route.body, 'input', where) } } } } : {}),
    responses: {
      [String(route.successStatus ?? 200)]: {
        description: 'Success',
        content:
          route.answerMediaType === undefined
            ? { 'application/json': { schema: components.convert(route.answer, 'output', where) } }
            : { [route.answerMediaType]: { schema: { type: 'string', format: 'binary' } } },
      },
      ...openApiErrorAnswers(route),
    },
  };
}

/** The document's tags in the order routes first use them, each with what it groups. */
function declaredTags(routes: readonly AnyRoute[]): { name: string; description?: string }[] {
  const names = [...new Set(routes.flatMap((route) => route.tags))];
  return names.map((name) => {
    const description = OPENAPI_TAG_DESCRIPTIONS[name];
    return description === undefined ? { name } : { name, description };
  });
}

/** Collects every route's schemas and builds the OpenAPI 3.1 document served at /openapi.json. */
export class OpenApiRegistry {
  /**
   * Whether routes check each answer against its schema before sending it (tests and development:
   * STRIDE_CHECK_ANSWERS). The browser trusts the answers' shape, so this is where the contract is enforced.
   */
  constructor(readonly checkAnswers = false) {}

  private readonly routes: AnyRoute[] = [];

  add(route: AnyRoute): void {
    this.routes.push(route);
  }

  list(): readonly AnyRoute[] {
    return this.routes;
  }

  /**
   * The OpenAPI 3.1 document of every route added: shared schemas (named with `.meta({ id })`, and
   * the error answer) once under `components.schemas`, every `$ref` resolvable from the root.
   * @example registry.document({ title: 'Stride API', version: '0.1.0' }, [{ url: 'https://shop.example' }])
   */
  document(info: { title: string; version: string }, servers: readonly OpenApiServer[] = [{ url: '/' }]): Record<string, unknown> {
    const components = new OpenApiSchemaComponents();
    components.convert(errorResponseSchema, 'output', 'every error answer');
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route, components);
    }
    return {
      openapi: '3.1.0',
      info,
      servers,
      tags: declaredTags(this.routes),
      paths,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: components.schemas(),
      },
      security: [{ bearer: [] }],
    };
  }
}
