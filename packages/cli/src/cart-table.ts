import type { CartAnswer } from '@stride/application/storefront';
import { alignedTable, money } from './order-table.js';

function section(title: string, body: string): string {
  return `\n${title}\n${body}`;
}

/** The method an item ships by (selected option) and its pickup store, when it has one. */
function selectedOption(item: CartAnswer['items'][number]): { method: string; store: string } {
  const selected = item.shippingOptions.find((option) => option.selected);
  return { method: selected?.shippingMethod.code ?? '-', store: selected?.storeInfo?.id ?? '-' };
}

/**
 * A shopper's cart for an agent on the phone: items (product, name, colour and size when the item
 * has them, quantity, price), the shipping methods chosen and offered, coupons, payments and totals.
 */
export function cartTable(cart: CartAnswer, bold: (text: string) => string = (t) => t): string {
  const { currency } = cart;
  const head = alignedTable([
    ['Basket', cart.basketId],
    ['Currency', currency],
    ['Units', String(cart.totals.totalUnits)],
  ]);
  const items =
    cart.items.length === 0
      ? 'none\n'
      : alignedTable([
          ['Product', 'Name', 'Colour', 'Size', 'Qty', 'Price', 'Total', 'Method', 'Store'],
          ...cart.items.map((i) => {
            const { method, store } = selectedOption(i);
            return [
              i.productId,
              i.bonus ? `${i.name} (free gift)` : i.name,
              i.colourName || '-',
              i.size || '-',
              String(i.qty),
              money(i.price.current, currency),
              money(i.price.rowTotal, currency),
              method,
              store,
            ];
          }),
        ]);
  const shipping =
    cart.shippingMethods.length === 0
      ? 'none\n'
      : alignedTable([
          ['Shipment', 'Chosen', 'Offered'],
          ...cart.shippingMethods.map((s) => [s.shippingId, s.code ?? '-', s.applicableShippingMethods.map((m) => m.code).join(', ') || '-']),
        ]);
  const coupons =
    cart.couponItems.length === 0 ? 'none\n' : alignedTable(cart.couponItems.map((c) => [c.code, c.applied ? 'applied' : 'not applied', c.promotionId ?? '-']));
  const payments =
    cart.payment_instruments.length === 0
      ? 'none\n'
      : alignedTable(
          cart.payment_instruments.map((p) => [
            p.payment_method_id,
            [p.cardBrand, p.last4 === undefined ? undefined : `**** ${p.last4}`, p.maskedGiftCardNumber].filter(Boolean).join(' ') || '-',
            money(p.amount, currency),
          ]),
        );
  const t = cart.totals;
  const totals = alignedTable([
    ['Items', money(t.itemTotal, currency)],
    ['Discount', money(t.totalDiscount, currency)],
    ['Shipping', money(t.shipping, currency)],
    ['Tax', `${money(t.tax, currency)}${t.isTaxEstimated ? ' (estimate)' : ''}`],
    ['Total', money(t.total, currency)],
    ['To pay', money(t.remainingToPay, currency)],
  ]);
  return [
    head,
    section(bold('Items'), items),
    section(bold('Shipping methods'), shipping),
    section(bold('Coupons'), coupons),
    section(bold('Payments'), payments),
    section(bold('Totals'), totals),
  ].join('');
}
