import type { CurrencyCode, Money } from '../../money/index.js';
import type { OrderRecord } from '../ports/checkout-records.js';
import type { DocumentParty, InvoiceDocument, ReturnLabelDocument } from '../ports/order-documents.port.js';
import { invoiceNumberFor } from './order-fulfilment.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A stored address (the checkout's fields) as a party on a document: the name, then the street
 * lines, the town with province and postal code, and the country code; empty parts are left out.
 * @example documentParty({ firstName: 'Ada', lastName: 'Lee', addressLine1: '1 Main St', city: 'Boston', province: 'MA', postalCode: '02110', countryCode: 'US' })
 * // { name: 'Ada Lee', lines: ['1 Main St', 'Boston, MA 02110', 'US'] }
 */
export function documentParty(address: Readonly<Record<string, unknown>>): DocumentParty {
  const name = [text(address['firstName']), text(address['lastName'])].filter(Boolean).join(' ');
  const region = [text(address['province']), text(address['postalCode'])].filter(Boolean).join(' ');
  const town = [text(address['city']), region].filter(Boolean).join(', ');
  const street = [text(address['addressLine1']), text(address['addressLine2']), text(address['addressLine3'])].filter(Boolean);
  return {
    name,
    lines: [...street, ...(town === '' ? [] : [town]), ...(text(address['countryCode']) === '' ? [] : [text(address['countryCode']).toUpperCase()])],
  };
}

/**
 * The invoice of an order: its lines and totals as sold, the billing and shipping parties, and the
 * payments that were taken (refused or voided attempts are left out). Issued on the day it was placed.
 * @example invoiceDocument(order, seller).invoiceNumber // 'INV-' + order.orderNumber
 */
export function invoiceDocument(order: OrderRecord, seller: DocumentParty): InvoiceDocument {
  const currency = order.currency as CurrencyCode;
  const money = (amount: number): Money => ({ amount, currency });
  return {
    kind: 'invoice',
    invoiceNumber: invoiceNumberFor(order.orderNumber),
    orderNumber: order.orderNumber,
    issuedAt: order.placedAt,
    seller,
    billTo: documentParty(order.billingAddress),
    shipTo: order.shippingAddress === null ? null : documentParty(order.shippingAddress),
    lines: order.items.map((item) => ({
      name: item.productName,
      colour: item.colourName,
      size: item.sizeLabel,
      qty: item.qty,
      unitPrice: money(item.unitPriceMinor),
      rowTotal: money(item.rowTotalMinor),
      isBonus: item.isBonus,
    })),
    itemTotal: money(order.totals.itemTotalMinor),
    discount: money(order.totals.discountMinor),
    shipping: money(order.totals.shippingMinor),
    tax: money(order.totals.taxMinor),
    total: money(order.totals.totalMinor),
    payments: order.payments
      .filter((payment) => payment.status === 'AUTHORISED' || payment.status === 'CAPTURED')
      .map((payment) => ({ method: payment.paymentMethodId, brand: payment.cardBrand, last4: payment.cardLast4, amount: money(payment.amountMinor) })),
  };
}

/**
 * The prepaid return label of an order: from the address it was delivered to (the billing one for
 * an order without delivery) to the returns centre, listing the items that were sold (free gifts too).
 * @example returnLabelDocument(order, { returnNumber: 'R1', issuedAt, returnBy, to }).from.name // the shopper's name
 */
export function returnLabelDocument(
  order: OrderRecord,
  label: { readonly returnNumber: string; readonly issuedAt: Date; readonly returnBy: Date; readonly to: DocumentParty },
): ReturnLabelDocument {
  return {
    kind: 'return-label',
    returnNumber: label.returnNumber,
    orderNumber: order.orderNumber,
    issuedAt: label.issuedAt,
    returnBy: label.returnBy,
    from: documentParty(order.shippingAddress ?? order.billingAddress),
    to: label.to,
    items: order.items.map((item) => ({ name: item.productName, colour: item.colourName, size: item.sizeLabel, qty: item.qty })),
  };
}
