import { DemoCategory } from './demo-categories.js';
import type { Gender, ProductCategoryRow, ProductType } from './demo-data.types.js';
import type { PlannedProduct } from './plan-demo-products.js';

const LINE_PARENT: Record<ProductType, string> = {
  FOOTWEAR: DemoCategory.SHOES,
  APPAREL: DemoCategory.APPAREL,
  GEAR: DemoCategory.GEAR,
  DIGITAL: DemoCategory.GIFT_CARDS,
};

const GENDER_CATEGORIES: Record<Gender, { shoes: string[]; apparel: string[] }> = {
  MEN: { shoes: [DemoCategory.MEN, DemoCategory.MEN_SHOES], apparel: [DemoCategory.MEN, DemoCategory.MEN_APPAREL] },
  WOMEN: {
    shoes: [DemoCategory.WOMEN, DemoCategory.WOMEN_SHOES],
    apparel: [DemoCategory.WOMEN, DemoCategory.WOMEN_APPAREL],
  },
  KIDS: { shoes: [DemoCategory.KIDS, DemoCategory.KIDS_SHOES], apparel: [DemoCategory.KIDS, DemoCategory.KIDS_APPAREL] },
  UNISEX: {
    shoes: [DemoCategory.MEN, DemoCategory.MEN_SHOES, DemoCategory.WOMEN, DemoCategory.WOMEN_SHOES],
    apparel: [DemoCategory.MEN, DemoCategory.MEN_APPAREL, DemoCategory.WOMEN, DemoCategory.WOMEN_APPAREL],
  },
};

/**
 * The listings a product appears in: its own category and that category's parent, the gender
 * pages for shoes and apparel (unisex in both men's and women's), and Sale when a colour is
 * marked down. `position` orders products inside each listing by catalogue order.
 */
export function demoProductCategories(planned: readonly PlannedProduct[]): ProductCategoryRow[] {
  const rows: ProductCategoryRow[] = [];
  const nextPosition = new Map<string, number>();
  for (const { product, saleByColour } of planned) {
    const ids = new Set<string>([product.primaryCategoryId, LINE_PARENT[product.productType]]);
    const genderIds = GENDER_CATEGORIES[product.gender];
    if (product.productType === 'FOOTWEAR') genderIds.shoes.forEach((id) => ids.add(id));
    if (product.productType === 'APPAREL') genderIds.apparel.forEach((id) => ids.add(id));
    if (saleByColour.size > 0) ids.add(DemoCategory.SALE);
    for (const categoryId of ids) {
      const position = nextPosition.get(categoryId) ?? 0;
      nextPosition.set(categoryId, position + 1);
      rows.push({ productId: product.id, categoryId, position });
    }
  }
  return rows;
}
