import { DemoCategory } from './demo-categories.js';
import type { DemoColour, DemoSize } from './demo-colours.js';
import {
  ADULT_APPAREL_SIZES,
  ADULT_SHOE_SIZES,
  DEMO_PALETTE,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_DESIGNS,
  KIDS_APPAREL_SIZES,
  KIDS_SHOE_SIZES,
  ONE_SIZE,
} from './demo-colours.js';
import type { Gender, ProductRow } from './demo-data.types.js';
import { PRODUCT_LINES } from './demo-product-lines.js';
import type { ProductLine, Silhouette } from './demo-product-lines.js';
import type { Prng } from './prng.js';
import { slugify } from './slugify.js';

/** List prices in minor units in each demo currency. */
export type ListPrices = { USD: number; CAD: number; GBP: number };

/** A product decided but not yet expanded into colours, sizes and prices. */
export type PlannedProduct = {
  product: ProductRow;
  silhouette: Silhouette;
  colours: DemoColour[];
  sizes: readonly DemoSize[];
  /** List prices of a size per currency, in minor units. */
  listMinorOf: (size: DemoSize) => ListPrices;
  /** Colour code to sale fraction (0.7 means 30% off) for the colours on sale. */
  saleByColour: ReadonlyMap<string, number>;
  /** True when no size of any colour is in stock anywhere. */
  soldOut: boolean;
};

// Products with a fixed role in the demo, by line and position, so docs and tests can name them.
const PRESALE: Record<string, number[]> = { road: [1], trail: [2], lifestyle: [5] };
const COMING_SOON: Record<string, number[]> = { road: [3], tops: [4], outerwear: [1] };
const SOLD_OUT: Record<string, number[]> = { road: [5], trail: [6], tops: [7], bags: [2] };
const GENDER_CYCLE: readonly Gender[] = ['MEN', 'WOMEN', 'MEN', 'WOMEN', 'KIDS', 'UNISEX'];
const SALE_FRACTIONS = [0.6, 0.7, 0.75, 0.8];
/** When coming-soon products are announced to publish (fixed, so the data never drifts). */
export const COMING_SOON_DATE = '2030-03-02T15:00:00.000Z';

/** Decides every demo product in catalogue order: the lines' models, then the gift card. */
export function planDemoProducts(prng: Prng): PlannedProduct[] {
  const planned: PlannedProduct[] = [];
  let styleNumber = 30;
  for (const line of PRODUCT_LINES) {
    line.models.forEach((model, index) => {
      styleNumber += prng.int(3, 23);
      planned.push(planLineProduct(prng, line, model, index, styleNumber));
    });
  }
  styleNumber += prng.int(3, 23);
  planned.push(planGiftCard(styleNumber));
  return planned;
}

function planLineProduct(prng: Prng, line: ProductLine, model: string, index: number, styleNumber: number): PlannedProduct {
  const gender: Gender = line.productType === 'GEAR' ? 'UNISEX' : (GENDER_CYCLE[index % GENDER_CYCLE.length] ?? 'UNISEX');
  const colours = prng.shuffle(DEMO_PALETTE).slice(0, prng.int(2, 5));
  const presale = PRESALE[line.key]?.includes(index) ?? false;
  const comingSoon = COMING_SOON[line.key]?.includes(index) ?? false;
  const soldOut = SOLD_OUT[line.key]?.includes(index) ?? false;
  const isCustoms = model.endsWith(' Custom');
  const onSale = !comingSoon && !isCustoms && prng.chance(0.25);
  const saleByColour = new Map<string, number>();
  if (onSale) {
    for (const colour of colours.slice(0, prng.int(1, colours.length))) saleByColour.set(colour.code, prng.pick(SALE_FRACTIONS));
  }
  const styleCode = `${line.prefix}${String(styleNumber).padStart(4, '0')}`;
  const id = `${styleCode}${colours[0]?.code ?? ''}`;
  const badge = presale
    ? 'Presale'
    : comingSoon
      ? 'Coming Soon'
      : isCustoms
        ? 'Customise'
        : onSale
          ? 'Sale'
          : prng.chance(0.2)
            ? prng.pick(['New', 'Best Seller'])
            : null;
  const product: ProductRow = {
    id,
    styleCode,
    name: `Stride ${model}`,
    slug: slugify(`Stride ${model}`),
    description: `${genderWord(gender)}${line.description}`,
    productType: line.productType,
    gender,
    primaryCategoryId: line.categoryId,
    badge,
    eyebrow: presale ? 'Member Exclusive' : comingSoon ? 'Arrives March 2030' : isCustoms ? 'Design your own' : null,
    isCustoms,
    customsExternalUrl: isCustoms ? `/customs/${id}` : null,
    presale,
    comingSoon,
    targetPublishDate: comingSoon ? COMING_SOON_DATE : null,
    // Every size that sells out can be waited for, but a made-to-order customs product's.
    notifyMe: !isCustoms,
    ratingScore: comingSoon ? 0 : prng.int(36, 49) / 10,
    reviewsCount: comingSoon ? 0 : prng.int(0, 850),
  };
  return {
    product,
    silhouette: line.silhouette,
    colours,
    sizes: sizesFor(line, gender),
    listMinorOf: constant(listPrices(prng, line, gender)),
    saleByColour,
    soldOut,
  };
}

function constant(prices: ListPrices): (size: DemoSize) => ListPrices {
  return () => prices;
}

function genderWord(gender: Gender): string {
  return { MEN: 'Men’s. ', WOMEN: 'Women’s. ', KIDS: 'Kids’. ', UNISEX: '' }[gender];
}

function sizesFor(line: ProductLine, gender: Gender): readonly DemoSize[] {
  if (line.productType === 'FOOTWEAR') return gender === 'KIDS' ? KIDS_SHOE_SIZES : ADULT_SHOE_SIZES;
  if (line.productType === 'APPAREL') return gender === 'KIDS' ? KIDS_APPAREL_SIZES : ADULT_APPAREL_SIZES;
  return ONE_SIZE;
}

// Footwear is priced in whole dollars ($140.00), apparel and gear end in .99 ($44.99).
function listPrices(prng: Prng, line: ProductLine, gender: Gender): ListPrices {
  const [low, high] = line.priceUsd;
  const factor = gender === 'KIDS' ? 0.6 : 1;
  const usdDollars = Math.max(10, Math.round((prng.int(low, high) * factor) / 5) * 5);
  const cadDollars = Math.round((usdDollars * 1.35) / 5) * 5;
  // Pounds: about 0.8 times the dollar price, rounded to £5 like the others (never below £10).
  const gbpPounds = Math.max(10, Math.round((usdDollars * 0.8) / 5) * 5);
  const cents = line.productType === 'FOOTWEAR' ? 0 : 1;
  return { USD: usdDollars * 100 - cents, CAD: cadDollars * 100 - cents, GBP: gbpPounds * 100 - cents };
}

function planGiftCard(styleNumber: number): PlannedProduct {
  const styleCode = `GC${String(styleNumber).padStart(4, '0')}`;
  const colours = [...GIFT_CARD_DESIGNS];
  const id = `${styleCode}${colours[0]?.code ?? ''}`;
  const product: ProductRow = {
    id,
    styleCode,
    name: 'Stride Digital Gift Card',
    slug: 'stride-digital-gift-card',
    description: 'Sent by e-mail with your message, and spendable online on anything Stride makes.',
    productType: 'DIGITAL',
    gender: 'UNISEX',
    primaryCategoryId: DemoCategory.GIFT_CARDS,
    badge: null,
    eyebrow: 'Delivered by e-mail',
    isCustoms: false,
    customsExternalUrl: null,
    presale: false,
    comingSoon: false,
    targetPublishDate: null,
    notifyMe: false,
    ratingScore: 4.8,
    reviewsCount: 312,
  };
  // A gift card's price is its face value, in whichever currency the basket uses.
  const faceValue = (size: DemoSize): ListPrices => ({ USD: Number(size.label) * 100, CAD: Number(size.label) * 100, GBP: Number(size.label) * 100 });
  return {
    product,
    silhouette: 'card',
    colours,
    sizes: GIFT_CARD_AMOUNTS,
    listMinorOf: faceValue,
    saleByColour: new Map(),
    soldOut: false,
  };
}
