import { catalogueMarketFor } from '@stride/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { alternateLinks, marketForRequest, pathInMarket } from './market.js';

const enGb = catalogueMarketFor('en-GB');

describe('pathInMarket', () => {
  it('keeps the product, category or search, query included, in the other site', () => {
    expect(pathInMarket('/en-us/p/stride-pace-runner-3-SR0045600?color=01', enGb)).toBe('/en-gb/p/stride-pace-runner-3-SR0045600?color=01');
    expect(pathInMarket('/fr-ca/c/running-4100', enGb)).toBe('/en-gb/c/running-4100');
    expect(pathInMarket('/en-ca', enGb)).toBe('/en-gb');
  });

  it('leads a page without a locale prefix to the other site home', () => {
    expect(pathInMarket('/cart', enGb)).toBe('/en-gb');
    expect(pathInMarket('/checkout?step=billing', catalogueMarketFor('fr-CA'))).toBe('/fr-ca');
  });
});

describe('alternateLinks', () => {
  it('names every site and x-default (the US site) for a page under a prefix', () => {
    expect(alternateLinks('/en-ca/p/pace-SR0045600')).toEqual([
      { hrefLang: 'en-US', path: '/en-us/p/pace-SR0045600' },
      { hrefLang: 'en-CA', path: '/en-ca/p/pace-SR0045600' },
      { hrefLang: 'fr-CA', path: '/fr-ca/p/pace-SR0045600' },
      { hrefLang: 'en-GB', path: '/en-gb/p/pace-SR0045600' },
      { hrefLang: 'x-default', path: '/en-us/p/pace-SR0045600' },
    ]);
  });

  it('has none for a page that is the same URL on every site', () => {
    expect(alternateLinks('/cart')).toEqual([]);
  });
});

describe('marketForRequest', () => {
  it('reads the UK site from its prefix or the remembered cookie', () => {
    expect(marketForRequest('/en-gb/c/running-4100', null)).toMatchObject({ currency: 'GBP', region: 'EMEA', distanceUnit: 'mi' });
    expect(marketForRequest('/cart', 'stride_locale=en-GB').currency).toBe('GBP');
  });
});
