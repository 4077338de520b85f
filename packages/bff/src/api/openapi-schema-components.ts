import { z } from 'zod';

/** A JSON Schema object as zod writes it. */
export type JsonSchema = Record<string, unknown>;

const DEFS_REF = '#/$defs/';
const COMPONENTS_REF = '#/components/schemas/';
// zod's name for a recursive schema that has no id of its own.
const ANONYMOUS_DEF = /^__schema\d+$/;

function pointingToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointingToComponents);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith(DEFS_REF)
        ? [key, COMPONENTS_REF + inner.slice(DEFS_REF.length)]
        : [key, pointingToComponents(inner)],
    ),
  );
}

/**
 * The shared schemas of one OpenAPI document. zod writes a schema named with `.meta({ id })`, and
 * any recursive one, under the converted schema's own `$defs`; tools resolve a `$ref` from the
 * document's root, so each def moves to `components.schemas` once, its refs rewritten to point there.
 */
export class OpenApiSchemaComponents {
  private readonly named = new Map<string, { schema: JsonSchema; json: string; where: string }>();

  /**
   * The JSON Schema of a route's part, its named parts as refs into `components.schemas`.
   * Throws for a bug: a recursive schema without an id, or one id on two different schemas.
   * @example components.convert(cartAnswerSchema, 'output', 'GET /cart') // { $ref: '#/components/schemas/Cart' }
   */
  convert(schema: z.ZodType, io: 'input' | 'output', where: string): JsonSchema {
    const written = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    // The dialect is OpenAPI 3.1's own (draft 2020-12), said once for the whole document.
    const { $schema: _dialect, $defs, ...root } = written;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.keep(name, pointingToComponents(def) as JsonSchema, `${where} (${io})`);
    }
    return pointingToComponents(root) as JsonSchema;
  }

  /** Every named schema met so far, by name. */
  schemas(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.named.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, { schema }]) => [name, schema]));
  }

  private keep(name: string, schema: JsonSchema, where: string): void {
    if (ANONYMOUS_DEF.test(name)) throw new Error(`${where}: a recursive schema needs a name in the document: give it .meta({ id })`);
    const json = JSON.stringify(schema);
    const known = this.named.get(name);
    if (known === undefined) this.named.set(name, { schema, json, where });
    else if (known.json !== json) {
      throw new Error(
        `Two different schemas are named ${name} (${known.where}, ${where}): a request's form of a schema differs from its answer's, so name one apart`,
      );
    }
  }
}
