import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/messages.js';
import { testMessages } from '../../i18n/testing.js';
import { galleryFor } from './gallery-views.js';
import { shoeDetails } from './product-details.fixture.js';
import { colourAttribute, imagesForSelection } from './product-selection.js';

const shoe = shoeDetails();
/** The gallery the product page shows for a selection: the chosen colour's name and images, described. */
const galleryOf = (t: Translate, selection: Record<string, string>) => {
  const images = imagesForSelection(shoe, selection);
  const colour = colourAttribute(shoe)?.options.find((o) => o.id === images[0]?.colourId)?.label ?? '';
  return { colour, views: galleryFor(t, shoe.name, colour, images) };
};

describe('the product page gallery of a colour', () => {
  it('shows the chosen colour’s views in the order a shoe shows them, each described in the shopper’s language', () => {
    const grey = galleryOf(testMessages('en-US').t, { color: '020', size: '095' });
    expect(grey.colour).toBe('Stone Grey');
    expect(grey.views).toEqual([
      { view: 'side', url: '/images/products/SR0045600/020/side.svg', name: 'side view', alt: 'Stride Pace Runner 3 in Stone Grey, side view' },
      { view: 'top', url: '/images/products/SR0045600/020/top.svg', name: 'top view', alt: 'Stride Pace Runner 3 in Stone Grey, top view' },
      { view: 'back', url: '/images/products/SR0045600/020/back.svg', name: 'back view', alt: 'Stride Pace Runner 3 in Stone Grey, back view' },
      { view: 'sole', url: '/images/products/SR0045600/020/sole.svg', name: 'sole', alt: 'Stride Pace Runner 3 in Stone Grey, sole' },
    ]);
    expect(galleryOf(testMessages('fr-CA').t, { color: '020' }).views.map((v) => v.alt)).toEqual([
      'Stride Pace Runner 3, coloris Stone Grey, vue de profil',
      'Stride Pace Runner 3, coloris Stone Grey, vue de dessus',
      'Stride Pace Runner 3, coloris Stone Grey, vue de dos',
      'Stride Pace Runner 3, coloris Stone Grey, semelle',
    ]);
  });

  it('switches every view with the colour, and shows the first colour’s views before one is chosen', () => {
    const { t } = testMessages('en-US');
    const red = galleryOf(t, { color: '600' });
    expect(red.colour).toBe('Flame Red');
    expect(red.views.map((v) => v.url)).toEqual(['side', 'top', 'back', 'sole'].map((view) => `/images/products/SR0045600/600/${view}.svg`));
    expect(galleryOf(t, {}).views.map((v) => v.url)).toEqual(red.views.map((v) => v.url));
    const grey = galleryOf(t, { color: '020' }).views.map((v) => v.url);
    expect(grey.some((url) => red.views.some((v) => v.url === url))).toBe(false);
  });
});
