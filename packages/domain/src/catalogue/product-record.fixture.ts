import type { ProductRecord, ProductVariantRecord } from './catalogue-records.js';
import { productImageViews } from './product-image-views.js';

/** A test product: a shoe in two colours and three sizes, the second colour on sale. */
export function shoeRecord(overrides: Partial<ProductRecord> = {}): ProductRecord {
  const colours = [
    { masterId: 'SR0045600', colourId: '600', name: 'Flame Red', swatchHex: '#C8102E', imageUrl: '/images/products/SR0045600/600.svg' },
    { masterId: 'SR0045020', colourId: '020', name: 'Stone Grey', swatchHex: '#A3A29B', imageUrl: '/images/products/SR0045600/020.svg' },
  ].map((c) => ({ ...c, views: productImageViews('FOOTWEAR').map((view) => ({ view, url: `/images/products/SR0045600/${c.colourId}/${view}.svg` })) }));
  const sizes = [
    ['090', '9'],
    ['095', '9.5'],
    ['100', '10'],
  ] as const;
  const variants: ProductVariantRecord[] = colours.flatMap((c, ci) =>
    sizes.map(([sizeId, sizeLabel], si) => ({
      id: `${c.masterId}${sizeId}`,
      upc: `08493100${ci}${si}00`.slice(0, 12),
      colourId: c.colourId,
      sizeId,
      sizeLabel,
      onlineStock: ci === 0 && si === 1 ? 0 : 5,
      listMinor: 13000,
      saleMinor: ci === 1 ? 8697 : null,
    })),
  );
  return {
    id: 'SR0045600',
    name: 'Stride Pace Runner 3',
    slug: 'stride-pace-runner-3',
    description: 'A road running shoe.',
    productType: 'FOOTWEAR',
    badge: 'Sale',
    eyebrow: null,
    customsExternalUrl: null,
    presale: false,
    comingSoon: false,
    targetPublishDate: null,
    notifyMe: false,
    rating: { score: 4.5, reviewsCount: 120 },
    currency: 'USD',
    colours,
    variants,
    ...overrides,
  };
}
