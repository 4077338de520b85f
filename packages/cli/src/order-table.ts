import type { OrderAnswer } from '@stride/application/storefront';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** Rows aligned in columns: each column as wide as its widest cell. */
export function alignedTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => `${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')}\n`).join('');
}

/** The promotion summary is loosely typed in the contract: show its id and name when it has them. */
function promotionRow(promotion: unknown): string[] {
  const p = (typeof promotion === 'object' && promotion !== null ? promotion : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
  return [text('promotionId') || '-', text('promotionName') || text('calloutMessage') || JSON.stringify(promotion)];
}

function section(title: string, body: string): string {
  return `\n${title}\n${body}`;
}

/** An order for support staff: items, shipments, totals, payments (brand and last four only), promotions, in-store sale. */
export function orderTable(order: OrderAnswer, bold: (text: string) => string = (t) => t): string {
  const { currency } = order;
  const head = alignedTable([['Order', order.orderNumber], ['Status', order.status], ['Placed', order.orderDate]]);
  const items = alignedTable([
    ['Product', 'Name', 'Colour', 'Size', 'Qty', 'Price', 'Total', 'Method', 'Store'],
    ...order.items.map((i) => [
      i.productId, i.name, i.colour, i.size, String(i.qty), money(i.price.current, currency), money(i.price.rowTotal, currency),
      i.shippingMethod, i.storeId ?? '-',
    ]),
  ]);
  const shipments = alignedTable([['Shipment', 'Method', 'Store'], ...order.shipments.map((s) => [s.shipmentId, s.shippingMethod, s.storeId ?? '-'])]);
  const t = order.totals;
  const totals = alignedTable([
    ['Items', money(t.itemTotal, currency)], ['Discount', money(t.totalDiscount, currency)], ['Shipping', money(t.shipping, currency)],
    ['Tax', money(t.tax, currency)], ['Total', money(t.total, currency)],
  ]);
  const payments = alignedTable(order.paymentMethod.map((p) => [
    p.label, [p.additionalData.brand, p.additionalData.last4 === undefined ? undefined : `**** ${p.additionalData.last4}`].filter(Boolean).join(' ') || '-',
    money(p.amount, currency),
  ]));
  const promotions = order.promoSummary.length === 0 ? 'none\n' : alignedTable(order.promoSummary.map(promotionRow));
  const inStore = order.inStoreSalesInfo === undefined ? 'none\n' : alignedTable([['Store', order.inStoreSalesInfo.storeId], ['Employee', order.inStoreSalesInfo.storeEmployeeId]]);
  return [
    head, section(bold('Items'), items), section(bold('Shipments'), shipments), section(bold('Totals'), totals),
    section(bold('Payments'), payments || 'none\n'), section(bold('Promotions'), promotions), section(bold('In-store sale'), inStore),
  ].join('');
}
