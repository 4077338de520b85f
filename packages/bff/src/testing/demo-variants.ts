import { generateDemoData } from '@stride/adapters-storage';
import type { DemoData } from '@stride/adapters-storage';

/** A demo variant with the facts cart tests choose by. */
export interface DemoVariant {
  readonly variantId: string;
  readonly productId: string;
  readonly upc: string;
  readonly onlineStock: number;
  readonly usdMinor: number;
  /** The price on the UK site, minor units. */
  readonly gbpMinor: number;
  readonly productType: string;
  readonly categoryIds: readonly string[];
}

let cached: DemoData | undefined;

/** The deterministic demo data the test server seeds (generated once per test file). */
export function demoData(): DemoData {
  cached ??= generateDemoData();
  return cached;
}

/**
 * For tests: demo variants that can be bought as they are (not presale, coming soon, customisable or
 * a gift line), in stock online, with a USD price; `where` narrows them further.
 */
export function buyableDemoVariants(where: (variant: DemoVariant) => boolean = () => true): DemoVariant[] {
  const data = demoData();
  const products = new Map(data.products.map((product) => [product.id, product]));
  const pricesIn = (currency: string) => new Map(data.prices.filter((p) => p.currency === currency).map((p) => [p.variantId, p.saleMinor ?? p.listMinor]));
  const prices = pricesIn('USD');
  const gbp = pricesIn('GBP');
  const gift = new Set(data.promotions.flatMap((p) => (p.giftVariantId === null ? [] : [p.giftVariantId])));
  return data.variants.flatMap((variant) => {
    const product = products.get(variant.productId);
    const usdMinor = prices.get(variant.id);
    if (product === undefined || usdMinor === undefined || product.presale || product.comingSoon || product.isCustoms) return [];
    if (variant.onlineStock <= 0 || gift.has(variant.id)) return [];
    const categoryIds = data.productCategories.filter((pc) => pc.productId === product.id).map((pc) => pc.categoryId);
    const found: DemoVariant = {
      variantId: variant.id,
      productId: product.id,
      upc: variant.upc,
      onlineStock: variant.onlineStock,
      usdMinor,
      gbpMinor: gbp.get(variant.id) ?? 0,
      productType: product.productType,
      categoryIds,
    };
    return where(found) ? [found] : [];
  });
}

/** For tests: the first buyable variant matching `where`; throws when the demo data has none. */
export function buyableDemoVariant(where?: (variant: DemoVariant) => boolean): DemoVariant {
  const [first] = buyableDemoVariants(where);
  if (first === undefined) throw new Error('the demo data has no buyable variant matching the test');
  return first;
}

/** A sold-out shoe size of the demo data: its product, colour and size, for the journeys that meet one. */
export interface SoldOutShoeSize {
  readonly variantId: string;
  readonly sizeLabel: string;
  readonly product: DemoData['products'][number];
  readonly colour: DemoData['colourVariants'][number];
  /** The product page at that colour with the size chosen. */
  readonly path: string;
}

/** A sold-out size of a shoe that sells now and offers notify me, whose colour has other sizes in stock. */
export function soldOutShoeSize(): SoldOutShoeSize {
  const data = demoData();
  const productOf = (id: string) => data.products.find((p) => p.id === id);
  const variant = data.variants.find((v) => {
    const product = productOf(v.productId);
    const siblingsInStock = data.variants.some((o) => o.colourVariantId === v.colourVariantId && o.onlineStock > 0);
    return v.onlineStock === 0 && siblingsInStock && product?.productType === 'FOOTWEAR' && product.notifyMe && !product.presale && !product.comingSoon;
  });
  const product = productOf(variant?.productId ?? '');
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  if (variant === undefined || product === undefined || colour === undefined) throw new Error('the demo data has no sold-out shoe size with notify me');
  return {
    variantId: variant.id,
    sizeLabel: variant.sizeLabel,
    product,
    colour,
    path: `/en-us/p/${product.slug}-${colour.masterId}?size=${variant.sizeLabel}`,
  };
}
