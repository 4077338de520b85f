import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OpenApiSchemaComponents } from './openapi-schema-components.js';

type Node = { name: string; children: Node[] };
const namedNode: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(namedNode) })).meta({ id: 'TestNode' });
const anonymousNode: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(anonymousNode) }));
const money = z.object({ amount: z.number(), currency: z.string().default('EUR') }).meta({ id: 'TestMoney' });

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
}

describe('OpenApiSchemaComponents', () => {
  it('moves a recursive schema under components and points every ref there, so each resolves from the root', () => {
    const components = new OpenApiSchemaComponents();
    const root = components.convert(z.object({ categories: z.array(namedNode) }), 'output', 'GET /tree');
    const schemas = components.schemas();
    expect(Object.keys(schemas)).toEqual(['TestNode']);
    const refs = [...refsIn(root), ...refsIn(schemas)];
    expect(refs).toEqual(['#/components/schemas/TestNode', '#/components/schemas/TestNode']);
    expect(root).not.toHaveProperty('$defs');
    expect(root).not.toHaveProperty('$schema');
  });

  it('keeps a named schema met by several routes once, and a named root becomes a bare ref', () => {
    const components = new OpenApiSchemaComponents();
    expect(components.convert(money, 'output', 'GET /a')).toEqual({ $ref: '#/components/schemas/TestMoney' });
    components.convert(z.object({ price: money }), 'output', 'GET /b');
    expect(Object.keys(components.schemas())).toEqual(['TestMoney']);
  });

  it('refuses a recursive schema without a name, which would leave a ref nothing resolves', () => {
    expect(() => new OpenApiSchemaComponents().convert(z.object({ tree: anonymousNode }), 'output', 'GET /tree')).toThrow(/GET \/tree.*\.meta\(\{ id \}\)/);
  });

  it('refuses one name for two different schemas: a request form that differs from the answer form', () => {
    const components = new OpenApiSchemaComponents();
    components.convert(money, 'output', 'GET /price');
    expect(() => components.convert(money, 'input', 'PUT /price')).toThrow(/TestMoney/);
  });
});
