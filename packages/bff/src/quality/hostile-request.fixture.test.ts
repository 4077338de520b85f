import { describe, expect, it } from 'vitest';
import { inlineComponentRefs } from './hostile-request.fixture.js';

describe('inlineComponentRefs', () => {
  const components = {
    Money: { type: 'object', properties: { amount: { type: 'number' } } },
    Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
  };

  it('writes a shared schema out where it is referred to', () => {
    expect(inlineComponentRefs({ type: 'object', properties: { price: { $ref: '#/components/schemas/Money' } } }, components)).toEqual({
      type: 'object',
      properties: { price: components.Money },
    });
  });

  it('cuts a recursive one after a few levels, where any value will do', () => {
    let level: unknown = inlineComponentRefs({ $ref: '#/components/schemas/Node' }, components);
    let depth = 0;
    while (typeof level === 'object' && level !== null && 'properties' in level) {
      level = (level as { properties: { children: { items: unknown } } }).properties.children.items;
      depth += 1;
    }
    expect(depth).toBe(6);
    expect(level).toEqual({});
  });
});
