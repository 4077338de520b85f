import { sitePagePath } from '@stride/domain/catalogue';

/**
 * The link of an order's confirmation e-mail: its confirmation page on the public origin, under the
 * prefix of the site it was placed on (`/fr-ca/order-confirmation?orderNumber=...`); the page shows
 * the order to its owner.
 */
export function orderLink(publicUrl: string): (orderNumber: string, locale: string | undefined) => string {
  const base = publicUrl.replace(/\/+$/, '');
  return (orderNumber, locale) => `${base}${sitePagePath(locale, '/order-confirmation')}?orderNumber=${encodeURIComponent(orderNumber)}`;
}
