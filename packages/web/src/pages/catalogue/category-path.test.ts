import { describe, expect, it } from 'vitest';
import { categoryPath, type CategoryNode } from './category-path.js';

const node = (id: string, name: string, children: CategoryNode[] = []): CategoryNode => ({ id, name, url: `/en-us/c/${name.toLowerCase()}-${id}`, children });
const tree = [node('1000', 'Men'), node('4000', 'Shoes', [node('4100', 'Running'), node('4200', 'Trail')])];

describe('categoryPath', () => {
  it('gives the categories from the top down to the one asked for', () => {
    expect(categoryPath(tree, '4200')?.map((c) => c.name)).toEqual(['Shoes', 'Trail']);
    expect(categoryPath(tree, '1000')?.map((c) => c.name)).toEqual(['Men']);
  });

  it('is null for a category the tree does not have', () => {
    expect(categoryPath(tree, '9999')).toBeNull();
  });
});
