import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Silhouette } from './demo-product-lines.js';
import { productImageViews } from '@stride/domain/catalogue';
import { PRODUCT_LINES } from './demo-product-lines.js';
import { productSilhouette } from './product-silhouette.js';
import { renderProductImageSvg, silhouetteViews } from './render-product-image-svg.js';

const silhouettes: Silhouette[] = ['shoe', 'shirt', 'pants', 'jacket', 'bag', 'cap', 'card'];

describe('renderProductImageSvg', () => {
  it('draws the silhouette in the variant colour with a darker outline and a title', () => {
    const svg = renderProductImageSvg({ silhouette: 'shoe', hex: '#C8102E', title: 'Stride Pace Runner 3, Flame Red' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('fill="#C8102E"');
    expect(svg).toContain('stroke="#780A1C"');
    expect(svg).toContain('<title>Stride Pace Runner 3, Flame Red</title>');
  });

  it('draws a different shape for each silhouette', () => {
    const drawn = silhouettes.map((silhouette) => renderProductImageSvg({ silhouette, hex: '#000000', title: 't' }));
    expect(new Set(drawn).size).toBe(silhouettes.length);
  });

  it('draws each view of a silhouette differently, and every view of every silhouette differs from the others', () => {
    const drawn = silhouettes.flatMap((silhouette) =>
      silhouetteViews(silhouette).map((view) => renderProductImageSvg({ silhouette, view, hex: '#000000', title: 't' })),
    );
    expect(drawn.length).toBe(21);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('draws each line in the views its product type shows, so the image route finds a drawing for every view it lists', () => {
    for (const line of PRODUCT_LINES) expect(silhouetteViews(line.silhouette), line.key).toEqual(productImageViews(line.productType));
    expect(silhouetteViews('card')).toEqual(productImageViews('DIGITAL'));
  });

  it('refuses a view the silhouette is not drawn in', () => {
    expect(() => renderProductImageSvg({ silhouette: 'shirt', view: 'sole', hex: '#000000', title: 't' })).toThrow();
  });

  it('refuses a colour that is not #RRGGBB, since it would be written into the markup', () => {
    expect(() => renderProductImageSvg({ silhouette: 'bag', hex: 'red"/><script>', title: 't' })).toThrow();
  });

  it('law: any title is escaped, so the image never carries markup from its title', () => {
    fc.assert(
      fc.property(fc.constantFrom(...silhouettes), fc.string(), (silhouette, title) => {
        const svg = renderProductImageSvg({ silhouette, hex: '#16181D', title });
        const inner = svg.slice(svg.indexOf('<title>') + 7, svg.indexOf('</title>'));
        return !/[<>"]/.test(inner) && (svg.match(/<svg/g) ?? []).length === 1;
      }),
    );
  });
});

describe('productSilhouette', () => {
  it('picks the drawing from the product type and primary category', () => {
    expect(productSilhouette({ productType: 'FOOTWEAR', primaryCategoryId: '4100' })).toBe('shoe');
    expect(productSilhouette({ productType: 'APPAREL', primaryCategoryId: '5200' })).toBe('pants');
    expect(productSilhouette({ productType: 'APPAREL', primaryCategoryId: '5300' })).toBe('jacket');
    expect(productSilhouette({ productType: 'GEAR', primaryCategoryId: '6200' })).toBe('cap');
    expect(productSilhouette({ productType: 'DIGITAL', primaryCategoryId: '8000' })).toBe('card');
    expect(productSilhouette({ productType: 'APPAREL', primaryCategoryId: '999999' })).toBe('shirt');
  });
});
