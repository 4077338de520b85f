import type { SHIPPING_METHOD_PRESENTATION } from '@stride/domain/shipping';
import type { MessageId, Translate } from '../i18n/messages.js';

type Presentation = keyof typeof SHIPPING_METHOD_PRESENTATION;

// The domain labels its shipping methods in English (the cart answer carries label and delivery
// time as text); the page shows them in its own language through the ids `shipping.<method>.label`
// and `shipping.<method>.time`. The English is
// written out (the domain's table stays out of the first load); shipping-method-text.test.ts
// fails when the domain's table changes.
const ENGLISH: Readonly<Record<Presentation, { readonly label: string; readonly deliveryTime: string }>> = {
  standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
  express: { label: 'Express delivery', deliveryTime: '1-2 business days' },
  customs: { label: 'Custom-made delivery', deliveryTime: '4-6 weeks' },
  digital: { label: 'Delivered by e-mail', deliveryTime: 'Within 1 hour' },
  pickup: { label: 'Pick up in store', deliveryTime: '1-2 business days' },
  sameDay: { label: 'Same-day pickup', deliveryTime: 'Today' },
  sts: { label: 'Ship to store', deliveryTime: '3-7 business days' },
};
const entries = Object.entries(ENGLISH) as [Presentation, { label: string; deliveryTime: string }][];

/**
 * A shipping method's label in the page's language; a label the domain does not define (a new
 * method) is shown as the API sent it.
 * @example shippingLabel(t, 'Standard delivery') // 'Livraison standard' in fr-CA
 */
export function shippingLabel(t: Translate, label: string): string {
  const found = entries.find(([, shown]) => shown.label === label);
  return found === undefined ? label : t(`shipping.${found[0]}.label` as MessageId);
}

/** A delivery promise ("3-5 business days") in the page's language, as sent when unknown. */
export function deliveryTimeText(t: Translate, deliveryTime: string): string {
  const found = entries.find(([, shown]) => shown.deliveryTime === deliveryTime);
  return found === undefined ? deliveryTime : t(`shipping.${found[0]}.time` as MessageId);
}
