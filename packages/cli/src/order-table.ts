import type { AgentOrderSearchAnswer, OrderAnswer } from '@stride/application/storefront';

/** An amount in major units with its currency: `129.95 USD`. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

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
  const head = alignedTable([
    ['Order', order.orderNumber],
    ['Status', order.status],
    ['Placed', order.orderDate],
  ]);
  const items = alignedTable([
    ['Product', 'Name', 'Colour', 'Size', 'Qty', 'Price', 'Total', 'Method', 'Store'],
    ...order.items.map((i) => [
      i.productId,
      i.name,
      i.colour,
      i.size,
      String(i.qty),
      money(i.price.current, currency),
      money(i.price.rowTotal, currency),
      i.shippingMethod,
      i.storeId ?? '-',
    ]),
  ]);
  const shipments = alignedTable([['Shipment', 'Method', 'Store'], ...order.shipments.map((s) => [s.shipmentId, s.shippingMethod, s.storeId ?? '-'])]);
  const t = order.totals;
  const totals = alignedTable([
    ['Items', money(t.itemTotal, currency)],
    ['Discount', money(t.totalDiscount, currency)],
    ['Shipping', money(t.shipping, currency)],
    ['Tax', money(t.tax, currency)],
    ['Total', money(t.total, currency)],
  ]);
  const payments = alignedTable(
    order.paymentMethod.map((p) => [
      p.label,
      [p.additionalData.brand, p.additionalData.last4 === undefined ? undefined : `**** ${p.additionalData.last4}`].filter(Boolean).join(' ') || '-',
      money(p.amount, currency),
    ]),
  );
  const promotions = order.promoSummary.length === 0 ? 'none\n' : alignedTable(order.promoSummary.map(promotionRow));
  const inStore =
    order.inStoreSalesInfo === undefined
      ? 'none\n'
      : alignedTable([
          ['Store', order.inStoreSalesInfo.storeId],
          ['Employee', order.inStoreSalesInfo.storeEmployeeId],
        ]);
  const tracking = order.tracking === undefined || order.tracking.events.length === 0 ? 'none\n' : trackingTable(order.tracking);
  return [
    head,
    section(bold('Items'), items),
    section(bold('Shipments'), shipments),
    section(bold('Totals'), totals),
    section(bold('Payments'), payments || 'none\n'),
    section(bold('Promotions'), promotions),
    section(bold('In-store sale'), inStore),
    section(bold('Tracking'), tracking),
  ].join('');
}

/** The order's timeline (when, what, carrier and tracking number), then its return and the last day to send it. */
function trackingTable(tracking: NonNullable<OrderAnswer['tracking']>): string {
  const events = alignedTable(tracking.events.map((e) => [shortDate(e.at), e.type, [e.carrier, e.trackingNumber].filter(Boolean).join(' ') || '-']));
  const ret = [
    ...(tracking.returnNumber === null ? [] : [['Return', tracking.returnNumber]]),
    ...(tracking.returnBy === null ? [] : [['Return by', shortDate(tracking.returnBy)]]),
  ];
  return ret.length === 0 ? events : events + alignedTable(ret);
}

/** An ISO instant as support staff read it, in UTC: `2026-11-22 14:05 UTC`. */
export function shortDate(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]} ${match[2]} UTC`;
}

/** A shopper's orders, one row each (newest first, as the API answers), and which of them are shown. */
export function orderListTable(page: AgentOrderSearchAnswer, email: string): string {
  const rows = alignedTable([
    ['Order', 'Placed', 'Status', 'Total', 'Items'],
    ...page.orders.map((o) => [
      o.orderNumber,
      shortDate(o.orderDate),
      o.status,
      money(o.totals.total, o.currency),
      String(o.items.reduce((n, i) => n + i.qty, 0)),
    ]),
  ]);
  const first = page.start + 1;
  const last = page.start + page.orders.length;
  const what = page.total === 1 ? '1 order' : `${page.total} orders`;
  const footer =
    page.orders.length === page.total
      ? `${what} for ${email}
`
      : `${first}-${last} of ${what} for ${email}${last < page.total ? `; the next ones: --start ${last}` : ''}
`;
  return `${rows}
${footer}`;
}
