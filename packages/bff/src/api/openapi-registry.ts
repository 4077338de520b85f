import { z } from 'zod';
import type { RouteDefinition } from '@stride/application/api-routes';

type AnyRoute = RouteDefinition<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, z.ZodType | undefined>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
}

/** `/cart/v1/cart/:basketId` -> `/cart/v1/cart/{basketId}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(route: AnyRoute): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [['path', route.params], ['query', route.query], ['header', route.headers]] as const) {
    if (schema === undefined) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

const errorAnswer = {
  description: 'Error in the spec shape',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

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

  document(info: { title: string; version: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      const item = (paths[openApiPath(route.path)] ??= {});
      item[route.method] = {
        operationId: route.operationId,
        summary: route.summary,
        tags: route.tags,
        ...(route.auth === 'none' ? { security: [] } : {}),
        'x-stride-auth': route.auth,
        ...(route.errors ? { 'x-stride-error-codes': route.errors } : {}),
        parameters: parameters(route),
        ...(route.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
          : {}),
        responses: {
          [String(route.successStatus ?? 200)]: {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(route.answer, 'output') } },
          },
          '4XX': errorAnswer,
          '5XX': errorAnswer,
        },
      };
    }
    return {
      openapi: '3.1.0',
      info,
      paths,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {
          ErrorResponse: {
            type: 'object',
            required: ['errorDetails', 'correlationId'],
            properties: {
              errorDetails: {
                type: 'array',
                items: { type: 'object', required: ['errorId', 'message'], properties: { errorId: { type: 'string' }, message: { type: 'string' } } },
              },
              appId: { type: 'string' },
              correlationId: { type: 'string' },
            },
          },
        },
      },
      security: [{ bearer: [] }],
    };
  }
}
