import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPdpPath, buildPlpPath, parsePdpPath, parsePlpPath } from './catalogue-url.js';

// Paths built from a mix of route words and random segments, with an optional query.
const pathArb = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom('en-us', 'p', 'c', 'cart', 'account', 'checkout', 'favorites', 'search'), fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/)), {
      maxLength: 4,
    }),
    fc.constantFrom('', '?q=1', '#top'),
  )
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

const part = fc.stringMatching(/^[a-z]{2}$/);
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
const plpArb = fc.record({ language: part, country: part, slug, categoryId: fc.stringMatching(/^\d{4,10}$/) });
const pdpArb = fc.record({ language: part, country: part, slug, productId: fc.stringMatching(/^[A-Z0-9]{8,11}$/) });

describe('PLP paths', () => {
  it('parses /{language}-{country}/c/{slug}-{4 to 10 digit id}', () => {
    expect(parsePlpPath('/en-us/c/mens-running-shoes-1234')._unsafeUnwrap()).toEqual({
      language: 'en',
      country: 'us',
      slug: 'mens-running-shoes',
      categoryId: '1234',
    });
    expect(parsePlpPath('/fr-FR/c/sale-1234567890?page=2').isOk()).toBe(true);
  });

  it('rejects ids of 3 or 11 digits and other routes', () => {
    expect(parsePlpPath('/en-us/c/shoes-123').isErr()).toBe(true);
    expect(parsePlpPath('/en-us/c/shoes-12345678901').isErr()).toBe(true);
    expect(parsePlpPath('/en-us/p/shoes-1234').isErr()).toBe(true);
    expect(parsePlpPath('/c/shoes-1234')._unsafeUnwrapErr().code).toBe('CATALOGUE_URL_INVALID');
  });

  it('refuses to build a path it could not parse', () => {
    expect(buildPlpPath({ language: 'en', country: 'us', slug: 'Shoes', categoryId: '1234' }).isErr()).toBe(true);
    expect(buildPlpPath({ language: 'en', country: 'us', slug: 'shoes', categoryId: '12' }).isErr()).toBe(true);
  });

  it('building then parsing a PLP path gives its parts back', () => {
    fc.assert(
      fc.property(plpArb, (parts) => {
        expect(parsePlpPath(buildPlpPath(parts)._unsafeUnwrap())._unsafeUnwrap()).toEqual(parts);
      }),
    );
  });
});

describe('PDP paths', () => {
  it('parses /{language}-{country}/p/{slug}-{8 to 11 upper-case alphanumeric id}', () => {
    expect(parsePdpPath('/en-us/p/ultra-run-2-HQ4199AB')._unsafeUnwrap()).toEqual({
      language: 'en',
      country: 'us',
      slug: 'ultra-run-2',
      productId: 'HQ4199AB',
    });
    expect(parsePdpPath('/en-gb/p/tee-ABCDEFGHIJK/').isOk()).toBe(true);
  });

  it('rejects lower-case, 7-character and 12-character ids', () => {
    expect(parsePdpPath('/en-us/p/tee-hq4199ab').isErr()).toBe(true);
    expect(parsePdpPath('/en-us/p/tee-HQ4199A').isErr()).toBe(true);
    expect(parsePdpPath('/en-us/p/tee-ABCDEFGHIJKL').isErr()).toBe(true);
  });

  it('building then parsing a PDP path gives its parts back', () => {
    fc.assert(
      fc.property(pdpArb, (parts) => {
        expect(parsePdpPath(buildPdpPath(parts)._unsafeUnwrap())._unsafeUnwrap()).toEqual(parts);
      }),
    );
  });

  it('no path is both a product list and a product detail page', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          plpArb.map((p) => buildPlpPath(p)._unsafeUnwrap()),
          pdpArb.map((p) => buildPdpPath(p)._unsafeUnwrap()),
          pathArb,
        ),
        (path) => {
          expect(parsePlpPath(path).isOk() && parsePdpPath(path).isOk()).toBe(false);
        },
      ),
    );
  });
});
