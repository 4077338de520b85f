import type { ColourVariantRow, PriceRow, VariantRow } from './demo-data.types.js';
import type { PlannedProduct } from './plan-demo-products.js';
import { productImageUrl } from './product-image-url.js';
import type { Prng } from './prng.js';
import { demoUpc } from './upc.js';

/** The rows one product expands into. */
export type ExpandedProduct = {
  colourVariants: ColourVariantRow[];
  variants: VariantRow[];
  prices: PriceRow[];
};

/** Stock of the digital gift card: never the reason a purchase fails. */
export const DIGITAL_STOCK = 100_000;

/**
 * Expands a planned product into colour variants, sellable variants (one per size) and their
 * USD, CAD and GBP prices. `firstItemNumber` numbers the UPCs, so the caller keeps them unique.
 */
export function expandDemoProduct(prng: Prng, planned: PlannedProduct, firstItemNumber: number): ExpandedProduct {
  const { product, colours, sizes } = planned;
  const expanded: ExpandedProduct = { colourVariants: [], variants: [], prices: [] };
  let itemNumber = firstItemNumber;
  colours.forEach((colour, position) => {
    const style4 = product.styleCode.slice(-4);
    const masterId = `${product.styleCode}${colour.code}`;
    const colourVariantId = `V${style4}${colour.code}`;
    expanded.colourVariants.push({
      id: colourVariantId,
      productId: product.id,
      masterId,
      colourId: colour.code,
      colourName: colour.name,
      swatchHex: colour.hex,
      imageUrl: productImageUrl(product.id, colour.code),
      position,
    });
    const saleFraction = planned.saleByColour.get(colour.code);
    sizes.forEach((size, sizeOrder) => {
      const variantId = `${masterId}${size.code}`;
      expanded.variants.push({
        id: variantId,
        colourVariantId,
        productId: product.id,
        upc: demoUpc(itemNumber),
        sizeLabel: size.label,
        sizeOrder,
        onlineStock: onlineStock(prng, planned),
      });
      itemNumber += 1;
      const list = planned.listMinorOf(size);
      for (const currency of ['USD', 'CAD', 'GBP'] as const) {
        const listMinor = list[currency];
        const saleMinor = saleFraction === undefined ? null : salePrice(listMinor, saleFraction);
        expanded.prices.push({ variantId, currency, listMinor, saleMinor });
      }
    });
  });
  return expanded;
}

function onlineStock(prng: Prng, planned: PlannedProduct): number {
  if (planned.product.productType === 'DIGITAL') return DIGITAL_STOCK;
  if (planned.soldOut || planned.product.comingSoon) return 0;
  return prng.chance(0.08) ? 0 : prng.int(1, 40);
}

// Sale prices end in .97, the habit of markdowns ($90.97), and stay below the list price.
function salePrice(listMinor: number, fraction: number): number {
  return Math.floor((listMinor * fraction) / 100) * 100 - 3;
}
