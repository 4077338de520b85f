import { describe, expect, it } from 'vitest';
import { sampleBlocks } from './content-block.fixtures.js';
import { contentJsonSchemas } from './content-json-schemas.js';

describe('contentJsonSchemas', () => {
  const schemas = contentJsonSchemas() as Record<
    string,
    { $defs?: Record<string, { properties?: { type?: { const?: string; enum?: string[]; $ref?: string } } }> }
  >;

  it('names a definition for every block type, so completion offers each one', () => {
    const block = schemas['content-block.schema.json'];
    const blockDefinitions = Object.entries(block?.$defs ?? {}).filter(([name]) => name.endsWith('Block') && name !== 'ContentBlock');
    type TypeSchema = { const?: string; enum?: string[]; $ref?: string };
    const resolve = (type: TypeSchema | undefined): TypeSchema | undefined =>
      type?.$ref === undefined ? type : (block?.$defs?.[type.$ref.replace('#/$defs/', '')] as TypeSchema | undefined);
    const types = blockDefinitions.flatMap(([, definition]) => {
      const type = resolve(definition.properties?.type);
      return type?.const !== undefined ? [type.const] : (type?.enum ?? []);
    });
    expect(new Set(types)).toEqual(new Set(Object.keys(sampleBlocks)));
  });

  it('writes one file per document part, each a 2020-12 schema with its own $id', () => {
    expect(Object.keys(schemas).sort()).toEqual([
      'cms-page.schema.json',
      'content-block.schema.json',
      'content-document.schema.json',
      'espot.schema.json',
      'footer.schema.json',
      'menu.schema.json',
      'popups.schema.json',
    ]);
    for (const [file, schema] of Object.entries(schemas)) {
      expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', $id: `https://stride.example/content-schema/${file}` });
    }
  });
});
