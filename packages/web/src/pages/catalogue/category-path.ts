/** The fields of a category tree node this module reads (the catalogue answer and the root data share them). */
export interface CategoryNode {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly children: readonly CategoryNode[];
}

/**
 * The categories from a top category down to the one with `id`, or null when the tree has none.
 * @example categoryPath(tree, '4100')?.map((c) => c.name) // ['Shoes', 'Running']
 */
export function categoryPath<C extends CategoryNode>(tree: readonly C[], id: string): C[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children as readonly C[], id);
    if (below !== null) return [node, ...below];
  }
  return null;
}
