import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryIdFromPathSuffix, productIdFromPathSuffix } from './path-id.js';

describe('ids read from a path suffix', () => {
  it('reads -c{4 to 6 digits} and -p{8 to 11 characters}', () => {
    expect(categoryIdFromPathSuffix('/en-us/running-c1234')).toBe('1234');
    expect(categoryIdFromPathSuffix('/en-us/running-c123456?sort=new')).toBe('123456');
    expect(categoryIdFromPathSuffix('/en-us/running-c123')).toBeNull();
    expect(categoryIdFromPathSuffix('/en-us/running-c1234567')).toBeNull();
    expect(productIdFromPathSuffix('/en-us/runner-pHQ4199AB')).toBe('HQ4199AB');
    expect(productIdFromPathSuffix('/en-us/runner-pABCDEFGHIJK')).toBe('ABCDEFGHIJK');
    expect(productIdFromPathSuffix('/en-us/runner-pABC')).toBeNull();
    expect(productIdFromPathSuffix('/en-us/runner-pABCDEFGHIJKL')).toBeNull();
    expect(productIdFromPathSuffix('/en-us/runner-phq4199ab')).toBeNull();
  });

  it('an id appended to any slug is read back', () => {
    const slug = fc.stringMatching(/^\/[a-z]{1,10}(-[a-z]{1,10}){0,2}$/);
    fc.assert(
      fc.property(slug, fc.stringMatching(/^\d{4,6}$/), fc.stringMatching(/^[A-Z0-9]{8,11}$/), (s, cid, pid) => {
        expect(categoryIdFromPathSuffix(`${s}-c${cid}`)).toBe(cid);
        expect(productIdFromPathSuffix(`${s}-p${pid}`)).toBe(pid);
      }),
    );
  });
});
