import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inheritedEspotSections, matchContentRoutePattern as match } from './route-patterns.js';

describe('espot route patterns', () => {
  it('* matches exactly one segment', () => {
    expect(match('/*/cart', '/en-us/cart')).toBe(true);
    expect(match('/*/cart', '/cart')).toBe(false);
    expect(match('/*/cart', '/en-us/x/cart')).toBe(false);
  });

  it('** matches any number of segments, including none', () => {
    expect(match('/**/cart', '/cart')).toBe(true);
    expect(match('/**/cart', '/en-us/x/y/cart')).toBe(true);
    expect(match('/en-us/**', '/en-us')).toBe(true);
    expect(match('/en-us/**', '/fr-ca/p/x')).toBe(false);
    expect(match('/**', '/')).toBe(true);
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(match('/*/p/*', '/en-us/p/trail-AB12CD34/?color=red#reviews')).toBe(true);
  });

  it('lists the sections inherited on a route, in order', () => {
    const sections = [
      { name: 'global-promo', routes: ['/**'] },
      { name: 'pdp-banner', routes: ['/*/p/*'] },
      { name: 'checkout-trust', routes: ['/*/checkout/**', '/*/cart'] },
    ];
    expect(inheritedEspotSections(sections, '/en-us/p/trail-AB12CD34')).toEqual(['global-promo', 'pdp-banner']);
    expect(inheritedEspotSections(sections, '/en-us/cart')).toEqual(['global-promo', 'checkout-trust']);
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/).filter((s) => s !== '*' && s !== '**');

  it('law: a path matches itself and "/**" matches every path', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        return match(path, path) && match('/**', path);
      }),
    );
  });

  it('law: replacing any one segment by * still matches, and by ** too', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.nat(), (segments, at) => {
        const index = at % segments.length;
        const path = `/${segments.join('/')}`;
        const withStar = segments.map((s, i) => (i === index ? '*' : s));
        const withGlob = segments.map((s, i) => (i === index ? '**' : s));
        return match(`/${withStar.join('/')}`, path) && match(`/${withGlob.join('/')}`, path);
      }),
    );
  });

  it('law: * never matches a path with a different number of segments', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.array(segment, { maxLength: 5 }), (a, b) => {
        fc.pre(a.length !== b.length);
        return !match(`/${a.map(() => '*').join('/')}`, `/${b.join('/')}`);
      }),
    );
  });
});
