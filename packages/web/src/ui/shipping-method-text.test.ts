import { SHIPPING_METHOD_PRESENTATION } from '@stride/domain/shipping';
import { describe, expect, it } from 'vitest';
import { testMessages } from '../i18n/testing.js';
import { deliveryTimeText, shippingLabel } from './shipping-method-text.js';

const en = testMessages('en-US').t;
const fr = testMessages('fr-CA').t;

describe('shipping method text', () => {
  it('shows every method of the domain and its delivery promise in French on fr-CA, unchanged in English', () => {
    for (const shown of Object.values(SHIPPING_METHOD_PRESENTATION)) {
      expect(shippingLabel(en, shown.label)).toBe(shown.label);
      expect(deliveryTimeText(en, shown.deliveryTime)).toBe(shown.deliveryTime);
      expect(shippingLabel(fr, shown.label), shown.label).not.toBe(shown.label);
      expect(deliveryTimeText(fr, shown.deliveryTime), shown.deliveryTime).not.toBe(shown.deliveryTime);
    }
    expect(shippingLabel(fr, 'Standard delivery')).toBe('Livraison standard');
    expect(deliveryTimeText(fr, '3-5 business days')).toBe('3 à 5 jours ouvrables');
  });

  it('shows a method it does not know as the API sent it', () => {
    expect(shippingLabel(fr, 'Drone drop')).toBe('Drone drop');
  });
});
