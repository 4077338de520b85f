import { STOREFRONT_MESSAGES, type StorefrontMessageKey } from '@stride/domain/errors';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/catalogues/en-US.js';
import { testMessages } from '../i18n/testing.js';
import { storefrontMessage, storefrontMessageText } from './storefront-message-text.js';

const fr = testMessages('fr-CA').t;

describe('storefront messages', () => {
  it('every named message of the domain has its catalogue entry, with the domain wording in en-US', () => {
    for (const key of Object.keys(STOREFRONT_MESSAGES) as StorefrontMessageKey[]) {
      expect(enUS[`storefront.${key}` as keyof typeof enUS], key).toBe(STOREFRONT_MESSAGES[key]);
      expect(storefrontMessage(fr, key), key).not.toBe(STOREFRONT_MESSAGES[key]);
    }
  });

  it('translates a message received as text, and leaves other text alone', () => {
    expect(storefrontMessageText(fr, STOREFRONT_MESSAGES.SIGN_OUT_SUCCESS)).toBe('Vous êtes déconnecté.');
    expect(storefrontMessageText(fr, 'Anything else')).toBe('Anything else');
  });
});
