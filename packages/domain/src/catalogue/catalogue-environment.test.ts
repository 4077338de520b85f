import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPdpPath } from './catalogue-url.js';
import { catalogueEnvironmentFromPath } from './catalogue-environment.js';
import { productIdKey } from './product-id-key.js';

describe('catalogueEnvironmentFromPath', () => {
  it('is PROD for a real product route and SANDBOX for another /p/ path', () => {
    expect(catalogueEnvironmentFromPath('/en-us/p/ultra-run-HQ4199AB')).toBe('PROD');
    expect(catalogueEnvironmentFromPath('/showcase/p/demo-shoe')).toBe('SANDBOX');
    expect(catalogueEnvironmentFromPath('/en-us/cart')).toBe('PROD');
  });

  it('every built product path is PROD', () => {
    const part = fc.stringMatching(/^[a-z]{2}$/);
    const arb = fc.record({
      language: part,
      country: part,
      slug: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/),
      productId: fc.stringMatching(/^[A-Z0-9]{8,11}$/),
    });
    fc.assert(
      fc.property(arb, (parts) => {
        expect(catalogueEnvironmentFromPath(buildPdpPath(parts)._unsafeUnwrap())).toBe('PROD');
      }),
    );
  });
});

describe('productIdKey', () => {
  it("is 'styleId' when configured, else the default", () => {
    expect(productIdKey('styleId')).toBe('styleId');
    expect(productIdKey(null)).toBe('productId');
    expect(productIdKey('sku')).toBe('productId');
  });

  it('always answers one of the two keys', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (configured) => {
        expect(['styleId', 'productId']).toContain(productIdKey(configured));
      }),
    );
  });
});
