import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_MARKET } from './catalogue-market.js';
import type { ProductSummaryColourRecord } from './catalogue-records.js';
import { parsePdpPath } from './catalogue-url.js';
import { matchedTileColour, productColourPageUrl } from './tile-colour.js';

const colour = (colourId: string, name: string): ProductSummaryColourRecord => ({
  masterId: `SR0045${colourId}`,
  colourId,
  name,
  swatchHex: '#000000',
  imageUrl: `/images/products/SR0045600/${colourId}.svg`,
  price: null,
  inStock: true,
});
const shoe = [colour('001', 'Black'), colour('600', 'Flame Red'), colour('610', 'Berry'), colour('620', 'Red Clay')];

describe('the colour a tile shows', () => {
  it('is the first matched colour in the product’s display order, names compared without case', () => {
    expect(matchedTileColour(shoe, ['Red Clay', 'flame red'])?.colourId).toBe('600');
    expect(matchedTileColour(shoe, ['Berry'])?.colourId).toBe('610');
  });

  it('is none without a match, so the tile keeps its own colour', () => {
    expect(matchedTileColour(shoe, [])).toBeNull();
    expect(matchedTileColour(shoe, ['Violet'])).toBeNull();
  });

  it('law: the colour shown is one of the matched, and none matched before it', () => {
    fc.assert(
      fc.property(fc.subarray(shoe.map((c) => c.name)), (names) => {
        const shown = matchedTileColour(shoe, names);
        if (names.length === 0) {
          expect(shown).toBeNull();
          return;
        }
        expect(names).toContain(shown?.name);
        const before = shoe.slice(
          0,
          shoe.findIndex((c) => c === shown),
        );
        expect(before.some((c) => names.includes(c.name))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('links the product page opened on the colour (the spec’s color parameter)', () => {
    const url = productColourPageUrl(DEFAULT_CATALOGUE_MARKET, 'stride-pace-runner-3', 'SR0045600', '620');
    expect(url).toBe('/en-us/p/stride-pace-runner-3-SR0045600?color=620');
    expect(parsePdpPath(url.split('?')[0] ?? '').isOk()).toBe(true);
  });
});
