import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueProductType } from './catalogue-records.js';
import { isProductImageView, PRODUCT_IMAGE_VIEWS, productImageViews } from './product-image-views.js';

const TYPES: readonly CatalogueProductType[] = ['FOOTWEAR', 'APPAREL', 'GEAR', 'DIGITAL'];

describe('productImageViews', () => {
  it('shows a shoe from the side first, then from above, its heel and its sole; a garment front, back and close up', () => {
    expect(productImageViews('FOOTWEAR')).toEqual(['side', 'top', 'back', 'sole']);
    expect(productImageViews('APPAREL')).toEqual(['front', 'back', 'detail']);
    expect(productImageViews('GEAR')).toEqual(['front', 'side', 'back']);
    expect(productImageViews('DIGITAL')).toEqual(['front', 'back']);
  });

  it('law: every type shows at least two views, none twice, each a known view', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), (type) => {
        const views = productImageViews(type);
        return views.length >= 2 && new Set(views).size === views.length && views.every(isProductImageView);
      }),
    );
  });

  it('knows the views by name and nothing else', () => {
    expect(PRODUCT_IMAGE_VIEWS.every(isProductImageView)).toBe(true);
    fc.assert(fc.property(fc.string(), (word) => isProductImageView(word) === (PRODUCT_IMAGE_VIEWS as readonly string[]).includes(word)));
  });
});
