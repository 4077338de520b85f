import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPathIdentifiers, filterBlockShowsContent } from './filter-block.js';

describe('contentPathIdentifiers', () => {
  it('reads category ids from PLP paths (4 to 10 digits)', () => {
    expect(contentPathIdentifiers('/en-us/c/mens-running-shoes-1234')).toEqual({ categoryId: '1234' });
    expect(contentPathIdentifiers('/en-ca/c/trail-1234567890/?sort=price')).toEqual({ categoryId: '1234567890' });
    expect(contentPathIdentifiers('/en-us/c/mens-123')).toEqual({});
    expect(contentPathIdentifiers('/en-us/c/mens-12345678901')).toEqual({});
  });

  it('reads product ids from PDP paths (8 to 11 uppercase alphanumerics)', () => {
    expect(contentPathIdentifiers('/en-us/p/trail-runner-2-AB12CD34')).toEqual({ productId: 'AB12CD34' });
    expect(contentPathIdentifiers('/fr-ca/p/veste-AB12CD34E5F')).toEqual({ productId: 'AB12CD34E5F' });
    expect(contentPathIdentifiers('/en-us/p/trail-runner-ab12cd34')).toEqual({});
    expect(contentPathIdentifiers('/en-us/p/trail-runner-AB12CD3')).toEqual({});
  });

  it('reads the second pair of patterns: -c{4-6 digits} and -p{8-11}', () => {
    expect(contentPathIdentifiers('/stories/trail-season-c12345')).toEqual({ categoryId: '12345' });
    expect(contentPathIdentifiers('/stories/trail-season-c1234567')).toEqual({});
    expect(contentPathIdentifiers('/stories/shoe-of-the-week-pAB12CD34')).toEqual({ productId: 'AB12CD34' });
    expect(contentPathIdentifiers('/')).toEqual({});
  });
});

describe('filterBlockShowsContent', () => {
  it('IN shows content only for listed ids; NOT IN only for unlisted ids', () => {
    const bySku = { variant: 'bySku', operator: 'IN', ids: ['AB12CD34', ' xy98zw76 '] } as const;
    expect(filterBlockShowsContent(bySku, '/en-us/p/trail-runner-AB12CD34')).toBe(true);
    expect(filterBlockShowsContent(bySku, '/en-us/p/road-racer-XY98ZW76')).toBe(true);
    expect(filterBlockShowsContent(bySku, '/en-us/p/road-racer-ZZ98ZW76')).toBe(false);
    expect(filterBlockShowsContent({ ...bySku, operator: 'NOT IN' }, '/en-us/p/road-racer-ZZ98ZW76')).toBe(true);
    expect(filterBlockShowsContent({ ...bySku, operator: 'NOT IN' }, '/en-us/p/trail-runner-AB12CD34')).toBe(false);
  });

  it('matches only the identifier its variant reads, and hides without one', () => {
    const byCategory = { variant: 'byCategory', operator: 'NOT IN', ids: ['1234'] } as const;
    expect(filterBlockShowsContent(byCategory, '/en-us/c/mens-5678')).toBe(true);
    expect(filterBlockShowsContent(byCategory, '/en-us/p/trail-runner-AB12CD34')).toBe(false);
    expect(filterBlockShowsContent(byCategory, '/en-us/account')).toBe(false);
  });

  it('law: on a path with an id, IN and NOT IN always disagree', () => {
    const productId = fc.stringMatching(/^[A-Z0-9]{8,11}$/);
    fc.assert(
      fc.property(productId, fc.array(productId), fc.boolean(), (id, ids, include) => {
        const list = include ? [...ids, id] : ids;
        const path = `/en-us/p/some-shoe-${id}`;
        const inBlock = filterBlockShowsContent({ variant: 'bySku', operator: 'IN', ids: list }, path);
        const notIn = filterBlockShowsContent({ variant: 'bySku', operator: 'NOT IN', ids: list }, path);
        return inBlock !== notIn && inBlock === list.includes(id);
      }),
    );
  });

  it('law: any PLP path built from a slug and a 4-10 digit id reads back that id', () => {
    const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,8}){0,3}$/);
    fc.assert(fc.property(slug, fc.stringMatching(/^\d{4,10}$/), (s, id) => contentPathIdentifiers(`/en-gb/c/${s}-${id}`).categoryId === id));
  });
});
