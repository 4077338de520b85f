import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MARKETS, catalogueMarketFor, DEFAULT_CATALOGUE_MARKET } from './catalogue-market.js';

describe('catalogueMarketFor', () => {
  it('prices en-US in USD and both Canadian locales in CAD', () => {
    expect(catalogueMarketFor('en-US')).toMatchObject({ currency: 'USD', country: 'us', language: 'en' });
    expect(catalogueMarketFor('en_ca')).toMatchObject({ currency: 'CAD', country: 'ca', countryCode: 'CA' });
    expect(catalogueMarketFor('fr-CA')).toMatchObject({ currency: 'CAD', language: 'fr' });
  });

  it('falls back to en-US without a locale or for one Stride does not sell in', () => {
    expect(catalogueMarketFor(undefined)).toBe(DEFAULT_CATALOGUE_MARKET);
    expect(catalogueMarketFor('de-DE')).toBe(DEFAULT_CATALOGUE_MARKET);
  });

  it('a market is found again from its own locale in any letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE_MARKETS), fc.boolean(), (m, upper) => {
        const locale = upper ? m.locale.toUpperCase() : m.locale.toLowerCase();
        expect(catalogueMarketFor(locale)).toBe(m);
      }),
    );
  });
});
