import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLocalePath, withLocalePrefix } from './locale-path.js';

describe('splitLocalePath', () => {
  it('splits /en-us/cart and treats /en-us as locale home', () => {
    expect(splitLocalePath('/en-us/cart?x=1#top')).toEqual({ locale: 'en-us', rest: '/cart' });
    expect(splitLocalePath('/fr-FR')).toEqual({ locale: 'fr-fr', rest: '/' });
    expect(splitLocalePath('/cart')).toEqual({ locale: null, rest: '/cart' });
    expect(splitLocalePath('/english/cart')).toEqual({ locale: null, rest: '/english/cart' });
  });

  it('prefixing a path with a locale then splitting gives both back', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2}-[a-z]{2}$/), fc.array(segment, { maxLength: 3 }), (locale, parts) => {
        const path = parts.length === 0 ? '/' : `/${parts.join('/')}`;
        if (/^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(path)) return;
        expect(splitLocalePath(withLocalePrefix(locale, path))).toEqual({ locale, rest: path });
      }),
    );
  });
});
