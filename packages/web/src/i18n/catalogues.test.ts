import { describe, expect, it } from 'vitest';
import { CATALOGUE_SOURCES, catalogueSource } from './catalogue-sources.js';
import { catalogueProblems, SAME_IN_FRENCH, TRANSLATED_LOCALES } from './catalogue-check.js';
import { enUS } from './catalogues/en-US.js';
import { frCA } from './catalogues/fr-CA.js';
import { testMessages } from './testing.js';

const shipped = Object.fromEntries(Object.entries(CATALOGUE_SOURCES).filter(([locale]) => locale !== 'en-US'));

describe('the message catalogues', () => {
  it('every shipped locale has every key, valid ICU, the same arguments, and fr-CA is translated', () => {
    expect(catalogueProblems(enUS, shipped, TRANSLATED_LOCALES)).toEqual([]);
    expect(Object.keys(TRANSLATED_LOCALES)).toEqual(['fr-CA']);
  });

  it('ships en-US, en-CA, en-GB and fr-CA; an unknown locale falls back to en-US', () => {
    expect(Object.keys(CATALOGUE_SOURCES).sort()).toEqual(['en-CA', 'en-GB', 'en-US', 'fr-CA']);
    expect(catalogueSource('de-DE')).toBe(enUS);
  });

  it('the allow-list of French words equal to English holds only keys that exist and are equal', () => {
    for (const id of SAME_IN_FRENCH) expect(frCA[id as keyof typeof frCA], id).toBe(enUS[id as keyof typeof enUS]);
  });

  // The check must be able to fail: each planted defect is reported.
  it('reports a missing key, an untranslated French message, an ICU syntax error and a changed argument', () => {
    const { 'cart.title': _dropped, ...withoutCartTitle } = frCA;
    expect(catalogueProblems(enUS, { 'fr-CA': withoutCartTitle }, TRANSLATED_LOCALES)).toEqual(['fr-CA cart.title: missing']);
    expect(catalogueProblems(enUS, { 'fr-CA': { ...frCA, 'product.addToCart': 'Add to cart' } }, TRANSLATED_LOCALES)).toEqual([
      'fr-CA product.addToCart: not translated ("Add to cart")',
    ]);
    expect(catalogueProblems(enUS, { 'fr-CA': { ...frCA, 'header.cartLabel': 'Panier, {count, plural, one {# article}' } }, TRANSLATED_LOCALES)[0]).toMatch(
      /^fr-CA header\.cartLabel: ICU syntax error/,
    );
    expect(catalogueProblems(enUS, { 'fr-CA': { ...frCA, 'dialog.close': 'Fermer {titre}' } }, TRANSLATED_LOCALES)).toEqual([
      'fr-CA dialog.close: arguments titre differ from en-US title',
    ]);
    expect(catalogueProblems(enUS, { 'en-GB': { ...enUS, 'cart.planted': 'Basket' } }, TRANSLATED_LOCALES)).toEqual([
      'en-GB cart.planted: not in the en-US source',
    ]);
  });
});

describe('messages in use', () => {
  it('plurals and numbers go through ICU with the locale’s rules', () => {
    const en = testMessages('en-US').t;
    const fr = testMessages('fr-CA').t;
    expect(en('header.cartLabel', { count: 1 })).toBe('Cart, 1 item');
    expect(en('header.cartLabel', { count: 3 })).toBe('Cart, 3 items');
    expect(fr('header.cartLabel', { count: 0 })).toBe('Panier, 0 article');
    expect(fr('header.cartLabel', { count: 2 })).toBe('Panier, 2 articles');
    expect(fr('loyalty.youHave', { points: 12500 })).toMatch(/^Vous avez 12\s500 points\.$/);
    expect(fr('product.addToCart')).toBe('Ajouter au panier');
    expect(fr('cart.checkout')).toBe('Passer à la caisse');
  });

  it('en-GB and en-CA resolve to their own catalogues with the British and Canadian spellings', () => {
    expect(testMessages('en-GB').t('favorites.saved')).toBe('Saved to favourites');
    expect(testMessages('en-CA').t('product.colour')).toBe('Colour');
  });
});
