import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossaryText, localiseProductSummary } from './localise-catalogue-records.js';
import type { ProductSummaryRecord } from './catalogue-records.js';

const summary = (name: string, colour: string): ProductSummaryRecord => ({
  id: 'AT0000100',
  name,
  slug: 'x',
  productType: 'APPAREL',
  badge: null,
  eyebrow: null,
  presale: false,
  comingSoon: false,
  rating: { score: 0, reviewsCount: 0 },
  colours: [{ masterId: 'AT0000100001', colourId: '001', name: colour, swatchHex: '#000', imageUrl: '/i', price: null, inStock: true }],
  price: { current: 1, original: 1, percentagePriceDiscount: 0 },
  inStock: true,
});

describe('catalogue glossary', () => {
  it('words a tile’s name and colours in the glossary’s language', () => {
    const glossary = new Map([
      ['Stride Essential Tee', 'T-shirt Essentiel Stride'],
      ['Black', 'Noir'],
    ]);
    expect(localiseProductSummary(summary('Stride Essential Tee', 'Black'), glossary)).toMatchObject({
      name: 'T-shirt Essentiel Stride',
      colours: [{ name: 'Noir' }],
    });
  });

  it('law: a text the glossary lacks stays as seeded, and an empty glossary changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (name, colour) => {
        expect(glossaryText(new Map([['\u0000', 'x']]), name === '\u0000' ? 'y' : name)).toBe(name === '\u0000' ? 'y' : name);
        const tile = summary(name, colour);
        expect(localiseProductSummary(tile, new Map())).toBe(tile);
      }),
      { numRuns: 100 },
    );
  });
});
