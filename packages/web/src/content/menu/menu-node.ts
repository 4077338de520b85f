import type { RootCategory } from '../../app/market.js';

/** A link of the menu: where it goes and what it says. */
export interface MenuTarget {
  readonly url: string;
  readonly text: string;
}

/** A visual selector: a picture and a title leading somewhere. */
export interface MenuVisualSelector {
  readonly title: string;
  readonly media: { readonly url: string; readonly alt: string; readonly width?: number | null; readonly height?: number | null };
  readonly target: MenuTarget;
}

/**
 * A mega menu node as the web renders it (spec content section 3's fields): level 1 is the menu bar, its columns
 * are level 2 headings, theirs level 3 links.
 */
export interface MenuNode {
  readonly id: string;
  readonly title: string;
  readonly target?: MenuTarget | null;
  readonly titleVisibility?: 'visible' | 'hidden' | null;
  readonly columns?: readonly MenuNode[] | null;
  readonly visualSelectors?: readonly MenuVisualSelector[] | null;
  readonly visualSelectorsTitle?: string | null;
  readonly hideShopAll?: { readonly sm?: boolean | null; readonly md?: boolean | null; readonly lg?: boolean | null } | null;
  readonly overrideShopAll?: MenuTarget | null;
}

function nodeOf(category: RootCategory, depth: number): MenuNode {
  const columns = depth < 3 ? category.children.map((child) => nodeOf(child, depth + 1)) : [];
  return { id: `category-${category.id}`, title: category.name, target: { url: category.url, text: category.name }, columns };
}

/**
 * The menu built from the category tree, for a site whose menu document is missing: every top category is a level 1
 * node, its children level 2 and theirs level 3.
 */
export function menuFromCategories(categories: readonly RootCategory[]): readonly MenuNode[] {
  return categories.map((category) => nodeOf(category, 1));
}
