import { SHIPPING_METHOD_PRESENTATION } from '@stride/domain';
import type { MessageId, Translate } from '../i18n/messages.js';

type Presentation = keyof typeof SHIPPING_METHOD_PRESENTATION;

// The domain labels its shipping methods in English (the cart answer carries label and delivery
// time as text); the page shows them in its own language through these ids.
const LABEL_IDS: Readonly<Record<Presentation, MessageId>> = {
  standard: 'shipping.standard',
  express: 'shipping.express',
  customs: 'shipping.customs',
  digital: 'shipping.digital',
  pickup: 'shipping.pickup',
  sameDay: 'shipping.sameDay',
  sts: 'shipping.sts',
};
const TIME_IDS: Readonly<Record<Presentation, MessageId>> = {
  standard: 'shipping.time3to5Days',
  express: 'shipping.time1to2Days',
  customs: 'shipping.time4to6Weeks',
  digital: 'shipping.timeWithinHour',
  pickup: 'shipping.time1to2Days',
  sameDay: 'shipping.timeToday',
  sts: 'shipping.time3to7Days',
};

const entries = Object.entries(SHIPPING_METHOD_PRESENTATION) as [Presentation, { label: string; deliveryTime: string }][];

/**
 * A shipping method's label in the page's language; a label the domain does not define (a new
 * method) is shown as the API sent it.
 * @example shippingLabel(t, 'Standard delivery') // 'Livraison standard' in fr-CA
 */
export function shippingLabel(t: Translate, label: string): string {
  const found = entries.find(([, shown]) => shown.label === label);
  return found === undefined ? label : t(LABEL_IDS[found[0]]);
}

/** A delivery promise ("3-5 business days") in the page's language, as sent when unknown. */
export function deliveryTimeText(t: Translate, deliveryTime: string): string {
  const found = entries.find(([, shown]) => shown.deliveryTime === deliveryTime);
  return found === undefined ? deliveryTime : t(TIME_IDS[found[0]]);
}
