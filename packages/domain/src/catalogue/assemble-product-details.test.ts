import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleProductDetails } from './assemble-product-details.js';
import { catalogueMarketFor } from './catalogue-market.js';
import { shoeRecord } from './product-record.fixture.js';
import { catalogueProductSchema } from './product.schema.js';
import { resolveQuickShopVariant } from './quick-shop-selection.js';

const us = catalogueMarketFor('en-US');

describe('assembleProductDetails', () => {
  it('answers the spec Product: url, price range, colour and size attributes, variants', () => {
    const p = assembleProductDetails(shoeRecord(), us);
    expect(catalogueProductSchema.parse(p)).toBeDefined();
    expect(p.url).toBe('/en-us/p/stride-pace-runner-3-SR0045600');
    expect(p.price).toMatchObject({ lowCurrent: 8697, highCurrent: 13000, lowOriginal: 13000, current: 8697, original: 13000, percentagePriceDiscount: 33.1 });
    expect(p.attributes.map((a) => a.type)).toEqual(['color', 'size']);
    expect(p.attributes[1]?.options.map((o) => o.label)).toEqual(['9', '9.5', '10']);
    expect(p.attributes[0]?.options[1]).toMatchObject({ id: '020', label: 'Stone Grey', value: 'SR0045020', swatch: { colour: '#A3A29B' } });
    expect(p.variants[1]).toMatchObject({ id: 'SR0045600095', attributes: { color: '600', size: '095' }, stockStatusLabel: 'Out of stock' });
    expect(p.images).toHaveLength(8);
    expect(p.purchasable).toBe(true);
  });

  it("lists each colour's images view by view, in the order its type shows them", () => {
    const p = assembleProductDetails(shoeRecord(), us);
    expect(p.images.filter((image) => image.colourId === '020')).toEqual(
      ['side', 'top', 'back', 'sole'].map((view) => ({
        colourId: '020',
        view,
        url: `/images/products/SR0045600/020/${view}.svg`,
        alt: `Stride Pace Runner 3, Stone Grey, ${view} view`,
      })),
    );
  });

  it('builds the url in the market locale', () => {
    expect(assembleProductDetails(shoeRecord({ currency: 'CAD' }), catalogueMarketFor('fr-CA')).url).toBe('/fr-ca/p/stride-pace-runner-3-SR0045600');
  });

  it('keeps a coming-soon product visible with purchase hidden', () => {
    const p = assembleProductDetails(shoeRecord({ comingSoon: true, badge: 'Coming Soon', targetPublishDate: '2030-03-02T15:00:00.000Z' }), us);
    expect(p).toMatchObject({ comingSoon: true, purchasable: false, targetPublishDate: '2030-03-02T15:00:00.000Z' });
  });

  it('marks a product with no stock anywhere as all variants out of stock', () => {
    const record = shoeRecord();
    const p = assembleProductDetails({ ...record, variants: record.variants.map((v) => ({ ...v, onlineStock: 0 })) }, us);
    expect(p.allVariantsOutOfStock).toBe(true);
    expect(p.attributes.every((a) => a.options.every((o) => !o.available))).toBe(true);
  });

  it('every variant resolves back from its own colour and size choice through quick-shop', () => {
    const p = assembleProductDetails(shoeRecord(), us);
    fc.assert(
      fc.property(fc.constantFrom(...p.variants), (v) => {
        expect(resolveQuickShopVariant(p, v.attributes)?.id).toBe(v.id);
      }),
    );
  });
});
