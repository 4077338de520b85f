import { PAYMENT_AUTHENTICATION_FAILED_MESSAGE } from '@stride/application/storefront';
import { ERROR_MESSAGE_TABLE, STOREFRONT_MESSAGES, STRIDE_DEFINED_ERRORS, errorMessageFor } from '@stride/domain/errors';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/catalogues/en-US.js';
import { testMessages } from '../i18n/testing.js';
import { shopperErrorText } from './api-error-text.js';

const en = testMessages('en-US');
const fr = testMessages('fr-CA');

describe('shopperErrorText', () => {
  it('has a catalogue entry for every code of the domain’s error table, worded as the domain words it in en-US', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGE_TABLE)) expect(enUS[`apiError.${code}` as keyof typeof enUS], code).toBe(message);
  });

  it('has an entry for every code Stride defines itself (BSK409, API429), worded as the bff words it', () => {
    for (const [code, { message }] of Object.entries(STRIDE_DEFINED_ERRORS)) expect(enUS[`apiError.${code}` as keyof typeof enUS], code).toBe(message);
    expect(shopperErrorText(fr, STRIDE_DEFINED_ERRORS.BSK409.message, 'BSK409')).toBe('Ce panier est établi aux prix d’un autre site Stride.');
  });

  it('shows English as the API sent it', () => {
    expect(shopperErrorText(en, 'This promo code has expired.', 'PRM155')).toBe('This promo code has expired.');
  });

  it('translates by code on fr-CA, numbers read back from the English', () => {
    expect(shopperErrorText(fr, 'This promo code has expired.', 'PRM155')).toBe('Ce code promotionnel est expiré.');
    expect(shopperErrorText(fr, errorMessageFor('INV408', { maxQty: 3 }) ?? '', 'INV408')).toBe('Vous avez ajouté la quantité maximale de 3 pour cet article.');
    expect(shopperErrorText(fr, STOREFRONT_MESSAGES.SOMETHING_WENT_WRONG)).toBe('Un problème est survenu. Veuillez réessayer plus tard.');
    expect(shopperErrorText(fr, PAYMENT_AUTHENTICATION_FAILED_MESSAGE, 'PAY400')).toBe(fr.t('checkout.paymentAuthFailed'));
  });

  it('shows the fallback in the page’s language when the catalogue cannot word the message, English pages excepted', () => {
    expect(shopperErrorText(fr, 'A brand new failure.', 'NEW999', 'storefront.SOMETHING_WENT_WRONG')).toBe(fr.t('storefront.SOMETHING_WENT_WRONG'));
    expect(shopperErrorText(fr, 'A brand new failure.', undefined, 'storefront.SOMETHING_WENT_WRONG')).toBe(fr.t('storefront.SOMETHING_WENT_WRONG'));
    expect(shopperErrorText(fr, 'This promo code has expired.', 'PRM155', 'storefront.SOMETHING_WENT_WRONG')).toBe('Ce code promotionnel est expiré.');
    expect(shopperErrorText(en, 'A brand new failure.', 'NEW999', 'storefront.SOMETHING_WENT_WRONG')).toBe('A brand new failure.');
  });

  it('keeps the API’s words for a code it does not know, or a numbered message without its number', () => {
    expect(shopperErrorText(fr, 'A brand new failure.', 'NEW999')).toBe('A brand new failure.');
    expect(shopperErrorText(fr, 'You have added the maximum quantity allowed for this item.', 'INV408')).toBe(
      'You have added the maximum quantity allowed for this item.',
    );
  });
});
