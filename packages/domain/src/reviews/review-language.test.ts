import { describe, expect, it } from 'vitest';
import { canTranslateReview, languageOfLocale } from './review-language.js';

describe('review languages', () => {
  it('files a locale under its language', () => {
    expect(['en-US', 'en-GB', 'fr-CA', 'fr_ca', 'de'].map(languageOfLocale)).toEqual(['en', 'en', 'fr', 'fr', 'de']);
  });

  it('offers a translation only into another language, from the store or a provider', () => {
    const french = { reviewLocale: 'fr-CA', readerLocale: 'en-US' };
    expect(canTranslateReview({ ...french, storedLanguages: ['en'], providerAvailable: false })).toBe(true);
    expect(canTranslateReview({ ...french, storedLanguages: [], providerAvailable: true })).toBe(true);
    expect(canTranslateReview({ ...french, storedLanguages: [], providerAvailable: false })).toBe(false);
    expect(canTranslateReview({ reviewLocale: 'en-GB', readerLocale: 'en-US', storedLanguages: ['en'], providerAvailable: true })).toBe(false);
  });
});
