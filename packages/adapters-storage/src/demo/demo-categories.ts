import type { CategoryRow } from './demo-data.types.js';

/** The demo category ids other demo files refer to (4 to 10 digits, as PLP paths need). */
export const DemoCategory = {
  MEN: '1000',
  MEN_SHOES: '100010',
  MEN_APPAREL: '100020',
  WOMEN: '2000',
  WOMEN_SHOES: '200010',
  WOMEN_APPAREL: '200020',
  KIDS: '3000',
  KIDS_SHOES: '300010',
  KIDS_APPAREL: '300020',
  SHOES: '4000',
  RUNNING: '4100',
  TRAIL: '4200',
  LIFESTYLE: '4300',
  APPAREL: '5000',
  TOPS: '5100',
  BOTTOMS: '5200',
  OUTERWEAR: '5300',
  GEAR: '6000',
  BAGS: '6100',
  ACCESSORIES: '6200',
  SALE: '7000',
  GIFT_CARDS: '8000',
} as const;

export type DemoCategoryId = (typeof DemoCategory)[keyof typeof DemoCategory];

const C = DemoCategory;

// [id, parent, name, slug]: the order here is the order of siblings in the tree.
const TREE: ReadonlyArray<readonly [DemoCategoryId, DemoCategoryId | null, string, string]> = [
  [C.MEN, null, 'Men', 'men'],
  [C.MEN_SHOES, C.MEN, 'Men’s Shoes', 'mens-shoes'],
  [C.MEN_APPAREL, C.MEN, 'Men’s Apparel', 'mens-apparel'],
  [C.WOMEN, null, 'Women', 'women'],
  [C.WOMEN_SHOES, C.WOMEN, 'Women’s Shoes', 'womens-shoes'],
  [C.WOMEN_APPAREL, C.WOMEN, 'Women’s Apparel', 'womens-apparel'],
  [C.KIDS, null, 'Kids', 'kids'],
  [C.KIDS_SHOES, C.KIDS, 'Kids’ Shoes', 'kids-shoes'],
  [C.KIDS_APPAREL, C.KIDS, 'Kids’ Apparel', 'kids-apparel'],
  [C.SHOES, null, 'Shoes', 'shoes'],
  [C.RUNNING, C.SHOES, 'Running', 'running-shoes'],
  [C.TRAIL, C.SHOES, 'Trail', 'trail-shoes'],
  [C.LIFESTYLE, C.SHOES, 'Lifestyle', 'lifestyle-shoes'],
  [C.APPAREL, null, 'Apparel', 'apparel'],
  [C.TOPS, C.APPAREL, 'Tops', 'tops'],
  [C.BOTTOMS, C.APPAREL, 'Bottoms', 'bottoms'],
  [C.OUTERWEAR, C.APPAREL, 'Outerwear', 'outerwear'],
  [C.GEAR, null, 'Gear', 'gear'],
  [C.BAGS, C.GEAR, 'Bags', 'bags'],
  [C.ACCESSORIES, C.GEAR, 'Accessories', 'accessories'],
  [C.SALE, null, 'Sale', 'sale'],
  [C.GIFT_CARDS, null, 'Gift Cards', 'gift-cards'],
];

/** The demo category tree, parents before children. */
export function demoCategories(): CategoryRow[] {
  const positions = new Map<string | null, number>();
  return TREE.map(([id, parentId, name, slug]) => {
    const position = positions.get(parentId) ?? 0;
    positions.set(parentId, position + 1);
    return { id, parentId, name, slug, position };
  });
}
