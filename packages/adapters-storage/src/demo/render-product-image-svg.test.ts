import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Silhouette } from './demo-product-lines.js';
import { productSilhouette } from './product-silhouette.js';
import { renderProductImageSvg } from './render-product-image-svg.js';

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
