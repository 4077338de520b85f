import type { CheckoutStore, OrderRecord } from '@stride/domain/checkout';
import { moneyOf } from '@stride/domain/money';
import { emailLocaleFor } from '../email-locale.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { CartSite } from '../cart/cart-site.js';
import { orderForSite } from './order-for-site.js';

/**
 * Queues the order confirmation e-mail in the transaction that places the order (so an order is
 * never placed without its e-mail, nor an e-mail sent for an order rolled back), worded in the
 * locale of the site the order was placed on, its lines as that site words them (`site`, read before
 * the transaction). An order without an e-mail address queues nothing.
 */
export async function queueOrderConfirmation(
  store: CheckoutStore,
  deps: Pick<CheckoutDeps, 'emails' | 'orderLink'>,
  placed: OrderRecord,
  locale: string | undefined,
  site?: CartSite,
): Promise<void> {
  if (placed.customerEmail === '') return;
  const order = orderForSite(placed, site);
  const money = (minor: number) => moneyOf(minor, order.currency);
  const { totals } = order;
  const email = deps.emails.compose(
    {
      template: 'order-confirmation',
      orderNumber: order.orderNumber,
      link: deps.orderLink?.(order.orderNumber, emailLocaleFor(locale)),
      placedAt: order.placedAt,
      lines: order.items.map((item) => ({
        productName: item.productName,
        colourName: item.colourName,
        sizeLabel: item.sizeLabel,
        qty: item.qty,
        rowTotal: money(item.rowTotalMinor),
        isBonus: item.isBonus,
      })),
      itemTotal: money(totals.itemTotalMinor),
      discount: money(totals.discountMinor),
      shipping: money(totals.shippingMinor),
      tax: money(totals.taxMinor),
      total: money(totals.totalMinor),
    },
    emailLocaleFor(locale),
  );
  await store.outbox.enqueue({ to: order.customerEmail, template: 'order-confirmation', ...email, createdAt: order.placedAt });
}
