import { demoAccounts, demoAddresses, demoLoyaltyVouchers } from './demo-accounts.js';
import { demoCategories } from './demo-categories.js';
import type { DemoData, ProductRow } from './demo-data.types.js';
import type { DemoReviewRow } from './demo-reviews.js';
import { demoGiftCards } from './demo-gift-cards.js';
import { demoProductCategories } from './demo-product-categories.js';
import { demoPromotions } from './demo-promotions.js';
import { demoStoreInventory } from './demo-store-inventory.js';
import { demoStores } from './demo-stores.js';
import { demoCollectionPoints } from './demo-collection-points.js';
import { expandDemoProduct } from './expand-demo-product.js';
import type { ExpandedProduct } from './expand-demo-product.js';
import { planDemoProducts } from './plan-demo-products.js';
import { createPrng } from './prng.js';
import { demoReviews } from './demo-reviews.js';
import { demoQuestions } from './demo-questions.js';
import { DEMO_MARKER_PRODUCT } from './top-up-demo-data.js';
import { distributionOf, ratingSummary } from '@stride/domain/reviews';

/** The seed of the demo catalogue. Changing it changes every product, so docs would drift. */
export const DEMO_SEED = 20_260_301;

/** The product whose first variant is the gift of the gift-with-purchase promotion. */
export const GWP_GIFT_PRODUCT_NAME = 'Stride Everyday Crew Socks 3-Pack';

/**
 * The whole demo data set as plain rows, the same on every machine for a given seed: no clock,
 * no randomness but the seeded PRNG, no I/O. Secrets (passwords, PINs) are still plain text;
 * seedDemoData hashes them.
 * @example generateDemoData().products.length // 125
 */
export function generateDemoData(seed: number = DEMO_SEED): DemoData {
  const prng = createPrng(seed);
  const planned = planDemoProducts(prng);
  const expanded: ExpandedProduct = { colourVariants: [], variants: [], prices: [] };
  for (const product of planned) {
    const rows = expandDemoProduct(prng, product, expanded.variants.length);
    expanded.colourVariants.push(...rows.colourVariants);
    expanded.variants.push(...rows.variants);
    expanded.prices.push(...rows.prices);
  }
  const unstocked = new Set(
    planned.filter(({ product, soldOut }) => soldOut || product.comingSoon || product.productType === 'DIGITAL').map(({ product }) => product.id),
  );
  const stores = demoStores();
  // Reviews follow each product's planned popularity and score; the product then shows what its reviews sum up to.
  const reviewed = demoReviews(
    planned.map(({ product }) => product),
    DEMO_MARKER_PRODUCT,
  );
  return {
    categories: demoCategories(),
    products: planned.map(({ product }) => withReviewsRating(product, reviewed.reviews)),
    productCategories: demoProductCategories(planned),
    ...expanded,
    stores,
    storeInventory: demoStoreInventory(prng, stores, expanded.variants, unstocked),
    collectionPoints: demoCollectionPoints(),
    ...demoPromotions(gwpGiftVariantId(planned, expanded)),
    giftCards: demoGiftCards(),
    accounts: demoAccounts(),
    addresses: demoAddresses(),
    loyaltyVouchers: demoLoyaltyVouchers(),
    ...reviewed,
    ...demoQuestions(
      planned.map(({ product }) => product),
      DEMO_MARKER_PRODUCT,
    ),
  };
}

/** A product's rating score and review count as its demo reviews make them. */
function withReviewsRating(product: ProductRow, reviews: readonly DemoReviewRow[]): ProductRow {
  const summary = ratingSummary(distributionOf(reviews.filter((r) => r.productId === product.id).map((r) => r.rating)));
  return { ...product, ratingScore: summary.average, reviewsCount: summary.count };
}

function gwpGiftVariantId(planned: ReturnType<typeof planDemoProducts>, expanded: ExpandedProduct): string {
  const socks = planned.find(({ product }) => product.name === GWP_GIFT_PRODUCT_NAME);
  const variant = expanded.variants.find((row) => row.productId === socks?.product.id);
  if (variant === undefined) throw new Error(`The demo catalogue lost its ${GWP_GIFT_PRODUCT_NAME}`);
  return variant.id;
}
