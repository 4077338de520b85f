import type { ProductDetailsAnswer } from '@stride/application/storefront';
import type { ProductInventoryAnswer } from './product-selection.js';

const price = (current: number, original = current) => ({ current, original, percentagePriceDiscount: 0 });
const sizes = [
  { id: '090', value: '9' },
  { id: '095', value: '9.5' },
  { id: '100', value: '10' },
];

/** A shoe in red (600) and grey (020), sizes 9, 9.5, 10; grey has no size 10. Test data shaped like the API's answer. */
export function shoeDetails(overrides: Partial<ProductDetailsAnswer> = {}): ProductDetailsAnswer {
  const colours = [
    { id: '600', label: 'Flame Red', value: 'SR0045600', available: true, swatch: { colour: '#C8102E', image: '/images/products/SR0045600/600.svg' } },
    { id: '020', label: 'Stone Grey', value: 'SR0045020', available: true, swatch: { colour: '#A3A29B', image: '/images/products/SR0045600/020.svg' } },
  ];
  const variants = colours.flatMap((colour) =>
    sizes
      .filter((size) => !(colour.id === '020' && size.id === '100'))
      .map((size) => ({
        id: `SR0045${colour.id}${size.id}`,
        upc: `0849310000${colour.id === '600' ? '1' : '2'}${size.id.slice(1, 2)}`,
        attributes: { color: colour.id, size: size.id },
        price: price(130),
        stockStatusLabel: 'In stock',
      })),
  );
  return {
    id: 'SR0045600',
    name: 'Stride Pace Runner 3',
    url: '/en-us/p/stride-pace-runner-3-SR0045600',
    upc: '084931000001',
    price: { ...price(130), lowCurrent: 130, highCurrent: 130, lowOriginal: 130, highOriginal: 130 },
    currency: 'USD',
    productType: 'footwear',
    presale: false,
    isRobisOnly: false,
    notifyMe: false,
    attributes: [
      { type: 'color', label: 'Colour', options: colours },
      { type: 'size', label: 'Size', options: sizes.map((s) => ({ id: s.id, label: s.value, value: s.value, available: true })) },
    ],
    variants,
    details: { description: 'A road running shoe.' },
    allVariantsOutOfStock: false,
    images: colours.flatMap((c) =>
      (['side', 'top', 'back', 'sole'] as const).map((view) => ({
        colourId: c.id,
        view,
        url: `/images/products/SR0045600/${c.id}/${view}.svg`,
        alt: `Stride Pace Runner 3, ${c.label}, ${view} view`,
      })),
    ),
    rating: { score: 4, reviewsCount: 259 },
    comingSoon: false,
    purchasable: true,
    ...overrides,
  };
}

/** Stock: red 9.5 sold out, red 10 two left, everything else 10. */
export function shoeInventory(): ProductInventoryAnswer {
  const variants: ProductInventoryAnswer['variants'] = {};
  for (const variant of shoeDetails().variants) variants[variant.id] = { quantity: 10, stockStatus: 'InStock' };
  variants.SR0045600095 = { quantity: 0, stockStatus: 'OutOfStock' };
  variants.SR0045600100 = { quantity: 2, stockStatus: 'InStock' };
  return { productId: 'SR0045600', variants };
}
