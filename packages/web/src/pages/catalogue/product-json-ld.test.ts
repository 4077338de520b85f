import { describe, expect, it } from 'vitest';
import { shoeDetails, shoeInventory } from './product-details.fixture.js';
import { productJsonLd } from './product-json-ld.js';

const origin = 'https://stride.example';

describe('productJsonLd', () => {
  it('describes the product with brand Stride, absolute image and URL, rating and one offer', () => {
    const ld = productJsonLd({ product: shoeDetails(), inventory: shoeInventory(), origin });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Stride Pace Runner 3',
      sku: 'SR0045600',
      gtin12: '084931000001',
      brand: { '@type': 'Brand', name: 'Stride' },
      image: ['https://stride.example/images/products/SR0045600/600/side.svg'],
      url: 'https://stride.example/en-us/p/stride-pace-runner-3-SR0045600',
      aggregateRating: { ratingValue: 4, reviewCount: 259 },
      offers: { '@type': 'Offer', price: '130.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('names the chosen variant and its own availability', () => {
    const ld = productJsonLd({ product: shoeDetails(), inventory: shoeInventory(), origin, variantId: 'SR0045600095' });
    expect(ld.sku).toBe('SR0045600095');
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives a price range as an AggregateOffer, and coming soon as a pre-order', () => {
    const ranged = shoeDetails({ price: { current: 86.97, original: 125, lowCurrent: 86.97, highCurrent: 125 }, currency: 'CAD', comingSoon: true });
    const ld = productJsonLd({ product: ranged, inventory: null, origin });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '86.97',
      highPrice: '125.00',
      priceCurrency: 'CAD',
      availability: 'https://schema.org/PreOrder',
    });
  });
});
